import {
  API_ERRORS,
  INBOX_PAGE_SIZE,
  getMemberAddressBook,
  getMemberInbox,
  getMemberProducts,
  getMemberProfile,
  getProductCountryList,
  getProductsDiscount,
  updateMemberAddressBook,
  updateMemberProfile,
} from '@shop/contracts';
import { addressRules, profileUpdateRules } from '@shop/validation';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { accounts, addressBook, countries, discountTiers, inboxMessages, products } from '../../db/schema';
import { ApiFailure, invalidRequest } from '../../http/api-failure';
import { applyFieldRules } from '../../http/field-rules';
import { handler } from '../../http/handler';
import type { ActiveSession } from '../auth/session-store';
import { localised } from '../../i18n/localised';
import { audienceFilter, hasDiscountColumn, percentOf, productSummary, summaryColumns, visibleProduct } from '../catalogue/product-view';
import { addressBookOf, memberAccount, memberProfile } from './member-profile';
import { countryList, memberRuleOptions, storedPhone } from './member-rules';
import { spendConfirmedPhoneCode } from '../registration/confirmed-phone-code';

/** Member calls always have a session (auth 'required'); this narrows the type. */
function sessionOf(session: ActiveSession | null): ActiveSession {
  if (!session) throw new ApiFailure('NO_AUTHORIZED');
  return session;
}

export const getMemberProfileHandler = handler(getMemberProfile, async ({ session, services }) =>
  memberProfile(services.db, await memberAccount(services.db, sessionOf(session).accountId)),
);

export const updateMemberProfileHandler = handler(updateMemberProfile, async ({ input, session, unit, webInfo, services }) => {
  const account = await memberAccount(services.db, sessionOf(session).accountId);
  if (!account.allowUpdateProfile) throw new ApiFailure('PROFILE_LOCKED');
  const businessSections = (['companyInfo', 'deliveryInfo', 'invoiceInfo'] as const).filter((name) => input[name] !== undefined);
  if (account.custType !== 'B' && businessSections.length > 0) {
    throw invalidRequest(
      businessSections.map((path) => ({ path, message: 'Only business members edit this section' })),
    );
  }
  if (input.isSubscription !== undefined && !unit.features.subscriptionOption) {
    throw invalidRequest([{ path: 'isSubscription', message: 'This shop offers no subscription' }]);
  }
  applyFieldRules(profileUpdateRules(memberRuleOptions(account.custType, await countryList(services.db))), input);

  const changes: Partial<typeof accounts.$inferInsert> = {};
  if (input.firstName !== undefined) changes.firstName = input.firstName;
  if (input.lastName !== undefined) changes.lastName = input.lastName;
  if (input.isSubscription !== undefined) changes.isSubscription = input.isSubscription;
  if (input.civillity !== undefined) changes.civility = input.civillity;
  if (input.companyInfo !== undefined) changes.companyInfo = { ...input.companyInfo, companyPhoneNumber: storedPhone(input.companyInfo.companyPhoneNumber) };
  if (input.deliveryInfo !== undefined) changes.deliveryInfo = { ...input.deliveryInfo, phoneNumber: storedPhone(input.deliveryInfo.phoneNumber) };
  if (input.invoiceInfo !== undefined) changes.invoiceInfo = { ...input.invoiceInfo, phoneNumber: storedPhone(input.invoiceInfo.phoneNumber) };
  const phoneNumber = input.phoneNumber === undefined ? account.mobileNo : storedPhone(input.phoneNumber);
  const phoneChanges = phoneNumber !== account.mobileNo;
  if (phoneChanges) changes.mobileNo = phoneNumber;
  if (Object.keys(changes).length === 0) return memberProfile(services.db, account);

  const updated = await services.db.transaction(async (tx) => {
    // A new number is a new way to sign in: only a code confirmed on that number proves it.
    if (phoneChanges) {
      const proof = { buId: webInfo.buId, phoneNumber, otpId: input.otpId ?? '', now: services.now() };
      if (!input.otpId || !(await spendConfirmedPhoneCode(tx, proof))) {
        throw new ApiFailure('PHONE_NOT_VERIFIED', [{ path: 'phoneNumber', message: API_ERRORS.PHONE_NOT_VERIFIED.message }]);
      }
    }
    const [row] = await tx.update(accounts).set(changes).where(eq(accounts.id, account.id)).returning();
    return row;
  });
  return memberProfile(services.db, updated);
});

export const getMemberAddressBookHandler = handler(getMemberAddressBook, async ({ session, services }) => ({
  deliveryAddressBook: await addressBookOf(services.db, sessionOf(session).accountId),
}));

/** Replaces the whole book in one transaction, so a failed save leaves the old book intact. */
export const updateMemberAddressBookHandler = handler(updateMemberAddressBook, async ({ input, session, services }) => {
  const accountId = sessionOf(session).accountId;
  const rules = addressRules({ countries: await countryList(services.db) });
  applyFieldRules(v.object({ deliveryAddressBook: v.array(rules) }), input);
  await services.db.transaction(async (tx) => {
    await tx.delete(addressBook).where(eq(addressBook.accountId, accountId));
    if (input.deliveryAddressBook.length > 0) {
      await tx.insert(addressBook).values(
        input.deliveryAddressBook.map(({ isDefault, ...address }, position) => ({
          accountId,
          position,
          isDefault,
          address: { ...address, phoneNumber: storedPhone(address.phoneNumber) },
        })),
      );
    }
  });
  return { deliveryAddressBook: await addressBookOf(services.db, accountId) };
});

export const getMemberInboxHandler = handler(getMemberInbox, async ({ input, session, services }) => {
  const accountId = sessionOf(session).accountId;
  const mine = eq(inboxMessages.accountId, accountId);
  const [rows, [{ total }]] = await Promise.all([
    services.db
      .select()
      .from(inboxMessages)
      .where(mine)
      .orderBy(desc(inboxMessages.createdAt), desc(inboxMessages.id))
      .limit(INBOX_PAGE_SIZE)
      .offset((input.page - 1) * INBOX_PAGE_SIZE),
    services.db.select({ total: count() }).from(inboxMessages).where(mine),
  ]);
  return {
    totalCount: total,
    page: input.page,
    messages: rows.map((row) => ({
      messageId: String(row.id),
      title: row.title,
      content: row.content,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    })),
  };
});

export const getMemberProductsHandler = handler(getMemberProducts, async ({ session, webInfo, language, unit, services }) => {
  const rows = await services.db
    .select({ ...summaryColumns, hasDiscount: hasDiscountColumn })
    .from(products)
    .where(and(eq(products.buId, webInfo.buId), eq(products.isActive, true), audienceFilter(sessionOf(session).custType)))
    .orderBy(asc(products.sort), asc(products.itemCode));
  return { products: rows.map((row) => productSummary(row, row.hasDiscount, language, unit)) };
});

/**
 * Discount tiers of one item. `discount` is the rate of the tier the customer's accumulated
 * purchases reach (accumulating items), else of the first tier; 0 without tiers.
 */
export const getProductsDiscountHandler = handler(getProductsDiscount, async ({ input, session, webInfo, services }) => {
  // A product of another audience answers like an unknown one, as its detail does.
  const [product] = await services.db.select().from(products).where(visibleProduct(webInfo.buId, input.itemCode, session?.custType ?? null));
  if (!product) throw new ApiFailure('ITEM_GONE');
  const tiers = await services.db
    .select()
    .from(discountTiers)
    .where(and(eq(discountTiers.buId, webInfo.buId), eq(discountTiers.itemCode, input.itemCode)))
    .orderBy(asc(discountTiers.amountFrom));
  const accumulateAmt = session ? (await memberAccount(services.db, session.accountId)).accumulatedAmount : 0;
  const reached = product.isAccuSales
    ? tiers.find((tier) => accumulateAmt >= tier.amountFrom && accumulateAmt <= tier.amountTo)
    : tiers[0];
  return {
    itemCode: product.itemCode,
    accumulateAmt,
    isAccuSales: product.isAccuSales,
    discount: reached ? percentOf(reached.rateBp) : 0,
    productDiscountList: tiers.map((tier) => ({
      itemCode: tier.itemCode,
      amountFrom: tier.amountFrom,
      amountTo: tier.amountTo,
      discountRate: percentOf(tier.rateBp),
    })),
  };
});

export const getProductCountryListHandler = handler(getProductCountryList, async ({ session, webInfo, language, unit, services }) => {
  const codes = await services.db
    .selectDistinct({ countryCode: products.countryCode })
    .from(products)
    .where(and(eq(products.buId, webInfo.buId), eq(products.isActive, true), audienceFilter(session?.custType ?? null)));
  if (codes.length === 0) return { countryList: [] };
  const names = await services.db
    .select()
    .from(countries)
    .where(
      inArray(
        countries.countryCode,
        codes.map((row) => row.countryCode),
      ),
    );
  return {
    countryList: codes
      .map(({ countryCode }) => {
        const country = names.find((row) => row.countryCode === countryCode);
        return { countryCode, countryName: country ? localised(country.names, language, unit) : countryCode };
      })
      .sort((left, right) => left.countryName.localeCompare(right.countryName)),
  };
});

export const MEMBER_HANDLERS = [
  getMemberProfileHandler,
  updateMemberProfileHandler,
  getMemberAddressBookHandler,
  updateMemberAddressBookHandler,
  getMemberInboxHandler,
  getMemberProductsHandler,
  getProductsDiscountHandler,
  getProductCountryListHandler,
];
