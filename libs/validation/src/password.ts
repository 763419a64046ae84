import * as v from 'valibot';
import { messageRef } from './message-ref';
import { PASSWORD_MIN_LENGTH } from './limits';
import { charCount } from './text-rules';

export interface PasswordChecks {
  length: boolean;
  lowercase: boolean;
  uppercase: boolean;
  noSpace: boolean;
}

/** Each password requirement on its own, for a checklist beside the field. */
export function passwordChecks(password: string): PasswordChecks {
  return {
    length: charCount(password) >= PASSWORD_MIN_LENGTH,
    lowercase: /\p{Ll}/u.test(password),
    uppercase: /\p{Lu}/u.test(password),
    noSpace: !/\s/.test(password),
  };
}

/**
 * At least 8 characters, 1 lowercase, 1 uppercase, no space; every unmet requirement is reported.
 * An empty password is only 'required'.
 */
export const passwordSchema = v.pipe(
  v.string(messageRef('required')),
  v.nonEmpty(messageRef('required')),
  v.check((password) => password === '' || passwordChecks(password).length, messageRef('passwordLength')),
  v.check((password) => password === '' || passwordChecks(password).lowercase, messageRef('passwordLowercase')),
  v.check((password) => password === '' || passwordChecks(password).uppercase, messageRef('passwordUppercase')),
  v.check((password) => password === '' || passwordChecks(password).noSpace, messageRef('passwordNoSpace')),
);
