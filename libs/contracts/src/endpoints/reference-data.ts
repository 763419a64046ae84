import * as v from 'valibot';
import { BuIdSchema, BusinessUnitDirectorySchema, BusinessUnitSchema } from '../business-unit';
import { REFERENCE_LIST_IDS } from '../code-tables';
import { defineEndpoint } from '../endpoint';
import { CountryCodeSchema, safeText } from '../fields';

/**
 * Reference data: what forms and pages look up rather than own — countries and their area codes,
 * the units and their parameters, stores, reference code lists, the company register and the
 * address (zip code, city, street) lookups.
 */

export const getCountryCodes = defineEndpoint({
  name: 'getCountryCodes',
  group: 'Reference data',
  summary: 'Countries with their phone area codes.',
  method: 'GET',
  path: '/others/getCountryCode',
  versions: ['v1', ''],
  auth: 'none',
  request: v.object({}),
  response: v.object({
    countryList: v.array(v.object({ countryCode: CountryCodeSchema, countryName: v.string(), areaCode: v.string() })),
  }),
});

/** Not in the spec: the shell needs the units' ids to tell a /{buId} prefix from a page path. */
export const getBuList = defineEndpoint({
  name: 'getBuList',
  group: 'Reference data',
  summary: 'The business units the shop serves (id, name, country), so a first path segment can select one.',
  method: 'GET',
  path: '/others/getBuList',
  versions: [''],
  auth: 'none',
  request: v.object({}),
  response: v.object({ units: BusinessUnitDirectorySchema }),
});

export const getBuParameter = defineEndpoint({
  name: 'getBuParameter',
  group: 'Reference data',
  summary: "A business unit's parameters, feature switches, theme and languages.",
  method: 'GET',
  path: '/others/getBuParameter/:buId',
  versions: [''],
  auth: 'none',
  request: v.object({ buId: BuIdSchema }),
  response: BusinessUnitSchema,
});

export const getStores = defineEndpoint({
  name: 'getStores',
  group: 'Reference data',
  summary: 'Stores of a unit for the map.',
  method: 'GET',
  path: '/store/getStores/:buId',
  versions: [''],
  auth: 'none',
  request: v.object({ buId: BuIdSchema }),
  response: v.object({
    stores: v.array(
      v.object({
        storeId: v.string(),
        storeName: v.string(),
        address: v.string(),
        city: v.string(),
        countryCode: CountryCodeSchema,
        latitude: v.number(),
        longitude: v.number(),
        phone: v.string(),
        openingHours: v.string(),
      }),
    ),
  }),
});

export const getReferenceList = defineEndpoint({
  name: 'getReferenceList',
  group: 'Reference data',
  summary: 'A reference code list by mID (account category, legal form, turnover, occupation, ...).',
  method: 'GET',
  path: '/others/getScodeList/:mID',
  versions: [''],
  auth: 'none',
  request: v.object({ mID: v.picklist(REFERENCE_LIST_IDS, 'Unknown reference list') }),
  response: v.object({ scodeList: v.array(v.object({ code: v.string(), name: v.string() })) }),
});

export const CompanySchema = v.object({
  companyName: v.string(),
  commercialName: v.string(),
  sirenNumber: v.string(),
  vatNumber: v.string(),
  societyType: v.string(),
  firstAddress: v.string(),
  zipCode: v.string(),
  city: v.string(),
  country: v.string(),
});

export const queryCompany = defineEndpoint({
  name: 'queryCompany',
  group: 'Reference data',
  summary: 'Searches the company register by name, SIREN/SIRET, VAT number or zip code (at least one).',
  method: 'POST',
  path: '/others/queryCompany',
  versions: [''],
  auth: 'none',
  request: v.object({
    companyName: v.optional(v.pipe(safeText(120), v.trim()), ''),
    sirenNumber: v.optional(v.pipe(v.string(), v.regex(/^(\d{9}|\d{14})?$/, 'SIREN has 9 digits, SIRET 14')), ''),
    vatNumber: v.optional(
      v.pipe(v.string(), v.regex(/^[A-Z0-9]{0,20}$/, 'VAT number: capital letters and digits')),
      '',
    ),
    zipCode: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9 -]{0,12}$/, 'Invalid zip code')), ''),
  }),
  response: v.object({ companyList: v.array(CompanySchema) }),
});

export const streetNameFetcher = defineEndpoint({
  name: 'streetNameFetcher',
  group: 'Reference data',
  summary: 'Street names of a zip code starting with the typed text (address autocompletion).',
  method: 'POST',
  path: '/others/sNameFetcher',
  versions: [''],
  auth: 'none',
  request: v.object({
    zipCode: v.pipe(v.string(), v.regex(/^[A-Za-z0-9 -]{2,12}$/, 'Invalid zip code')),
    keyword: v.optional(v.pipe(safeText(60), v.trim()), ''),
  }),
  response: v.object({ streetNames: v.array(v.string()) }),
});

export const queryAddressInfo = defineEndpoint({
  name: 'queryAddressInfo',
  group: 'Reference data',
  summary: 'Cities of a zip code.',
  method: 'POST',
  path: '/others/queryAddressInfo',
  versions: [''],
  auth: 'none',
  request: v.object({ zipCode: v.pipe(v.string(), v.regex(/^[A-Za-z0-9 -]{2,12}$/, 'Invalid zip code')) }),
  response: v.object({
    addressList: v.array(v.object({ zipCode: v.string(), city: v.string(), countryCode: CountryCodeSchema })),
  }),
});
