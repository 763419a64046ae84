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
import { ApiFailure } from '../../http/api-failure';
import { handler } from '../../http/handler';
import { localised } from '../../i18n/localised';
import { companyCriteriaOf, companyListOf } from '../business-accounts/company-answers';

const COMPANY_RESULTS_MAX = 20;
const STREET_RESULTS_MAX = 20;

export const getCountryCodesHandler = handler(getCountryCodes, async ({ language, unit, services }) => {
  const rows = await services.referenceData.countries();
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
  const rows = await services.referenceData.storesOf(input.buId);
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
  const rows = await services.referenceData.referenceList(input.mID);
  return { scodeList: rows.map((row) => ({ code: row.code, name: localised(row.names, language, unit) })) };
});

export const queryCompanyHandler = handler(queryCompany, async ({ input, services }) => {
  const criteria = companyCriteriaOf(input);
  if (!Object.values(criteria).some(Boolean)) throw new ApiFailure('COMPANY_QUERY_EMPTY');
  return { companyList: companyListOf(await services.companyRegister.search(criteria, COMPANY_RESULTS_MAX)) };
});

export const streetNameFetcherHandler = handler(streetNameFetcher, async ({ input, services }) => {
  const places = await services.referenceData.placesOf(input.zipCode);
  const keyword = input.keyword.toLocaleLowerCase();
  const streets = places
    .flatMap((place) => place.streets)
    .filter((street) => street.toLocaleLowerCase().includes(keyword))
    .sort((left, right) => left.localeCompare(right));
  return { streetNames: [...new Set(streets)].slice(0, STREET_RESULTS_MAX) };
});

export const queryAddressInfoHandler = handler(queryAddressInfo, async ({ input, services }) => {
  const places = await services.referenceData.placesOf(input.zipCode);
  return {
    addressList: places.map((place) => ({ zipCode: place.zipCode, city: place.city, countryCode: place.countryCode })),
  };
});

export const REFERENCE_DATA_HANDLERS = [
  getCountryCodesHandler,
  getBuListHandler,
  getBuParameterHandler,
  getStoresHandler,
  getReferenceListHandler,
  queryCompanyHandler,
  streetNameFetcherHandler,
  queryAddressInfoHandler,
];
