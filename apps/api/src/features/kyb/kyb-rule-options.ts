import { KYB_COMPANY_CODE_LISTS, KYB_PERSON_CODE_LISTS, type ReferenceListId } from '@shop/contracts';
import type { KybPersonRuleOptions, KybReferenceCodes } from '@shop/validation';
import type { Services } from '../services';

const KYB_LISTS: readonly ReferenceListId[] = [
  ...Object.values(KYB_COMPANY_CODE_LISTS),
  ...Object.values(KYB_PERSON_CODE_LISTS),
];

/** What the KYB rules check against on the server: the unit's countries, the reference lists, the clock. */
export async function kybRuleOptions(services: Services): Promise<KybPersonRuleOptions> {
  const countries = await services.members.countryCodes();
  const lists = await Promise.all(
    KYB_LISTS.map(async (mId) => [mId, (await services.referenceData.referenceList(mId)).map((row) => row.code)]),
  );
  const codes: KybReferenceCodes = Object.fromEntries(lists);
  return { countries, codes, now: () => new Date(services.now()) };
}
