import * as v from 'valibot';
import { messageRef } from './message-ref';

/** At least one criterion holds something other than blanks. */
export function hasAtLeastOneCriterion(criteria: Readonly<Record<string, unknown>>): boolean {
  return Object.values(criteria).some(
    (value) => (typeof value === 'string' && value.trim() !== '') || typeof value === 'number',
  );
}

/** Company search criteria: 'At least input one criteria to query your company' when all are empty. */
export const companyQuerySchema = v.pipe(
  v.record(v.string(), v.optional(v.string(messageRef('formatNotRight'))), messageRef('companyQueryCriteria')),
  v.check((criteria) => hasAtLeastOneCriterion(criteria), messageRef('companyQueryCriteria')),
);
