import type { KybPerson, KybPersonInput } from '@shop/contracts';
import { stakeValue, type KybPersonFormValues } from '@shop/validation';

/** A person as the form holds it: the rule's input, plus the stored document's name to show. */
export type PersonFormValues = KybPersonFormValues & { idDocumentFileName: string };
export interface PeopleFormValues {
  people: PersonFormValues[];
}

export const PERSON_FIELDS = [
  'civility',
  'firstName',
  'lastName',
  'birthDate',
  'birthCity',
  'nationality',
  'stake',
  'idDocumentType',
  'idDocumentFileId',
  'taxResidence',
  'tin',
  'occupation',
  'monthlyIncomeRange',
  'assetsRange',
] as const;

export function emptyPerson(): PersonFormValues {
  return {
    civility: '' as unknown as PersonFormValues['civility'],
    firstName: '',
    lastName: '',
    birthDate: '',
    birthCity: '',
    nationality: '',
    stake: '',
    idDocumentType: '' as PersonFormValues['idDocumentType'],
    idDocumentFileId: '',
    idDocumentFileName: '',
    taxResidence: '',
    tin: '',
    occupation: '',
    monthlyIncomeRange: '',
    assetsRange: '',
  };
}

/** A person read back, as the form shows it (the stake as typed text, the document's name). */
export function personFormValues(person: KybPerson): PersonFormValues {
  return {
    civility: String(person.civility) as PersonFormValues['civility'],
    firstName: person.firstName,
    lastName: person.lastName,
    birthDate: person.birthDate,
    birthCity: person.birthCity,
    nationality: person.nationality,
    stake: String(person.stake),
    idDocumentType: person.idDocumentType as PersonFormValues['idDocumentType'],
    idDocumentFileId: person.idDocument?.fileId ?? '',
    idDocumentFileName: person.idDocument?.fileName ?? '',
    taxResidence: person.taxResidence,
    tin: person.tin,
    occupation: person.occupation,
    monthlyIncomeRange: person.monthlyIncomeRange,
    assetsRange: person.assetsRange,
  };
}

/** The field names of every person the form may hold, for placing the server's issues. */
export function peopleFieldPaths(max: number): string[] {
  return Array.from({ length: max }, (_, index) => PERSON_FIELDS.map((field) => `people.${index}.${field}`)).flat();
}

/**
 * The people as updateKybUser takes them: the rules' output once complete, else a draft as typed (its
 * filled values passed the rules) with civility and stake as numbers, or '' while empty.
 */
export function toPersonInputs(people: readonly (KybPersonFormValues | KybPersonInput)[]): KybPersonInput[] {
  const numberOrEmpty = (value: unknown, read: (value: unknown) => number) =>
    value === '' || value === undefined ? '' : read(value);
  return people.map((person) => ({
    civility: numberOrEmpty(person.civility, Number),
    firstName: person.firstName,
    lastName: person.lastName,
    birthDate: person.birthDate,
    birthCity: person.birthCity,
    nationality: person.nationality,
    stake: numberOrEmpty(person.stake, stakeValue),
    idDocumentType: person.idDocumentType ?? '',
    idDocumentFileId: person.idDocumentFileId,
    taxResidence: person.taxResidence,
    tin: person.tin,
    occupation: person.occupation,
    monthlyIncomeRange: person.monthlyIncomeRange,
    assetsRange: person.assetsRange,
  }));
}
