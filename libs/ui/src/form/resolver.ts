import type * as v from 'valibot';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { checkKybDraft, messageRef, validate, type FieldError } from '@shop/validation';

/**
 * A react-hook-form resolver over a `@shop/validation` schema: the same rules the API applies. Each
 * message is kept as its rule's reference (key and values), which the fields render in the page's
 * language when they show it (useFieldMessage), so a shown error follows a language switch. Only
 * the first message of a field is kept.
 */
export function validationResolver<TValues extends FieldValues>(schema: v.GenericSchema): Resolver<TValues> {
  return async (values) => {
    const result = validate(schema, values);
    if (result.success) return { values: result.output as TValues, errors: {} };
    return { values: {}, errors: fieldErrorsOf<TValues>(result.errors) };
  };
}

/**
 * A resolver for a form saved as a draft (a KYB tab, checkKybDraft): the same full rules, but only the
 * filled fields' errors; empty fields may wait. The values are the rules' output once every field is
 * filled, else the values as typed.
 */
export function draftValidationResolver<TValues extends FieldValues>(schema: v.GenericSchema): Resolver<TValues> {
  return async (values) => {
    const check = checkKybDraft(schema, values);
    if (check.valid) return { values: (check.complete ?? values) as TValues, errors: {} };
    return { values: {}, errors: fieldErrorsOf<TValues>(check.errors) };
  };
}

function fieldErrorsOf<TValues extends FieldValues>(fieldErrors: readonly FieldError[]): FieldErrors<TValues> {
  const errors: Record<string, { type: string; message: string }> = {};
  for (const error of fieldErrors) {
    const path = error.path || 'root';
    const message = error.key ? messageRef(error.key, error.params) : error.message;
    if (!errors[path]) errors[path] = { type: error.key ?? 'validation', message };
  }
  return toNested(errors) as FieldErrors<TValues>;
}

/** 'phone.number' -> { phone: { number: … } }, as react-hook-form reads nested errors. */
function toNested(flat: Record<string, unknown>): Record<string, unknown> {
  const nested: Record<string, unknown> = {};
  for (const [path, error] of Object.entries(flat)) {
    const keys = path.split('.');
    let node = nested;
    keys.slice(0, -1).forEach((key) => {
      node[key] = (node[key] as Record<string, unknown> | undefined) ?? {};
      node = node[key] as Record<string, unknown>;
    });
    node[keys[keys.length - 1]] = error;
  }
  return nested;
}
