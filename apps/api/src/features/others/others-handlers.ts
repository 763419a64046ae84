import {
  getBuList,
  getBuParameter,
  getCountryCodes,
  getReferenceList,
  getStores,
  queryAddressInfo,
  queryCompany,
  streetNameFetcher,
} from '@shop/contracts';
import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../db/like-pattern';
import { companies, countries, postalCodes, referenceCodes, stores } from '../../db/schema';
import { ApiFailure } from '../../http/api-failure';
import { handler } from '../../http/handler';
import { localised } from '../../i18n/localised';

const COMPANY_RESULTS_MAX = 20;
const STREET_RESULTS_MAX = 20;

export const getCountryCodesHandler = handler(getCountryCodes, async ({ language, unit, services }) => {
  const rows = await services.db.select().from(countries).orderBy(asc(countries.sort), asc(countries.countryCode));
  return {
    countryList: rows.map((row) => ({
      countryCode: row.countryCode,
      countryName: localised(row.names, language, unit),
      areaCode: row.areaCode,
    })),
  };
});

export const getBuListHandler = handler(getBuList, async ({ services }) => ({ units: await services.units.list() }));

export const getBuParameterHandler = handler(getBuParameter, async ({ input, services }) => {
  const unit = await services.units.find(input.buId);
  if (!unit) throw new ApiFailure('UNKNOWN_BUSINESS_UNIT');
  return unit;
});

export const getStoresHandler = handler(getStores, async ({ input, services }) => {
  if (!(await services.units.find(input.buId))) throw new ApiFailure('UNKNOWN_BUSINESS_UNIT');
  const rows = await services.db.select().from(stores).where(eq(stores.buId, input.buId)).orderBy(asc(stores.storeId));
  return {
    stores: rows.map((row) => ({
      storeId: row.storeId,
      storeName: row.name,
      address: row.address,
      city: row.city,
      countryCode: row.countryCode,
      latitude: row.latitude,
      longitude: row.longitude,
      phone: row.phone,
      openingHours: row.openingHours,
    })),
  };
});

export const getReferenceListHandler = handler(getReferenceList, async ({ input, language, unit, services }) => {
  const rows = await services.db
    .select()
    .from(referenceCodes)
    .where(eq(referenceCodes.mId, input.mID))
    .orderBy(asc(referenceCodes.sort), asc(referenceCodes.code));
  return { scodeList: rows.map((row) => ({ code: row.code, name: localised(row.names, language, unit) })) };
});

export const queryCompanyHandler = handler(queryCompany, async ({ input, services }) => {
  const criteria: SQL[] = [];
  if (input.companyName) {
    const pattern = containsPattern(input.companyName);
    criteria.push(or(ilike(companies.companyName, pattern), ilike(companies.commercialName, pattern)) as SQL);
  }
  // A SIRET (14 digits) starts with its company's SIREN (9 digits).
  if (input.sirenNumber) criteria.push(eq(companies.siren, input.sirenNumber.slice(0, 9)));
  if (input.vatNumber) criteria.push(eq(companies.vatNumber, input.vatNumber));
  if (input.zipCode) criteria.push(eq(companies.zipCode, input.zipCode));
  if (criteria.length === 0) throw new ApiFailure('COMPANY_QUERY_EMPTY');
  const rows = await services.db
    .select()
    .from(companies)
    .where(and(...criteria))
    .orderBy(asc(companies.companyName))
    .limit(COMPANY_RESULTS_MAX);
  return {
    companyList: rows.map((row) => ({
      companyName: row.companyName,
      commercialName: row.commercialName,
      sirenNumber: row.siren,
      vatNumber: row.vatNumber,
      societyType: row.societyType,
      firstAddress: row.firstAddress,
      zipCode: row.zipCode,
      city: row.city,
      country: row.country,
    })),
  };
});

export const streetNameFetcherHandler = handler(streetNameFetcher, async ({ input, services }) => {
  const rows = await services.db.select().from(postalCodes).where(eq(postalCodes.zipCode, input.zipCode));
  const keyword = input.keyword.toLocaleLowerCase();
  const streets = rows
    .flatMap((row) => row.streets)
    .filter((street) => street.toLocaleLowerCase().includes(keyword))
    .sort((left, right) => left.localeCompare(right));
  return { streetNames: [...new Set(streets)].slice(0, STREET_RESULTS_MAX) };
});

export const queryAddressInfoHandler = handler(queryAddressInfo, async ({ input, services }) => {
  const rows = await services.db
    .select()
    .from(postalCodes)
    .where(eq(postalCodes.zipCode, input.zipCode))
    .orderBy(asc(postalCodes.city));
  return { addressList: rows.map((row) => ({ zipCode: row.zipCode, city: row.city, countryCode: row.countryCode })) };
});

export const OTHERS_HANDLERS = [
  getCountryCodesHandler,
  getBuListHandler,
  getBuParameterHandler,
  getStoresHandler,
  getReferenceListHandler,
  queryCompanyHandler,
  streetNameFetcherHandler,
  queryAddressInfoHandler,
];
