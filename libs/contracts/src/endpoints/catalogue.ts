import * as v from 'valibot';
import { BuIdSchema } from '../business-unit';
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
  summary:
    'Card templates, optionally of one template category or one item; ' +
    'images of business-only items for business members.',
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

export const integrityCheck = defineEndpoint({
  name: 'integrityCheck',
  group: 'Catalogue',
  summary: 'Time-sync integrity check: answers the categories when the client clock is within 5 minutes.',
  method: 'GET',
  path: '/others/:timestamp',
  versions: [''],
  auth: 'none',
  request: v.object({
    timestamp: v.pipe(
      v.union([
        v.number(),
        v.pipe(v.string(), v.regex(/^\d{10,14}$/, 'Timestamp is epoch milliseconds'), v.transform(Number)),
      ]),
      v.integer(),
    ),
  }),
  response: v.object({ categories: v.array(CategorySchema), serverTime: v.number() }),
});
