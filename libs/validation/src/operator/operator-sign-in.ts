import * as v from 'valibot';
import { messageRef } from '../message-ref';
import { requiredString } from '../text-rules';

// The operator sign-in's two steps (issue 21, decision 0038): the same rules on the form and the server.

/**
 * An operator's email: any top-level domain (the customers' rule allows 2 to 4 letters, which would refuse
 * the shop's own staff domains such as giftshop.example).
 */
export const operatorEmailSchema = v.pipe(
  requiredString,
  v.regex(/^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,63}$/, messageRef('emailFormat')),
);

/** The TOTP code step: the 6 digits the authenticator app shows (spaces typed between them are dropped). */
export const TOTP_CODE_LENGTH = 6;

export const totpCodeSchema = v.pipe(
  v.string(messageRef('required')),
  v.transform((code) => code.replace(/\s/g, '')),
  v.nonEmpty(messageRef('required')),
  v.check((code) => code === '' || /^\d{6}$/.test(code), messageRef('totpCode')),
);

export const operatorSignInSchema = v.object(
  { email: operatorEmailSchema, password: requiredString },
  messageRef('required'),
);
export type OperatorSignInForm = v.InferInput<typeof operatorSignInSchema>;
