import * as v from 'valibot';
import type { FieldIssue } from '@shop/contracts';
import {
  kybBankAccountSchema,
  kybCompanyInfoSchema,
  kybEmbargoSchema,
  kybPersonListSchema,
  validate,
  type KybPersonRuleOptions,
} from '@shop/validation';
import type { KybDossierRecord, KybRole } from './kyb-dossiers';

/** Type 0's parts, each checked under its own name so an issue's path names the tab's field. */
export function companyPartsSchema(options: KybPersonRuleOptions) {
  return v.object({
    companyInfo: v.optional(kybCompanyInfoSchema(options)),
    embargoInfo: v.optional(kybEmbargoSchema()),
    bankInfo: v.optional(kybBankAccountSchema()),
  });
}

/** A people tab (companyMemberInfo), counting the other tab's saved stakes towards the 100 %. */
export function peopleTabSchema(role: KybRole, options: KybPersonRuleOptions, otherStakes: readonly number[]) {
  return v.object({ companyMemberInfo: kybPersonListSchema(role, { ...options, otherStakes }) });
}

export function stakesOf(record: KybDossierRecord, role: KybRole): number[] {
  return record.members.filter((member) => member.role === role).map((member) => Number(member.details.stake));
}

/**
 * Every tab of a stored dossier checked again with today's rules, lists and date (an 18th birthday,
 * a reference code withdrawn): the issues, by tab and field ('companyInfo' alone for a tab not saved).
 */
export function dossierIssues(record: KybDossierRecord, options: KybPersonRuleOptions): FieldIssue[] {
  const { dossier } = record;
  const people = (role: KybRole) =>
    record.members.filter((member) => member.role === role).map((member) => member.details);
  const schema = v.object({
    companyInfo: kybCompanyInfoSchema(options),
    representatives: kybPersonListSchema('representative', options),
    shareholders: kybPersonListSchema('shareholder', { ...options, otherStakes: stakesOf(record, 'representative') }),
    embargoInfo: kybEmbargoSchema(),
    bankInfo: kybBankAccountSchema(),
  });
  const result = validate(schema, {
    companyInfo: dossier.companyInfo ?? undefined,
    representatives: dossier.representativesSaved ? people('representative') : [],
    shareholders: people('shareholder'),
    embargoInfo: dossier.embargoInfo ?? undefined,
    bankInfo: dossier.bankInfo ?? undefined,
  });
  const issues: FieldIssue[] = result.success
    ? []
    : result.errors.map((error) => ({
        path: error.path,
        message: error.message,
        ...(error.key && { key: error.key }),
        ...(error.params && { params: { ...error.params } }),
      }));
  if (!dossier.shareholdersSaved) {
    issues.push({ path: 'shareholders', message: 'This field is required.', key: 'required' });
  }
  return issues;
}
