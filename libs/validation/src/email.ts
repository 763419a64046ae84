import * as v from 'valibot';
import { messageRef } from './message-ref';
import type { MessageKey } from './messages';
import { requiredString } from './text-rules';

/** Local part, @, domain, then a top level of 2 to 4 letters. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,4}$/;

/** 'not valid email format' by default; some screens say 'The format is not right'. */
export function emailFormat(key: Extract<MessageKey, 'emailFormat' | 'formatNotRight'> = 'emailFormat') {
  return v.check<string, string>((text) => text === '' || EMAIL_PATTERN.test(text), messageRef(key));
}

const isBlank = (value: unknown) => typeof value === 'string' && value.trim() === '';

export const emailSchema = v.pipe(requiredString, emailFormat());

/**
 * The confirmation field must equal the first one; the issue sits on the confirmation field.
 * A blank confirmation is left to the required rule.
 */
export function confirmationMatches<TInput extends Record<string, unknown>>(
  field: keyof TInput & string,
  confirmField: keyof TInput & string,
) {
  return v.forward<TInput, v.CheckIssue<TInput>, [string]>(
    v.check<TInput, string>(
      (input) => isBlank(input[confirmField]) || input[field] === input[confirmField],
      messageRef('emailMismatch'),
    ),
    // valibot cannot check a path against a generic input type; both names are keys of TInput.
    [confirmField] as never,
  );
}

export const confirmEmailSchema = v.pipe(
  v.object({ email: emailSchema, confirmEmail: requiredString }, messageRef('required')),
  confirmationMatches<{ email: string; confirmEmail: string }>('email', 'confirmEmail'),
);
