import * as v from 'valibot';
import {
  CORPORATE_CODE_PATTERN,
  DELETE_ACCOUNT_COMMENT_MAX,
  DELETE_ACCOUNT_REASONS,
  TWO_FA_CODE_LENGTH,
} from '@shop/contracts';
import { messageRef } from '../message-ref';
import { digitsOnly, requiredString } from '../text-rules';

/** The two-factor code field: 6 digits. The API checks the same (TwoFaCodeSchema). */
export const twoFaCodeFormSchema = v.object(
  {
    code: v.pipe(
      requiredString,
      digitsOnly(),
      // An empty field reports only 'required' (text-rules' convention).
      v.check(
        (code) => code === '' || code.length === TWO_FA_CODE_LENGTH,
        messageRef('format', { format: '0'.repeat(TWO_FA_CODE_LENGTH) }),
      ),
    ),
  },
  messageRef('required'),
);
export type TwoFaCodeForm = v.InferOutput<typeof twoFaCodeFormSchema>;

/**
 * The delete-account form: at least one of the ten reasons, an optional comment. The API applies the same
 * rules to deleteAccount (its contract also refuses a reason given twice).
 */
export const deleteAccountFormSchema = v.object(
  {
    reasons: v.pipe(
      v.array(
        v.picklist(DELETE_ACCOUNT_REASONS, messageRef('deleteReasonRequired')),
        messageRef('deleteReasonRequired'),
      ),
      v.minLength(1, messageRef('deleteReasonRequired')),
    ),
    comment: v.optional(
      v.pipe(
        v.string(),
        v.maxLength(DELETE_ACCOUNT_COMMENT_MAX, messageRef('lessThan', { num: DELETE_ACCOUNT_COMMENT_MAX })),
      ),
      '',
    ),
  },
  messageRef('required'),
);
export type DeleteAccountForm = v.InferOutput<typeof deleteAccountFormSchema>;

/** The B2B2C upgrade form: a company's corporate code, ABCD-1234 (letters typed in lower case are accepted). */
export const corporateCodeFormSchema = v.object(
  {
    corporateCode: v.pipe(
      requiredString,
      v.transform((text) => text.trim().toUpperCase()),
      v.regex(CORPORATE_CODE_PATTERN, messageRef('format', { format: 'ABCD-1234' })),
    ),
  },
  messageRef('required'),
);
export type CorporateCodeForm = v.InferOutput<typeof corporateCodeFormSchema>;
