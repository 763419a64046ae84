/** Payment-return types of spec 1 section 2: /loading/{type}. */
export const PAYMENT_RETURN_TYPES = ['order', 'topup', 'topupWallet'] as const;
export type PaymentReturnType = (typeof PAYMENT_RETURN_TYPES)[number];

export function isPaymentReturnType(value: string | undefined): value is PaymentReturnType {
  return PAYMENT_RETURN_TYPES.includes(value as PaymentReturnType);
}

/** Our payment id in a return or result URL ('pay_' and 22+ base64url characters), or null. */
export function returnedPaymentId(search: URLSearchParams): string | null {
  const paymentId = search.get('paymentId');
  return paymentId && /^pay_[A-Za-z0-9_-]{22,64}$/.test(paymentId) ? paymentId : null;
}

/** An order number as the shop makes them (OrderNoSchema), or null. */
export function orderNumber(value: string | undefined): string | null {
  return value && /^[0-9A-Z]{8,40}$/.test(value) ? value : null;
}

/** /unlock needs orderNo in the query, else the visitor goes home. */
export function unlockOrderNo(search: URLSearchParams): string | null {
  const orderNo = search.get('orderNo')?.trim();
  return orderNo ? orderNo : null;
}

export interface MemberToValidate {
  token: string;
  name: string;
  email: string;
}

/**
 * /memberValidate carries token and info; info is base64url JSON {name, email} (decision recorded
 * in docs/decisions/0002-member-validate-info.md). Anything missing or unreadable sends home.
 */
export function memberToValidate(search: URLSearchParams): MemberToValidate | null {
  const token = search.get('token')?.trim();
  const info = search.get('info')?.trim();
  if (!token || !info) return null;
  try {
    const base64 = info.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const decoded = JSON.parse(new TextDecoder().decode(bytes)) as { name?: unknown; email?: unknown };
    if (typeof decoded.name !== 'string' || typeof decoded.email !== 'string') return null;
    return { token, name: decoded.name, email: decoded.email };
  } catch {
    return null;
  }
}
