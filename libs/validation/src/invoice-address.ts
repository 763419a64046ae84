import * as v from 'valibot';
import { ADDRESS_LIMITS, requiredAddressText, zipCodeSchema } from './address';
import { noAttackCharacters } from './attack';
import { emailSchema } from './email';
import { messageRef } from './message-ref';
import { isValidPhone } from './phone';
import { maxChars, requiredString } from './text-rules';

/** The B2B additions of an order (spec 1 section 3) that make its invoicing address. */
export const INVOICE_ADDRESS_FIELDS = [
  'invoiceReceiverName',
  'invoiceAddress',
  'invoiceZipCode',
  'invoiceCity',
  'invoiceCountryCode',
  'invoiceEmail',
  'invoiceMobileNo',
] as const;
export type InvoiceAddressField = (typeof INVOICE_ADDRESS_FIELDS)[number];
export type InvoiceAddress = Record<InvoiceAddressField, string>;

/** A company or a person receives the invoice: up to a company name's 120 characters. */
const INVOICE_RECEIVER_MAX = 120;

/**
 * The rules of a business order's invoicing address: every field required; the phone in international
 * form ('+33140000000'), fixed lines accepted as for every business customer (spec 1 section 5).
 */
export const invoiceAddressSchema = v.object({
  invoiceReceiverName: v.pipe(requiredString, maxChars(INVOICE_RECEIVER_MAX), noAttackCharacters()),
  invoiceAddress: requiredAddressText(ADDRESS_LIMITS.line),
  invoiceZipCode: v.pipe(requiredString, zipCodeSchema),
  invoiceCity: requiredAddressText(ADDRESS_LIMITS.city),
  invoiceCountryCode: v.pipe(requiredString, v.regex(/^[A-Z]{2}$/, messageRef('formatNotRight'))),
  invoiceEmail: emailSchema,
  invoiceMobileNo: v.pipe(
    requiredString,
    v.check<string, string>(
      (number) => number.trim() === '' || isValidPhone({ areaCode: '', number }, { allowFixedLine: true }),
      messageRef('wrongPhone'),
    ),
  ),
});

/** The invoicing address fields of anything that carries them (an order line, a request), trimmed. */
export function invoiceAddressOf(source: Partial<Record<InvoiceAddressField, string>>): InvoiceAddress {
  const entries = INVOICE_ADDRESS_FIELDS.map((field) => [field, (source[field] ?? '').trim()]);
  return Object.fromEntries(entries) as InvoiceAddress;
}
