import * as v from 'valibot';
import type { ReferenceListId } from '@shop/contracts';
import { messageRef } from '../message-ref';
import { requiredString } from '../text-rules';

/**
 * The codes of the reference lists (getReferenceList by mID) a KYB field must be one of. The form
 * passes the lists it loaded, the server the lists of its database: both refuse a code not listed.
 */
export type KybReferenceCodes = Readonly<Partial<Record<ReferenceListId, readonly string[]>>>;

/** Required, and one of list `mId`'s codes: 'Choose a value from the list.'. */
export function referenceCodeSchema(codes: KybReferenceCodes, mId: ReferenceListId) {
  return v.pipe(
    requiredString,
    v.check((code) => code === '' || (codes[mId] ?? []).includes(code), messageRef('kybReferenceCode')),
  );
}
