import type { BusinessUnit, LocalizedText } from '@shop/contracts';
import { BUSINESS_ROUTE_PREFIXES } from './constants';

/** How a support address renders: an email link, an external link, or plain text. */
export type SupportLink =
  | { kind: 'mailto'; label: string; href: string }
  | { kind: 'external'; label: string; href: string }
  | { kind: 'text'; label: string };

/** Local part, domain and a 2 to 4 letter top level, as the spec's email format. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/;
const URL_SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;
const WEB_SCHEME = /^https?:\/\//i;

/** A support address is a mailto link only if it looks like an email, otherwise an external link. */
export function supportLinkOf(address: string): SupportLink | null {
  const label = address.trim();
  if (!label) return null;
  if (EMAIL_SHAPE.test(label)) return { kind: 'mailto', label, href: `mailto:${label}` };
  if (WEB_SCHEME.test(label)) return { kind: 'external', label, href: label };
  // Only web addresses become links; any other scheme (javascript:, data:) is shown as text.
  if (URL_SCHEME.test(label)) return { kind: 'text', label };
  return { kind: 'external', label, href: `https://${label}` };
}

/** True on the business or salesman side of the shop; `pathname` is relative to the unit's base path. */
export function isBusinessRoute(pathname: string): boolean {
  return BUSINESS_ROUTE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export interface SupportContacts {
  phone: { label: string; href: string } | null;
  address: SupportLink | null;
  message: LocalizedText;
}

/** The top bar's support contacts: the business ones on B2B or salesman routes, the consumer ones elsewhere. */
export function supportContactsOf(unit: BusinessUnit, pathname: string): SupportContacts {
  const business = isBusinessRoute(pathname);
  const phone = (business ? unit.support.businessPhone : unit.support.phone).trim();
  return {
    phone: phone ? { label: phone, href: `tel:${phone.replace(/[^\d+]/g, '')}` } : null,
    address: supportLinkOf(business ? unit.support.businessEmail : unit.support.email),
    message: unit.support.message,
  };
}
