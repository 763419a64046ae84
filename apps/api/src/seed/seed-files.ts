import * as v from 'valibot';
import {
  AddressSchema,
  CARD_KIND_CODES,
  CIVILITY_CODES,
  CUSTOMER_TYPES,
  CountryCodeSchema,
  EmailSchema,
  PRODUCT_TYPES,
  PasswordSchema,
  REFERENCE_LIST_IDS,
} from '@shop/contracts';
import { discountTierProblems } from '@shop/cart-rules';

/** Shapes of the seed files under tools/seed; a file that does not fit stops the seeding with its path. */
const Texts = v.record(v.string(), v.string());
const Minor = v.pipe(v.number(), v.integer(), v.minValue(0));
const Basis = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000));

export const CatalogueSeedSchema = v.object({
  buId: v.string(),
  categories: v.array(v.object({ categoryId: v.number(), names: Texts, imageUrl: v.string(), sort: v.number() })),
  products: v.pipe(
    v.array(
      v.object({
        itemCode: v.string(),
        categoryId: v.number(),
        kind: v.picklist(CARD_KIND_CODES),
        productType: v.picklist(PRODUCT_TYPES),
        audience: v.optional(v.picklist(['A', 'C', 'B']), 'A'),
        names: Texts,
        descriptions: Texts,
        howToUse: Texts,
        terms: Texts,
        imageUrl: v.string(),
        countryCode: CountryCodeSchema,
        currency: v.pipe(v.string(), v.length(3)),
        minAmount: Minor,
        maxAmount: Minor,
        denominations: v.array(Minor),
        isReloadable: v.optional(v.boolean(), false),
        transferMode: v.optional(v.string(), ''),
        redeemPlace: v.optional(v.string(), ''),
        isThirdParty: v.optional(v.boolean(), false),
        validMonths: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12)), 12),
        cardMadeFee: v.optional(Minor, 0),
        isPercentageCardFee: v.optional(v.boolean(), false),
        letterRequired: v.optional(v.boolean(), false),
        isAccuSales: v.optional(v.boolean(), false),
        sort: v.number(),
        isActive: v.optional(v.boolean(), true),
        // Bounds inclusive; each tier starts one minor unit after the previous one ends (no gap, no overlap).
        discountTiers: v.optional(
          v.pipe(
            v.array(v.object({ amountFrom: Minor, amountTo: Minor, rateBp: Basis })),
            v.check(
              (tiers) => discountTierProblems(tiers).length === 0,
              (issue) => `Discount tiers: ${discountTierProblems(issue.input).join('; ')}`,
            ),
          ),
          [],
        ),
      }),
    ),
    v.minLength(12, 'A unit needs at least 12 products'),
  ),
  templateCategories: v.array(v.object({ categoryId: v.number(), names: Texts, sort: v.number() })),
  templates: v.array(
    v.object({
      templateId: v.number(),
      categoryId: v.number(),
      names: Texts,
      sort: v.number(),
      images: v.array(
        v.object({
          itemCode: v.string(),
          imageUrl: v.string(),
          discountBp: v.optional(Basis, 0),
          cardMadeFee: v.optional(Minor, 0),
          isPercentageCardFee: v.optional(v.boolean(), false),
        }),
      ),
    }),
  ),
  letterTypes: v.array(v.object({ letterTypeId: v.number(), names: Texts, price: Minor, imageUrl: v.string() })),
  additionalProducts: v.array(
    v.object({
      extraItemCode: v.string(),
      names: Texts,
      amount: Minor,
      imageUrl: v.string(),
      itemCodes: v.array(v.string()),
    }),
  ),
  stores: v.array(
    v.object({
      storeId: v.string(),
      name: v.string(),
      address: v.string(),
      city: v.string(),
      countryCode: CountryCodeSchema,
      latitude: v.number(),
      longitude: v.number(),
      phone: v.string(),
      openingHours: v.string(),
    }),
  ),
});
export type CatalogueSeed = v.InferOutput<typeof CatalogueSeedSchema>;

export const AccountsSeedSchema = v.array(
  v.object({
    buId: v.string(),
    custType: v.picklist(CUSTOMER_TYPES),
    email: EmailSchema,
    password: PasswordSchema,
    firstName: v.string(),
    lastName: v.string(),
    civility: v.optional(v.picklist(CIVILITY_CODES), 3),
    mobileNo: v.optional(v.string(), ''),
    isActivateAccount: v.optional(v.picklist([0, 1]), 0),
    isSubscription: v.optional(v.boolean(), false),
    allowUpdateProfile: v.optional(v.boolean(), true),
    contractTypeId: v.optional(v.number(), 3),
    paymentType: v.optional(v.string(), ''),
    companyType: v.optional(v.number(), 0),
    isAdminSalesman: v.optional(v.boolean(), false),
    /** A business customer's owning salesman, by his email in the same unit (issue 20). */
    ownerSalesman: v.optional(EmailSchema),
    /** A business account's document check; the demo's pass it unless they say otherwise. */
    businessVerification: v.optional(v.picklist(['pending', 'verified', 'refused']), 'verified'),
    companyInfo: v.optional(v.record(v.string(), v.unknown())),
    accumulatedAmount: v.optional(Minor, 0),
    addressBook: v.optional(v.array(AddressSchema), []),
    inbox: v.optional(v.array(v.object({ title: v.string(), content: v.string(), daysAgo: v.number() })), []),
  }),
);

export const ReferenceSeedSchema = v.object({
  countries: v.array(
    v.object({ countryCode: CountryCodeSchema, names: Texts, areaCode: v.string(), sort: v.number() }),
  ),
  referenceCodes: v.array(
    v.object({ mId: v.picklist(REFERENCE_LIST_IDS), codes: v.array(v.object({ code: v.string(), names: Texts })) }),
  ),
  companies: v.array(
    v.object({
      siren: v.pipe(v.string(), v.regex(/^\d{9}$/)),
      companyName: v.string(),
      commercialName: v.string(),
      vatNumber: v.string(),
      societyType: v.string(),
      firstAddress: v.string(),
      zipCode: v.string(),
      city: v.string(),
      country: v.string(),
    }),
  ),
  postalCodes: v.array(
    v.object({ zipCode: v.string(), city: v.string(), countryCode: CountryCodeSchema, streets: v.array(v.string()) }),
  ),
});
