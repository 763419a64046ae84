import type { MemberProfile } from '@shop/contracts';
import { INVOICE_ADDRESS_FIELDS, type InvoiceAddress } from '@shop/validation';

const COUNTRY_CODE = /^[A-Z]{2}$/;

const joined = (...parts: (string | undefined)[]) =>
  parts
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(', ');

export const EMPTY_INVOICE_ADDRESS = Object.fromEntries(
  INVOICE_ADDRESS_FIELDS.map((field) => [field, '']),
) as InvoiceAddress;

/**
 * The invoicing address a business member starts from: the profile's invoicing address when it has
 * one, else the company's; the company's name receives the invoice, the account's email gets it. A
 * country the profile holds as a name, not a code, gives way to the unit's country.
 */
export function invoiceAddressFromProfile(profile: MemberProfile | null, unitCountryCode: string): InvoiceAddress {
  if (!profile) return { ...EMPTY_INVOICE_ADDRESS, invoiceCountryCode: unitCountryCode };
  const invoice = profile.invoiceInfo;
  const company = profile.companyInfo;
  const person = invoice ? joined(invoice.firstName, invoice.lastName).replace(', ', ' ') : '';
  const place = invoice ?? {
    firstAddress: company?.firstAddress,
    secondAddress: company?.secondAddress,
    zipCode: company?.zipCode,
    city: company?.city,
    country: company?.country,
  };
  const country = (place.country ?? '').trim().toUpperCase();
  return {
    invoiceReceiverName: company?.companyName || person,
    invoiceAddress: joined(place.firstAddress, place.secondAddress),
    invoiceZipCode: (place.zipCode ?? '').trim(),
    invoiceCity: (place.city ?? '').trim(),
    invoiceCountryCode: COUNTRY_CODE.test(country) ? country : unitCountryCode,
    invoiceEmail: profile.email,
    invoiceMobileNo: invoice?.phoneNumber || company?.companyPhoneNumber || profile.phoneNumber || '',
  };
}
