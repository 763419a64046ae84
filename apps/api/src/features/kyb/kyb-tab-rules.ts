import * as v from 'valibot';
import type { FieldIssue, KybTab, KybTabCompletion } from '@shop/contracts';
import {
  checkKybDraft,
  kybBankAccountSchema,
  kybCompanyInfoSchema,
  kybEmbargoSchema,
  kybPersonListSchema,
  validate,
  type FieldError,
  type KybPersonRuleOptions,
} from '@shop/validation';
import { invalidRequest } from '../../http/api-failure';
import type { KybDossierRecord, KybRole } from './kyb-dossiers';

/** The parts of type 0, each with its full rules. */
function companyPartSchemas(options: KybPersonRuleOptions) {
  return {
    companyInfo: kybCompanyInfoSchema(options),
    embargoInfo: kybEmbargoSchema(),
    bankInfo: kybBankAccountSchema(),
  };
}

export type KybCompanyPart = keyof ReturnType<typeof companyPartSchemas>;

const toIssue = (prefix: string) => (error: FieldError) => ({
  path: error.path ? `${prefix}.${error.path}` : prefix,
  message: error.message,
  ...(error.key && { key: error.key }),
  ...(error.params && { params: { ...error.params } }),
});

/**
 * A tab's draft checked with its full rules: a present value breaking one is refused (400 naming it under
 * the wire's `prefix`); empty values may wait. Answers what to store: the rules' output once complete,
 * else the draft as sent.
 */
function draftToStore<TSchema extends v.GenericSchema>(schema: TSchema, draft: unknown, prefix: string): unknown {
  const check = checkKybDraft(schema, draft);
  if (!check.valid) throw invalidRequest(check.errors.map(toIssue(prefix)));
  return check.complete ?? draft;
}

/** A type-0 part's draft (companyInfo, embargoInfo or bankInfo), checked, as it is stored. */
export function companyPartToStore(part: KybCompanyPart, draft: unknown, options: KybPersonRuleOptions) {
  return draftToStore(companyPartSchemas(options)[part], draft, part) as Record<string, unknown>;
}

/** A people tab's draft (companyMemberInfo), counting the other tab's saved stakes towards the 100 %. */
export function peopleToStore(
  role: KybRole,
  people: readonly unknown[],
  options: KybPersonRuleOptions,
  otherStakes: readonly number[],
) {
  const schema = kybPersonListSchema(role, { ...options, otherStakes });
  return draftToStore(schema, people, 'companyMemberInfo') as Record<string, unknown>[];
}

export function stakesOf(record: KybDossierRecord, role: KybRole): number[] {
  return record.members.filter((member) => member.role === role).map((member) => Number(member.details.stake));
}

const peopleOf = (record: KybDossierRecord, role: KybRole) =>
  record.members.filter((member) => member.role === role).map((member) => member.details);

function completionOf(saved: boolean, schema: v.GenericSchema, value: unknown): KybTabCompletion {
  if (!saved) return { complete: false, missing: [''] };
  const check = checkKybDraft(schema, value);
  // A stored value today's rules refuse (a code withdrawn) is to fill again, like an empty one.
  const missing = [...new Set([...check.missing, ...check.errors.map((error) => error.path)])];
  return { complete: missing.length === 0, missing };
}

/** Each tab of a stored dossier with today's full rules: complete, or the paths still to fill. */
export function tabCompletion(
  record: KybDossierRecord,
  options: KybPersonRuleOptions,
): Record<KybTab, KybTabCompletion> {
  const { dossier } = record;
  const parts = companyPartSchemas(options);
  const people = (role: KybRole, other: KybRole) =>
    kybPersonListSchema(role, { ...options, otherStakes: stakesOf(record, other) });
  return {
    company: completionOf(dossier.companyInfo !== null, parts.companyInfo, dossier.companyInfo),
    representatives: completionOf(
      dossier.representativesSaved,
      people('representative', 'shareholder'),
      peopleOf(record, 'representative'),
    ),
    shareholders: completionOf(
      dossier.shareholdersSaved,
      people('shareholder', 'representative'),
      peopleOf(record, 'shareholder'),
    ),
    embargo: completionOf(dossier.embargoInfo !== null, parts.embargoInfo, dossier.embargoInfo),
    bank: completionOf(dossier.bankInfo !== null, parts.bankInfo, dossier.bankInfo),
  };
}

/**
 * Every tab of a stored dossier checked again with today's rules, lists and date (an 18th birthday,
 * a reference code withdrawn): the issues, by tab and field ('companyInfo' alone for a tab not saved).
 */
export function dossierIssues(record: KybDossierRecord, options: KybPersonRuleOptions): FieldIssue[] {
  const { dossier } = record;
  const people = (role: KybRole) => peopleOf(record, role);
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
