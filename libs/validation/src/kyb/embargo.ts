import * as v from 'valibot';
import {
  KYB_EMBARGO_ANSWERS,
  KYB_EMBARGO_QUESTIONS,
  KYB_ENTITY_SCOPES,
  type KybEmbargoQuestion,
} from '@shop/contracts';
import { noAttackCharacters } from '../attack';
import { messageRef } from '../message-ref';
import { maxChars, noControlCharacters, notOnlyBlank } from '../text-rules';

export const KYB_EMBARGO_DETAILS_MAX = 1000;

const answerSchema = v.picklist(KYB_EMBARGO_ANSWERS, messageRef('kybEmbargoAnswer'));

/** The entity scope 1 to 4, as a number (wire) or a radio's string (form). */
const entityScopeSchema = v.pipe(
  v.union([v.number(), v.string()], messageRef('kybEntityScope')),
  v.transform(Number),
  v.check((scope) => (KYB_ENTITY_SCOPES as readonly number[]).includes(scope), messageRef('kybEntityScope')),
);

/**
 * The embargo questionnaire: the four questions answered yes or no, the entity scope 1 to 4 the
 * answers cover, and, when any answer is yes, the details the reviewer needs ('kybEmbargoDetails').
 */
export function kybEmbargoSchema() {
  return v.pipe(
    v.object(
      {
        answers: v.object(
          Object.fromEntries(KYB_EMBARGO_QUESTIONS.map((question) => [question, answerSchema])) as Record<
            KybEmbargoQuestion,
            typeof answerSchema
          >,
          messageRef('kybEmbargoAnswer'),
        ),
        entityScope: entityScopeSchema,
        details: v.optional(
          v.pipe(
            v.string(),
            noControlCharacters(),
            notOnlyBlank(),
            maxChars(KYB_EMBARGO_DETAILS_MAX),
            noAttackCharacters(),
          ),
          '',
        ),
      },
      messageRef('required'),
    ),
    v.forward(
      v.check(
        (info) => !Object.values(info.answers).includes('yes') || info.details.trim() !== '',
        messageRef('kybEmbargoDetails'),
      ),
      ['details'],
    ),
  );
}
export type KybEmbargoFormValues = v.InferInput<ReturnType<typeof kybEmbargoSchema>>;
