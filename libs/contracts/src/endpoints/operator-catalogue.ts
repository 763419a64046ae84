import * as v from 'valibot';
import { BuIdSchema } from '../business-unit';
import { PRODUCT_TYPES } from '../code-tables';
import { defineEndpoint } from '../endpoint';
import { CountryCodeSchema, ItemCodeSchema, MinorAmountSchema, PageSchema } from '../fields';
import { VersionNoSchema, VersionSchema } from './operator';

// A unit's catalogue as operators version it (issue 21, decision 0039): categories, products (with their
// discount tiers), template categories and templates (with their pictures per product). A version is the
// whole catalogue; publishing one makes the shop's catalogue exactly that, in one transaction, on every
// replica. Products are never removed (orders and cards name them): a product leaves the shop by isActive
// false. Letters and additional products are not versioned here. The server applies @shop/validation's
// catalogue rules on top of these wire shapes (58057 naming each broken rule).

const whole = v.pipe(v.number(), v.integer());
const sortKey = v.optional(whole, 0);
/** A text per language: { "en": "…", "fr": "…" }. */
const TextsSchema = v.record(v.string(), v.pipe(v.string(), v.maxLength(5000)));
const url = v.optional(v.pipe(v.string(), v.maxLength(500)), '');

export const CatalogueCategorySchema = v.object({
  categoryId: whole,
  names: TextsSchema,
  imageUrl: url,
  sort: sortKey,
});

export const CatalogueDiscountTierSchema = v.object({
  amountFrom: MinorAmountSchema,
  amountTo: MinorAmountSchema,
  /** The discount in basis points (100 = 1 %). */
  rateBp: whole,
});

/** D digital, P physical, CP both: the delivery types a product is sold with. */
export const PRODUCT_KINDS = ['D', 'P', 'CP'] as const;
/** A: every buyer, C: consumers only, B: business buyers only. */
export const PRODUCT_AUDIENCES = ['A', 'C', 'B'] as const;

export const CatalogueProductSchema = v.object({
  itemCode: ItemCodeSchema,
  categoryId: whole,
  kind: v.picklist(PRODUCT_KINDS),
  productType: v.picklist(PRODUCT_TYPES),
  audience: v.picklist(PRODUCT_AUDIENCES),
  itemType: v.optional(v.pipe(v.string(), v.maxLength(10)), ''),
  names: TextsSchema,
  descriptions: TextsSchema,
  howToUse: TextsSchema,
  terms: TextsSchema,
  imageUrl: v.pipe(v.string(), v.maxLength(500)),
  countryCode: CountryCodeSchema,
  currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'A currency is 3 capital letters')),
  minAmount: MinorAmountSchema,
  maxAmount: MinorAmountSchema,
  /** Fixed amounts the card is sold in (minor units); empty: any amount between min and max. */
  denominations: v.array(MinorAmountSchema),
  isReloadable: v.boolean(),
  transferMode: v.optional(v.pipe(v.string(), v.maxLength(40)), ''),
  redeemPlace: v.optional(v.pipe(v.string(), v.maxLength(200)), ''),
  isThirdParty: v.boolean(),
  /** How long a card is valid, in months (1 to 12). */
  validMonths: whole,
  cardMadeFee: MinorAmountSchema,
  isPercentageCardFee: v.boolean(),
  letterRequired: v.boolean(),
  isAccuSales: v.boolean(),
  sort: sortKey,
  /** Sold in the shop: false takes it off the shop without forgetting it. */
  isActive: v.boolean(),
  discountTiers: v.array(CatalogueDiscountTierSchema),
});
export type CatalogueProduct = v.InferOutput<typeof CatalogueProductSchema>;

export const TemplateImageSchema = v.object({
  itemCode: ItemCodeSchema,
  imageUrl: v.pipe(v.string(), v.maxLength(500)),
  discountBp: v.optional(whole, 0),
  cardMadeFee: v.optional(MinorAmountSchema, 0),
  isPercentageCardFee: v.optional(v.boolean(), false),
});

export const CatalogueTemplateSchema = v.object({
  templateId: whole,
  categoryId: whole,
  names: TextsSchema,
  sort: sortKey,
  images: v.array(TemplateImageSchema),
});

export const CatalogueDocumentSchema = v.object({
  categories: v.array(CatalogueCategorySchema),
  products: v.array(CatalogueProductSchema),
  templateCategories: v.array(v.object({ categoryId: whole, names: TextsSchema, sort: sortKey })),
  templates: v.array(CatalogueTemplateSchema),
});
export type CatalogueDocument = v.InferOutput<typeof CatalogueDocumentSchema>;

export const getCatalogueVersion = defineEndpoint({
  name: 'getCatalogueVersion',
  group: 'Operators',
  summary:
    "A unit's catalogue: the live version, or the version asked for. 58050 for a unit the operator does not " +
    'run, 58052 for an unknown version.',
  method: 'POST',
  path: '/operator/units/catalogue',
  versions: [''],
  auth: 'operator',
  request: v.object({ buId: BuIdSchema, versionNo: v.optional(VersionNoSchema) }),
  response: v.object({ version: VersionSchema, liveVersionNo: whole, catalogue: CatalogueDocumentSchema }),
});

export const listCatalogueVersions = defineEndpoint({
  name: 'listCatalogueVersions',
  group: 'Operators',
  summary: "A unit's catalogue versions, newest first, 30 per page: who, when, what changed, which is live.",
  method: 'POST',
  path: '/operator/units/catalogue/versions',
  versions: [''],
  auth: 'operator',
  request: v.object({ buId: BuIdSchema, page: v.optional(PageSchema, 1) }),
  response: v.object({ versions: v.array(VersionSchema), totalCount: whole, page: whole, pageSize: whole }),
});

export const saveCatalogueDraft = defineEndpoint({
  name: 'saveCatalogueDraft',
  group: 'Operators',
  summary:
    'Saves the edited catalogue as a new draft based on `basedOn`, checked with the catalogue rules (58057 ' +
    'naming each broken rule; 58058 when a product of the live catalogue is missing).',
  method: 'POST',
  path: '/operator/units/catalogue/draft',
  versions: [''],
  auth: 'operator',
  request: v.object({
    buId: BuIdSchema,
    basedOn: VersionNoSchema,
    catalogue: CatalogueDocumentSchema,
    note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(300)), ''),
  }),
  response: v.object({ version: VersionSchema }),
});

export const publishCatalogue = defineEndpoint({
  name: 'publishCatalogue',
  group: 'Operators',
  summary:
    "Publishes a catalogue draft: the shop's catalogue becomes it in one transaction, on every replica within " +
    'a second. 58053 when not a draft, 58054 when another version was published since its base.',
  method: 'POST',
  path: '/operator/units/catalogue/publish',
  versions: [''],
  auth: 'operator',
  request: v.object({ buId: BuIdSchema, versionNo: VersionNoSchema }),
  response: v.object({ version: VersionSchema }),
});

export const restoreCatalogue = defineEndpoint({
  name: 'restoreCatalogue',
  group: 'Operators',
  summary:
    'Restores an earlier catalogue version: a new version with its content, published at once. Products added ' +
    'since are kept, switched off (a product is never removed).',
  method: 'POST',
  path: '/operator/units/catalogue/restore',
  versions: [''],
  auth: 'operator',
  request: v.object({
    buId: BuIdSchema,
    versionNo: VersionNoSchema,
    note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(300)), ''),
  }),
  response: v.object({ version: VersionSchema }),
});
