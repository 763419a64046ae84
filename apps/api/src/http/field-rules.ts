import type * as v from 'valibot';
import type { FieldIssue } from '@shop/contracts';
import { validate } from '@shop/validation';
import { invalidRequest } from './api-failure';

/**
 * Applies the forms' own rules (`@shop/validation`) to a parsed request, so the API and the forms
 * cannot disagree. A failure is a 400 naming each field with the English text, the message key and
 * its values (the page renders them in its language). Answers the rules' output.
 */
export function applyFieldRules<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): v.InferOutput<TSchema> {
  const result = validate(schema, input);
  if (result.success) return result.output;
  const issues: FieldIssue[] = result.errors.map((error) => ({
    path: error.path,
    message: error.message,
    ...(error.key && { key: error.key }),
    ...(error.params && { params: { ...error.params } }),
  }));
  throw invalidRequest(issues);
}
