import * as v from 'valibot';
import { parseMessageRef, type MessageParams } from './message-ref';
import { renderIssueMessage, type Translate } from './format-message';
import type { MessageKey } from './messages';

/** One failed rule, ready for a form field or an API error body. */
export interface FieldError {
  /** Dotted path of the field ('' for the whole value). */
  path: string;
  /** Message key, when the issue came from these rules. */
  key?: MessageKey;
  params?: MessageParams;
  /** Rendered text: translated with `t`, else the exact English text. */
  message: string;
}

export type ValidationResult<T> = { success: true; output: T } | { success: false; errors: FieldError[] };

export function toFieldErrors(issues: readonly v.BaseIssue<unknown>[], t?: Translate): FieldError[] {
  return issues.map((issue) => {
    const ref = parseMessageRef(issue.message);
    return {
      path: v.getDotPath(issue) ?? '',
      ...(ref && { key: ref.key }),
      ...(ref?.params && { params: ref.params }),
      message: renderIssueMessage(issue.message, t),
    };
  });
}

/** Parses `input` with `schema`; every failed rule comes back as a rendered FieldError. */
export function validate<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
  t?: Translate,
): ValidationResult<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, input);
  return result.success
    ? { success: true, output: result.output }
    : { success: false, errors: toFieldErrors(result.issues, t) };
}

/** The first message for a single field, or undefined when the value passes: what a form shows. */
export function firstErrorMessage(schema: v.GenericSchema, input: unknown, t?: Translate): string | undefined {
  const result = v.safeParse(schema, input);
  return result.success ? undefined : renderIssueMessage(result.issues[0].message, t);
}
