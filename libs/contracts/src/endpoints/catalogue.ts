import * as v from 'valibot';
import { BuIdSchema, BusinessUnitDirectorySchema, BusinessUnitSchema } from '../business-unit';
import { REFERENCE_LIST_IDS } from '../code-tables';
import { defineEndpoint } from '../endpoint';
import { CountryCodeSchema, CustIdSchema, ItemCodeSchema, MinorAmountSchema, PageSchema, safeText } from '../fields';
import { CategorySchema, ProductDetailSchema, ProductSummarySchema } from '../models';

/** Category id from a path segment; 0 lists every category. */
/** Category ids are PostgreSQL integers: a larger number is no category (and must not reach the query). */
const CATEGORY_ID_MAX = 2_147_483_647;

const CategoryIdSchema = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/, 'Category id must be a number'), v.transform(Number))]),
  v.integer(),
  v.minValue(0),
  v.maxValue(CATEGORY_ID_MAX),
);

export const getCategories = defineEndpoint({
  name: 'getCategories',
  group: 'Catalogue',
  summary: "The unit's product categories in the request language.",
  method: 'GET',
  path: '/product/category',
  versions: ['v6'],
  auth: 'none',
  request: v.object({}),
  response: v.object({ categories: v.array(CategorySchema) }),
});

export const getProducts = defineEndpoint({
  name: 'getProducts',
  group: 'Catalogue',
  summary: 'Products of a category (0: all) by page, with name search and country filter.',
  method: 'GET',
  path: '/product/products/:categoryId/:page',
  versions: ['v6', 'v3'],
  auth: 'optional',
  request: v.object({
    categoryId: CategoryIdSchema,
    page: PageSchema,
    aggregatorBuId: v.optional(BuIdSchema),
    productName: v.optional(v.pipe(safeText(60), v.trim())),
    custId: v.optional(CustIdSchema),
    productCountry: v.optional(v.union([v.literal(''), CountryCodeSchema])),
  }),
  response: v.object({ products: v.array(ProductSummarySchema), totalCount: v.number(), page: v.number() }),
});

export const getProductDetail = defineEndpoint({
  name: 'getProductDetail',
  group: 'Catalogue',
  summary: 'One product by item code; error 52 when the item no longer exists.',
  method: 'GET',
  path: '/product/detail/:itemCode',
  versions: ['v3'],
  auth: 'optional',
  request: v.object({ itemCode: ItemCodeSchema, custId: v.optional(CustIdSchema) }),
  response: ProductDetailSchema,
});

export const getLetterTypes = defineEndpoint({
  name: 'getLetterTypes',
  group: 'Catalogue',
  summary: 'Letter types (with price) for physical delivery in a unit.',
  method: 'GET',
  path: '/product/letterType/:aggregatorBuId',
  versions: ['v2', ''],
  auth: 'none',
  request: v.object({ aggregatorBuId: BuIdSchema }),
  response: v.object({
    letterTypes: v.array(
      v.object({ letterTypeId: v.number(), name: v.string(), price: MinorAmountSchema, imageUrl: v.string() }),
    ),
  }),
});

export const getAdditionalProducts = defineEndpoint({
  name: 'getAdditionalProducts',
  group: 'Catalogue',
  summary: 'Extra products that can go with a card (all of the unit, or those for one item).',
  method: 'GET',
  path: '/product/additionalProduct',
  versions: [''],
  auth: 'none',
  request: v.object({ itemCode: v.optional(ItemCodeSchema) }),
  response: v.object({
    products: v.array(
      v.object({
        extraItemCode: ItemCodeSchema,
        extraProductName: v.string(),
        extraProductAmount: MinorAmountSchema,
        extraItemImgUrl: v.string(),
        itemCodes: v.array(ItemCodeSchema),
      }),
    ),
  }),
});

const TemplateImageSchema = v.object({
  imageUrl: v.string(),
  itemCode: ItemCodeSchema,
  discount: v.number(),
  cardMadeFee: MinorAmountSchema,
  isPercentageCardFee: v.boolean(),
});

export const getTemplates = defineEndpoint({
  name: 'getTemplates',
  group: 'Catalogue',
  summary: 'Card templates, optionally of one template category or one item; images of business-only items for business members.',
  method: 'GET',
  path: '/template/templates',
  versions: ['v2'],
  auth: 'optional',
  request: v.object({
    categoryId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(CATEGORY_ID_MAX))),
    itemCode: v.optional(ItemCodeSchema),
  }),
  response: v.object({
    templates: v.array(
      v.object({
        templateId: v.number(),
        templateName: v.string(),
        categoryId: v.number(),
        images: v.array(TemplateImageSchema),
      }),
    ),
  }),
});

export const getTemplateCategories = defineEndpoint({
  name: 'getTemplateCategories',
  group: 'Catalogue',
  summary: 'Template categories of the unit.',
  method: 'GET',
  path: '/template/categories',
  versions: [''],
  auth: 'none',
  request: v.object({}),
  response: v.object({ categories: v.array(v.object({ categoryId: v.number(), categoryName: v.string() })) }),
});

export const getCountryCodes = defineEndpoint({
  name: 'getCountryCodes',
  group: 'Others',
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
  group: 'Others',
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
  group: 'Others',
  summary: "A business unit's parameters, feature switches, theme and languages.",
  method: 'GET',
  path: '/others/getBuParameter/:buId',
  versions: [''],
  auth: 'none',
  request: v.object({ buId: BuIdSchema }),
  response: BusinessUnitSchema,
});

export const integrityCheck = defineEndpoint({
  name: 'integrityCheck',
  group: 'Others',
  summary: 'Time-sync integrity check: answers the categories when the client clock is within 5 minutes.',
  method: 'GET',
  path: '/others/:timestamp',
  versions: [''],
  auth: 'none',
  request: v.object({
    timestamp: v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{10,14}$/, 'Timestamp is epoch milliseconds'), v.transform(Number))]),
      v.integer(),
    ),
  }),
  response: v.object({ categories: v.array(CategorySchema), serverTime: v.number() }),
});

export const getStores = defineEndpoint({
  name: 'getStores',
  group: 'Others',
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
  group: 'Others',
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
  group: 'Others',
  summary: 'Searches the company register by name, SIREN/SIRET, VAT number or zip code (at least one).',
  method: 'POST',
  path: '/others/queryCompany',
  versions: [''],
  auth: 'none',
  request: v.object({
    companyName: v.optional(v.pipe(safeText(120), v.trim()), ''),
    sirenNumber: v.optional(v.pipe(v.string(), v.regex(/^(\d{9}|\d{14})?$/, 'SIREN has 9 digits, SIRET 14')), ''),
    vatNumber: v.optional(v.pipe(v.string(), v.regex(/^[A-Z0-9]{0,20}$/, 'VAT number: capital letters and digits')), ''),
    zipCode: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9 -]{0,12}$/, 'Invalid zip code')), ''),
  }),
  response: v.object({ companyList: v.array(CompanySchema) }),
});

export const streetNameFetcher = defineEndpoint({
  name: 'streetNameFetcher',
  group: 'Others',
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
  group: 'Others',
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
