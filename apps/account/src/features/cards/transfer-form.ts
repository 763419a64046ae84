import * as v from 'valibot';
import { emailSchema, messageRef } from '@shop/validation';

/** The receiver's name as cardTransfer takes it (libs/contracts cards.ts: requiredText(60)). */
export const RECEIVER_NAME_MAX = 60;

/** Sending a card to a friend: their email, and their name if the member wants it in the email. */
export const transferFormSchema = v.object(
  {
    receiverEmail: emailSchema,
    receiverName: v.pipe(
      v.string(messageRef('required')),
      v.maxLength(RECEIVER_NAME_MAX, messageRef('lessThan', { num: RECEIVER_NAME_MAX })),
    ),
  },
  messageRef('required'),
);

export const resendFormSchema = v.object({ receiverEmail: emailSchema }, messageRef('required'));
