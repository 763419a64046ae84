import * as v from 'valibot';
import {
  KYB_ID_DOCUMENT_TYPES,
  KYB_PERSON_CODE_LISTS,
  KYB_REPRESENTATIVES_MAX,
  KYB_SHAREHOLDER_MIN_STAKE,
  KYB_SHAREHOLDERS_MAX,
} from '@shop/contracts';
import { ADDRESS_LIMITS, countrySchema, memberNameSchema, requiredAddressText } from '../address';
import { ageOn, parseDate, pastDateSchema, type DateRuleOptions } from '../dates';
import { MINIMUM_AGE } from '../limits';
import { messageRef } from '../message-ref';
import { maxChars, requiredString } from '../text-rules';
import type { KybRuleOptions } from './company-info';
import { referenceCodeSchema } from './reference-codes';
import { stakeSchema, stakesTotal, stakesWithinTotal, stakeValue } from './stakes';

/** Legal representatives (getKybUserInfo type 1) and other shareholders holding 25 % or more (type 2). */
export type KybPersonRole = 'representative' | 'shareholder';

export const KYB_TIN_MAX_LENGTH = 30;
/** A tax identification number: letters and digits (spaces are left out when typed). */
const TIN = /^[A-Za-z0-9]*$/;
/** A stored file's id as /resource/upload answers it. */
const FILE_ID = /^[0-9a-f]{32}$/;

export type KybPersonRuleOptions = KybRuleOptions & DateRuleOptions;

/** A birth date of someone of at least 18: 'This person must be at least 18 years old.'. */
export function kybBirthDateSchema({ now = () => new Date() }: DateRuleOptions = {}) {
  return v.pipe(
    pastDateSchema({ now }),
    v.check(
      (text) => {
        const date = parseDate(text);
        return date === undefined || date.getTime() >= now().getTime() || ageOn(date, now()) >= MINIMUM_AGE;
      },
      messageRef('kybPersonMinimumAge', { age: MINIMUM_AGE }),
    ),
  );
}

/** Civility 1, 2 or 3, as a number (wire) or a select's string (form). */
const civilitySchema = v.pipe(
  v.union([v.picklist([1, 2, 3]), v.picklist(['1', '2', '3'])], messageRef('required')),
  v.transform((value) => Number(value) as 1 | 2 | 3),
);

/** One person of the representatives or shareholders tab. */
export function kybPersonSchema(role: KybPersonRole, options: KybPersonRuleOptions) {
  const { countries, codes } = options;
  return v.object(
    {
      civility: civilitySchema,
      firstName: memberNameSchema,
      lastName: memberNameSchema,
      birthDate: kybBirthDateSchema(options),
      birthCity: requiredAddressText(ADDRESS_LIMITS.city),
      nationality: countrySchema(countries),
      stake: stakeSchema(role === 'shareholder' ? KYB_SHAREHOLDER_MIN_STAKE : 0),
      idDocumentType: v.picklist(KYB_ID_DOCUMENT_TYPES, messageRef('kybReferenceCode')),
      idDocumentFileId: v.pipe(
        v.string(messageRef('kybDocumentRequired')),
        v.regex(FILE_ID, messageRef('kybDocumentRequired')),
      ),
      taxResidence: countrySchema(countries),
      tin: v.pipe(requiredString, maxChars(KYB_TIN_MAX_LENGTH), v.regex(TIN, messageRef('letterAndNumberOnly'))),
      occupation: referenceCodeSchema(codes, KYB_PERSON_CODE_LISTS.occupation),
      monthlyIncomeRange: referenceCodeSchema(codes, KYB_PERSON_CODE_LISTS.monthlyIncomeRange),
      assetsRange: referenceCodeSchema(codes, KYB_PERSON_CODE_LISTS.assetsRange),
    },
    messageRef('required'),
  );
}
export type KybPersonFormValues = v.InferInput<ReturnType<typeof kybPersonSchema>>;
export type KybPersonValues = v.InferOutput<ReturnType<typeof kybPersonSchema>>;

export interface KybPersonListOptions extends KybPersonRuleOptions {
  /** The stakes of the other tab's people (saved), which count towards the 100 % too. */
  otherStakes?: readonly unknown[];
}

/**
 * A whole tab: 1 to 5 legal representatives, or 0 to 4 other shareholders; all stakes of both tabs
 * together at most 100 % ('kybStakesTotal', reported on each person's stake of this tab).
 */
export function kybPersonListSchema(role: KybPersonRole, options: KybPersonListOptions) {
  const min = role === 'representative' ? 1 : 0;
  const max = role === 'representative' ? KYB_REPRESENTATIVES_MAX : KYB_SHAREHOLDERS_MAX;
  const countKey = role === 'representative' ? 'kybRepresentativesCount' : 'kybShareholdersMax';
  const otherStakes = options.otherStakes ?? [];
  return v.pipe(
    v.array(kybPersonSchema(role, options), messageRef('required')),
    // Raw checks: they also run on a draft whose people are not all filled yet (checkKybDraft).
    v.rawCheck(({ dataset, addIssue }) => {
      if (!Array.isArray(dataset.value)) return;
      const count = dataset.value.length;
      if (count < min || count > max) addIssue({ message: messageRef(countKey, { max }) });
    }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!Array.isArray(dataset.value)) return;
      const people = dataset.value as { stake?: unknown }[];
      const stakes = [...otherStakes, ...people.map((person) => person?.stake)];
      if (stakesWithinTotal(stakes)) return;
      people.forEach((person, index) => {
        if (!Number.isFinite(stakeValue(person?.stake))) return;
        addIssue({
          message: messageRef('kybStakesTotal', { total: stakesTotal(stakes) }),
          path: [
            { type: 'array', origin: 'value', input: people, key: index, value: person },
            { type: 'object', origin: 'value', input: person, key: 'stake', value: person.stake },
          ],
        });
      });
    }),
  );
}
