import * as v from 'valibot';
import { toFieldErrors, type FieldError } from '../issues';

/**
 * A KYB tab is saved as a draft (issue 19): what is filled must pass the tab's full rules, what is
 * still empty may wait until kybSubmit. The draft mode is the full schema itself: its issues on a
 * value that is present are errors, its issues on an empty value (or on an empty list) are fields
 * still to fill. No second, looser copy of the rules.
 */
export interface KybDraftCheck<TOutput> {
  /** No present value breaks a rule: the draft may be saved. */
  valid: boolean;
  /** Every field also filled: the full rules' output, else undefined. */
  complete: TOutput | undefined;
  /** The rules broken by present values. */
  errors: FieldError[];
  /** The paths still to fill ('' for the value as a whole, such as a list with no one yet). */
  missing: string[];
}

/** Empty: not given, null, '' or only blanks, an empty list. */
export function isBlankValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

function onBlankValue(issue: v.BaseIssue<unknown>, input: unknown): boolean {
  const path = issue.path ?? [];
  return isBlankValue(path.length > 0 ? path[path.length - 1].value : input);
}

/** Runs the full `schema` on a draft: errors for present values, the paths of the empty ones. */
export function checkKybDraft<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): KybDraftCheck<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, input);
  if (result.success) return { valid: true, complete: result.output, errors: [], missing: [] };
  const blank = result.issues.filter((issue) => onBlankValue(issue, input));
  const broken = result.issues.filter((issue) => !onBlankValue(issue, input));
  const missing = [...new Set(toFieldErrors(blank).map((error) => error.path))];
  return { valid: broken.length === 0, complete: undefined, errors: toFieldErrors(broken), missing };
}
