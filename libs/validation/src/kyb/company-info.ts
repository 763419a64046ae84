import * as v from 'valibot';
import { KYB_COMPANY_CODE_LISTS } from '@shop/contracts';
import { ADDRESS_LIMITS, countrySchema, requiredAddressText, zipCodeSchema } from '../address';
import { registeredSirenSchema } from '../company-identity';
import { companyNameSchema } from '../company-profile';
import { messageRef } from '../message-ref';
import { referenceCodeSchema, type KybReferenceCodes } from './reference-codes';

export interface KybRuleOptions {
  /** The unit's country list (ISO codes): nationality, tax residence, the company's country. */
  countries: readonly string[];
  codes: KybReferenceCodes;
}

/**
 * The company information tab (KybCompanyInfo): name, SIREN or SIRET with its check digit, the
 * registered address and six coded answers from the reference lists (account category IND, legal
 * form CLR, annual turnover ATO, entity type ET, net income range NIR, society type ST_EKDR).
 */
export function kybCompanyInfoSchema({ countries, codes }: KybRuleOptions) {
  return v.object(
    {
      companyName: companyNameSchema,
      sirenNumber: registeredSirenSchema,
      firstAddress: requiredAddressText(ADDRESS_LIMITS.line),
      zipCode: v.pipe(zipCodeSchema, v.nonEmpty(messageRef('required'))),
      city: requiredAddressText(ADDRESS_LIMITS.city),
      country: countrySchema(countries),
      accountCategory: referenceCodeSchema(codes, KYB_COMPANY_CODE_LISTS.accountCategory),
      legalForm: referenceCodeSchema(codes, KYB_COMPANY_CODE_LISTS.legalForm),
      annualTurnover: referenceCodeSchema(codes, KYB_COMPANY_CODE_LISTS.annualTurnover),
      entityType: referenceCodeSchema(codes, KYB_COMPANY_CODE_LISTS.entityType),
      netIncomeRange: referenceCodeSchema(codes, KYB_COMPANY_CODE_LISTS.netIncomeRange),
      societyType: referenceCodeSchema(codes, KYB_COMPANY_CODE_LISTS.societyType),
    },
    messageRef('required'),
  );
}
export type KybCompanyInfoFormValues = v.InferInput<ReturnType<typeof kybCompanyInfoSchema>>;
