import * as v from 'valibot';
import { cardTextSchema, giftMessageSchema, messageRef } from '@shop/validation';

/** What the personalise step's form holds (ids as the radio buttons carry them). */
export interface PersonaliseFormValues {
  templateId: string;
  message: string;
  message2: string;
  letterTypeId: string;
  extraItemCode: string;
}

export interface PersonaliseRuleContext {
  templateIds: readonly number[];
  letterTypeIds: readonly number[];
  /** A physical card whose product needs a letter must have one chosen. */
  letterRequired: boolean;
  extraItemCodes: readonly string[];
}

const oneOf = (values: readonly string[], required: boolean) =>
  v.pipe(
    v.string(messageRef('required')),
    v.check((value: string) => (value === '' ? !required : values.includes(value)), messageRef('required')),
  );

/** The gift message (at most 500), the card text (32 a line), a listed design, letter and extra. */
export function personaliseFormSchema(context: PersonaliseRuleContext) {
  return v.object({
    templateId: oneOf(context.templateIds.map(String), context.templateIds.length > 0),
    message: giftMessageSchema,
    message2: cardTextSchema,
    letterTypeId: oneOf(context.letterTypeIds.map(String), context.letterRequired),
    extraItemCode: oneOf(context.extraItemCodes, false),
  });
}
