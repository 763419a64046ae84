import * as v from 'valibot';
import { messageRef } from './message-ref';
import { emailSchema } from './email';
import { requiredString } from './text-rules';

/** Login requires email, password, phone area code and phone number. */
export const loginSchema = v.object(
  {
    email: emailSchema,
    password: requiredString,
    mobileAreaCode: requiredString,
    mobileNo: requiredString,
  },
  messageRef('required'),
);
