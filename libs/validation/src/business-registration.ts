import * as v from 'valibot';
import { COMPANY_TYPES } from '@shop/contracts';
import { ADDRESS_LIMITS, civilityCodeSchema, civilityFormSchema, countrySchema, memberNameSchema } from './address';
import { optionalAddressText, requiredAddressText, zipCodeSchema } from './address';
import { companyNameSchema, optionalCompanyNameSchema, COMPANY_LIMITS } from './company-profile';
import { registeredSirenSchema, registeredVatNumberSchema, vatMatchesSiren } from './company-identity';
import { emailSchema } from './email';
import { messageRef } from './message-ref';
import { passwordSchema } from './password';
import { internationalPhoneSchema, phoneSchema, type CountryCode } from './phone';
import { digitsOnly, maxChars, requiredString } from './text-rules';

/**
 * Business registration (spec 1 "B2B registration steps", CompanyInfo): step 2's company and step
 * 3's contact and account. The form and the API apply the same rules; the phone is the form's
 * { areaCode, number } on one side and the wire's international string on the other. A business
 * customer may give a fixed line (spec 1 section 5, Phone).
 */
export interface BusinessRuleOptions {
  countries: readonly CountryCode[];
}

/** Required, digits only, at least 1: a company registering has someone to buy for. */
const employeesSchema = v.pipe(
  requiredString,
  digitsOnly(),
  maxChars(COMPANY_LIMITS.employeesDigits),
  v.check((digits) => digits === '' || Number(digits) >= 1, messageRef('numberOnly')),
);

export const companyTypeSchema = v.picklist(COMPANY_TYPES, messageRef('required'));

function companyEntries({ countries }: BusinessRuleOptions) {
  return {
    companyName: companyNameSchema,
    commercialName: optionalCompanyNameSchema,
    sirenNumber: registeredSirenSchema,
    vatNumber: registeredVatNumberSchema,
    companyType: companyTypeSchema,
    firstAddress: requiredAddressText(ADDRESS_LIMITS.line),
    secondAddress: optionalAddressText(ADDRESS_LIMITS.line),
    zipCode: v.pipe(zipCodeSchema, v.nonEmpty(messageRef('required'))),
    city: requiredAddressText(ADDRESS_LIMITS.city),
    country: countrySchema(countries),
  };
}

/** The VAT number must be the company's own (its 9 digits are the SIREN). */
const vatOfTheCompany = (company: { sirenNumber: string; vatNumber: string }) =>
  vatMatchesSiren(company.vatNumber, company.sirenNumber);

/** Step 2 as its form holds it (employees as typed text). */
export function businessCompanyFormSchema(options: BusinessRuleOptions) {
  return v.pipe(
    v.object({ ...companyEntries(options), numberOfEmployees: employeesSchema }, messageRef('required')),
    v.forward(
      v.check((company) => vatOfTheCompany(company), messageRef('vatNumberKey')),
      ['vatNumber'],
    ),
  );
}
export type BusinessCompanyFormValues = v.InferInput<ReturnType<typeof businessCompanyFormSchema>>;

/** Step 2 as the wire carries it (employees a number). */
export function businessCompanyRules(options: BusinessRuleOptions) {
  return v.pipe(
    v.object({
      ...companyEntries(options),
      numberOfEmployees: v.pipe(v.number(messageRef('numberOnly')), v.transform(String), employeesSchema),
    }),
    v.forward(
      v.check((company) => vatOfTheCompany(company), messageRef('vatNumberKey')),
      ['vatNumber'],
    ),
  );
}

/** Step 3 as its form holds it: the contact person and the account's sign-in (any country until the list is in). */
export function businessContactFormSchema({ countries }: Partial<BusinessRuleOptions>) {
  return v.pipe(
    v.object(
      {
        civility: civilityFormSchema,
        firstName: memberNameSchema,
        lastName: memberNameSchema,
        phone: phoneSchema({ countries, allowFixedLine: true }),
        email: emailSchema,
        password: passwordSchema,
        confirmPassword: requiredString,
        isSubscription: v.boolean(),
      },
      messageRef('required'),
    ),
    v.forward(
      v.check((values) => values.confirmPassword === values.password, messageRef('passwordMismatch')),
      ['confirmPassword'],
    ),
  );
}
export type BusinessContactFormValues = v.InferInput<ReturnType<typeof businessContactFormSchema>>;

/** Step 3 as the wire carries it. */
export function businessContactRules({ countries }: BusinessRuleOptions) {
  return v.object({
    civility: civilityCodeSchema,
    firstName: memberNameSchema,
    lastName: memberNameSchema,
    mobileNo: internationalPhoneSchema({ countries, allowFixedLine: true }),
    email: emailSchema,
    password: passwordSchema,
  });
}
