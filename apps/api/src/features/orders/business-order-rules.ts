import { formatValidationMessage, invoiceAddressOf, invoiceAddressSchema, validate } from '@shop/validation';
import { ITEM_TYPES_WITHOUT_BUSINESS_FEATURES } from '@shop/brand';
import type { FieldIssue, OrderLineDraft } from '@shop/contracts';
import { ApiFailure } from '../../http/api-failure';
import type { AccountRow } from '../auth/account-repository';
import type { Call } from '../services';
import { passedBusinessCheck } from '../business-accounts/business-verifications';
import type { InvoiceDetails } from './order-tables';

const companyText = (company: Record<string, unknown> | null, field: string) => {
  const value = company?.[field];
  return typeof value === 'string' ? value : '';
};

/** The caller's business account, refused (58030) until its document check has verified it (decision 0023). */
export async function verifiedBusinessAccount(call: Call<unknown>): Promise<AccountRow> {
  const { session, services } = call;
  const account = session ? await services.members.account(session.accountId) : null;
  if (!account || account.custType !== 'B' || !passedBusinessCheck(account))
    throw new ApiFailure('ORDER_BUSINESS_NOT_VERIFIED');
  return account;
}

/**
 * A business order's invoicing details: the B2B additions of its lines, which must be one valid address
 * (@shop/validation's invoiceAddressSchema, the checkout form's rules) given the same on every line, and
 * the company of the account. Else 58031 'Invalid address, please update your invoicing address' with
 * each refused field as an issue.
 */
export function invoiceDetailsOf(lines: Partial<OrderLineDraft>[], account: AccountRow): InvoiceDetails {
  const [first, ...others] = lines.map((line) => invoiceAddressOf(line));
  const result = validate(invoiceAddressSchema, first);
  if (!result.success) {
    const issues: FieldIssue[] = result.errors.map((error) => ({
      path: error.path,
      message: error.message,
      ...(error.key && { key: error.key }),
    }));
    throw new ApiFailure('ORDER_INVOICE_ADDRESS_INVALID', issues);
  }
  const differing = others.findIndex((address) => JSON.stringify(address) !== JSON.stringify(first));
  if (differing >= 0) {
    const message = formatValidationMessage('invoiceAddressInvalid');
    const path = `orderLines.${differing + 1}.invoiceAddress`;
    throw new ApiFailure('ORDER_INVOICE_ADDRESS_INVALID', [{ path, message, key: 'invoiceAddressInvalid' }]);
  }
  const company = account.companyInfo;
  return {
    ...first,
    companyName: companyText(company, 'companyName'),
    sirenNumber: companyText(company, 'sirenNumber'),
    vatNumber: companyText(company, 'vatNumber'),
  };
}

/** Whether a product of this item type may be sold to a business buyer (spec 1 section 6: not A or V). */
export function itemTypeSoldToBusiness(itemType: string): boolean {
  return !ITEM_TYPES_WITHOUT_BUSINESS_FEATURES.includes(itemType);
}
