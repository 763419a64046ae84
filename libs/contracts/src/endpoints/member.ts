import * as v from 'valibot';
import { ADDRESS_BOOK_MAX, CART_DATA_MAX_LENGTH } from '../constants';
import { defineEndpoint } from '../endpoint';
import {
  CountryCodeSchema,
  CustIdSchema,
  ItemCodeSchema,
  MinorAmountSchema,
  OpaqueTokenSchema,
  PageSchema,
  PhoneNumberSchema,
  requiredText,
} from '../fields';
import {
  AddressBookEntrySchema,
  AddressSchema,
  CivilitySchema,
  CompanyInfoSchema,
  DiscountTierSchema,
  InboxMessageSchema,
  MemberProfileSchema,
  ProductSummarySchema,
} from '../models';

/** Member calls carry the customer id; it must belong to the access token's customer. */
const MemberRequestSchema = v.object({ custId: CustIdSchema });

export const getMemberProfile = defineEndpoint({
  name: 'getMemberProfile',
  group: 'Member',
  summary: "The member's profile; the default address comes first in the address book.",
  method: 'POST',
  path: '/member/getMemberProfile',
  versions: [''],
  auth: 'required',
  request: MemberRequestSchema,
  response: MemberProfileSchema,
});

export const updateMemberProfile = defineEndpoint({
  name: 'updateMemberProfile',
  group: 'Member',
  summary:
    'Updates the profile. Consumers edit firstName, lastName, isSubscription (and civility, phone); ' +
    'business members also company, delivery and invoice sections. A new phoneNumber needs the otpId ' +
    'of an SMS code confirmed for that number in the last 10 minutes (used once); ' +
    'refused with 10050 when allowUpdateProfile is false.',
  method: 'POST',
  path: '/member/updateMemberProfile',
  versions: ['v2', ''],
  auth: 'required',
  request: v.object({
    custId: CustIdSchema,
    firstName: v.optional(requiredText(50)),
    lastName: v.optional(requiredText(50)),
    isSubscription: v.optional(v.boolean()),
    civillity: v.optional(CivilitySchema),
    phoneNumber: v.optional(PhoneNumberSchema),
    /** The confirmed SMS code (sendOtp, confirmOtp) of a new phoneNumber. */
    otpId: v.optional(OpaqueTokenSchema),
    companyInfo: v.optional(CompanyInfoSchema),
    deliveryInfo: v.optional(AddressSchema),
    invoiceInfo: v.optional(AddressSchema),
  }),
  response: MemberProfileSchema,
});

export const getMemberAddressBook = defineEndpoint({
  name: 'getMemberAddressBook',
  group: 'Member',
  summary: 'The address book, default address first.',
  method: 'POST',
  path: '/member/getMemberAddressBook',
  versions: [''],
  auth: 'required',
  request: MemberRequestSchema,
  response: v.object({ deliveryAddressBook: v.array(AddressBookEntrySchema) }),
});

export const updateMemberAddressBook = defineEndpoint({
  name: 'updateMemberAddressBook',
  group: 'Member',
  summary: `Replaces the address book (at most ${ADDRESS_BOOK_MAX} addresses, at most one default).`,
  method: 'POST',
  path: '/member/updateMemberAddressBook',
  versions: [''],
  auth: 'required',
  request: v.object({
    custId: CustIdSchema,
    deliveryAddressBook: v.pipe(
      v.array(AddressSchema),
      v.maxLength(ADDRESS_BOOK_MAX, `At most ${ADDRESS_BOOK_MAX} addresses`),
      v.check((book) => book.filter((address) => address.isDefault).length <= 1, 'Only one address can be the default'),
    ),
  }),
  response: v.object({ deliveryAddressBook: v.array(AddressBookEntrySchema) }),
});

export const getMemberInbox = defineEndpoint({
  name: 'getMemberInbox',
  group: 'Member',
  summary: 'Inbox messages, newest first, by page.',
  method: 'POST',
  path: '/member/getMemberInbox',
  versions: [''],
  auth: 'required',
  request: v.object({ custId: CustIdSchema, page: v.optional(PageSchema, 1) }),
  response: v.object({ totalCount: v.number(), page: v.number(), messages: v.array(InboxMessageSchema) }),
});

export const getMemberProducts = defineEndpoint({
  name: 'getMemberProducts',
  group: 'Member',
  summary: "Products offered to the member's customer type in the member's unit.",
  method: 'POST',
  path: '/member/getMemberProducts',
  versions: [''],
  auth: 'required',
  request: MemberRequestSchema,
  response: v.object({ products: v.array(ProductSummarySchema) }),
});

export const getProductsDiscount = defineEndpoint({
  name: 'getProductsDiscount',
  group: 'Member',
  summary: 'Discount tiers of one item; error 52 when the item no longer exists.',
  method: 'POST',
  path: '/member/getProductsDiscount',
  versions: [''],
  auth: 'optional',
  request: v.object({ itemCode: ItemCodeSchema, custId: v.optional(CustIdSchema) }),
  response: v.object({
    itemCode: ItemCodeSchema,
    accumulateAmt: MinorAmountSchema,
    isAccuSales: v.boolean(),
    discount: v.number(),
    productDiscountList: v.array(DiscountTierSchema),
  }),
});

export const getProductCountryList = defineEndpoint({
  name: 'getProductCountryList',
  group: 'Member',
  summary: 'Countries that have products for the customer (all countries of the unit for guests).',
  method: 'GET',
  path: '/product/getProductCountryList',
  versions: ['v1'],
  auth: 'optional',
  request: v.object({ custId: v.optional(CustIdSchema) }),
  response: v.object({ countryList: v.array(v.object({ countryCode: CountryCodeSchema, countryName: v.string() })) }),
});

/** The cart as a JSON string; kept encrypted at rest by the server, inside the envelope on the wire. */
export const CartDataSchema = v.pipe(
  v.string('cartData must be a JSON string'),
  v.maxLength(CART_DATA_MAX_LENGTH, `cartData is limited to ${CART_DATA_MAX_LENGTH} characters`),
  v.check((text) => {
    try {
      JSON.parse(text);
      return true;
    } catch {
      return false;
    }
  }, 'cartData must be valid JSON'),
);

export const saveCart = defineEndpoint({
  name: 'saveCart',
  group: 'Cart',
  summary: "Saves the member's cart (replacing the stored one).",
  method: 'POST',
  path: '/member/cart',
  versions: ['v1'],
  auth: 'required',
  request: v.object({ custId: CustIdSchema, cartData: CartDataSchema }),
  response: v.object({ saved: v.literal(true), updatedAt: v.number() }),
});

export const getCart = defineEndpoint({
  name: 'getCart',
  group: 'Cart',
  summary: "The member's saved cart, or null when none.",
  method: 'GET',
  path: '/member/cart',
  versions: ['v1'],
  auth: 'required',
  request: MemberRequestSchema,
  response: v.object({ cartData: v.nullable(v.string()) }),
});

export const deleteCart = defineEndpoint({
  name: 'deleteCart',
  group: 'Cart',
  summary: "Deletes the member's saved cart.",
  method: 'DELETE',
  path: '/member/cart',
  versions: ['v1'],
  auth: 'required',
  request: MemberRequestSchema,
  response: v.object({ deleted: v.literal(true) }),
});
