import * as v from 'valibot';
import { CARD_KIND_CODES, CIVILITY_CODES, INBOX_STATUSES, PRODUCT_TYPES } from './code-tables';
import { CUSTOMER_TYPES } from './customer-types';
import {
  CountryCodeSchema,
  CustIdSchema,
  ItemCodeSchema,
  MinorAmountSchema,
  PhoneNumberSchema,
  requiredText,
  safeText,
} from './fields';

/** The signed-in user's session as login and confirmation answer it (spec 1 section 3). */
export const SessionSchema = v.object({
  accessToken: v.string(),
  refreshToken: v.string(),
  custName: v.string(),
  custId: CustIdSchema,
  custType: v.picklist(CUSTOMER_TYPES),
  paymentType: v.string(),
  isAdminSalesman: v.boolean(),
  companyType: v.number(),
  idCardNo: v.string(),
  tokenId: v.optional(v.string()),
  reachFiveAccessToken: v.optional(v.string()),
});
export type Session = v.InferOutput<typeof SessionSchema>;

export const CivilitySchema = v.picklist(CIVILITY_CODES, 'Civility is 1 (Mr), 2 (Mrs) or 3 (Other)');

/** Delivery, invoice and address-book address. */
export const AddressSchema = v.object({
  civillity: v.optional(CivilitySchema, 3),
  firstName: requiredText(50),
  lastName: requiredText(50),
  city: requiredText(80),
  country: requiredText(56),
  firstAddress: requiredText(120),
  secondAddress: v.optional(safeText(120), ''),
  phoneNumber: v.optional(v.union([v.literal(''), PhoneNumberSchema]), ''),
  zipCode: v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9 -]{0,12}$/, 'Invalid zip code')),
  addressBookName: v.optional(safeText(50), ''),
  isDefault: v.optional(v.boolean(), false),
});
export type Address = v.InferOutput<typeof AddressSchema>;

export const AddressBookEntrySchema = v.object({ ...AddressSchema.entries, addressId: v.string() });
export type AddressBookEntry = v.InferOutput<typeof AddressBookEntrySchema>;

export const COMPANY_TYPES = ['private', 'public', 'association', 'employeeFund', 'other'] as const;

export const CompanyInfoSchema = v.object({
  accountCategory: v.optional(safeText(40), ''),
  companyName: requiredText(120),
  commercialName: v.optional(safeText(120), ''),
  sirenNumber: v.optional(v.pipe(v.string(), v.regex(/^(\d{9}|\d{14})?$/, 'SIREN has 9 digits, SIRET 14')), ''),
  vatNumber: v.optional(v.pipe(v.string(), v.regex(/^[A-Z0-9]{0,20}$/, 'VAT number: capital letters and digits')), ''),
  companyPhoneNumber: v.optional(v.union([v.literal(''), PhoneNumberSchema]), ''),
  societyType: v.optional(safeText(40), ''),
  city: v.optional(safeText(80), ''),
  country: v.optional(safeText(56), ''),
  firstAddress: v.optional(safeText(120), ''),
  secondAddress: v.optional(safeText(120), ''),
  zipCode: v.optional(safeText(12), ''),
  numberOfEmployees: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  isContactWithStore: v.optional(v.boolean(), false),
});
export type CompanyInfo = v.InferOutput<typeof CompanyInfoSchema>;

export const MemberProfileSchema = v.object({
  custId: CustIdSchema,
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  contractTypeId: v.number(),
  isActivateAccount: v.picklist([0, 1]),
  civillity: CivilitySchema,
  memberType: v.picklist(['B2B', 'B2C', 'SALESMAN']),
  phoneNumber: v.string(),
  allowUpdateProfile: v.boolean(),
  isSubscription: v.boolean(),
  companyInfo: v.nullable(CompanyInfoSchema),
  deliveryInfo: v.nullable(AddressSchema),
  invoiceInfo: v.nullable(AddressSchema),
  deliveryAddressBook: v.array(AddressBookEntrySchema),
  /**
   * A business account's document check (spec 1 section 1: by hand, about 1 to 7 days; decision 0027):
   * absent where the API does not say, which pages read as nothing to report.
   */
  verificationState: v.optional(v.picklist(['pending', 'verified', 'refused'])),
});
export type MemberProfile = v.InferOutput<typeof MemberProfileSchema>;

export const InboxMessageSchema = v.object({
  messageId: v.string(),
  title: v.string(),
  content: v.string(),
  status: v.picklist(INBOX_STATUSES),
  createdAt: v.string(),
});

/** A catalogue product as lists show it. Amounts are integer minor units of `currency`. */
export const ProductSummarySchema = v.object({
  itemCode: ItemCodeSchema,
  productName: v.string(),
  productImgUrl: v.string(),
  categoryId: v.number(),
  kind: v.picklist(CARD_KIND_CODES),
  productType: v.picklist(PRODUCT_TYPES),
  countryCode: CountryCodeSchema,
  currency: v.string(),
  minAmount: MinorAmountSchema,
  maxAmount: MinorAmountSchema,
  denominations: v.array(MinorAmountSchema),
  isReloadable: v.boolean(),
  hasDiscount: v.boolean(),
});
export type ProductSummary = v.InferOutput<typeof ProductSummarySchema>;

export const ProductDetailSchema = v.object({
  ...ProductSummarySchema.entries,
  description: v.string(),
  howToUse: v.string(),
  termOfService: v.string(),
  transferMode: v.string(),
  redeemPlace: v.string(),
  isThirdPartyProduct: v.boolean(),
  validMonths: v.number(),
  cardMadeFee: MinorAmountSchema,
  isPercentageCardFee: v.boolean(),
  letterRequired: v.boolean(),
});
export type ProductDetail = v.InferOutput<typeof ProductDetailSchema>;

export const DiscountTierSchema = v.object({
  itemCode: ItemCodeSchema,
  amountFrom: MinorAmountSchema,
  amountTo: MinorAmountSchema,
  discountRate: v.number(),
});
export type DiscountTier = v.InferOutput<typeof DiscountTierSchema>;

export const CategorySchema = v.object({
  categoryId: v.number(),
  categoryName: v.string(),
  imageUrl: v.string(),
  sort: v.number(),
});
export type Category = v.InferOutput<typeof CategorySchema>;
