import * as v from 'valibot';
import { REJECTION_REASON_MAX } from '@shop/contracts';
import { maxChars, requiredString } from '../text-rules';

// The back office's forms (issue 21): the API applies the same rules to the requests.

/** A rejection reason (emailed to the company): required, not only blanks, at most 1000 characters. */
export const rejectionReasonSchema = v.pipe(requiredString, maxChars(REJECTION_REASON_MAX));

/** The reject forms of a business account and of a KYB dossier. */
export const rejectionFormSchema = v.object({ reason: rejectionReasonSchema });

/** A refund's optional note for the audit log: at most 1000 characters. */
export const refundReasonSchema = v.pipe(v.string(), maxChars(REJECTION_REASON_MAX));
