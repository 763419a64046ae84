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
import * as v from 'valibot';
import { ApiFailure, invalidRequest } from '../../http/api-failure';
import { applyFieldRules } from '../../http/field-rules';
import { handler } from '../../http/handler';
import type { Services } from '../services';
import { localised } from '../../i18n/localised';
import type { ActiveSession } from '../auth/session-store';
import { percentOf, productSummary } from '../catalogue/product-view';
import { memberProfile } from './member-profile';
import { memberRuleOptions, storedPhone } from './member-rules';
import type { AccountRow } from '../auth/account-repository';
import type { ProfileChanges } from './member-repository';

/** Member calls always have a session (auth 'required'); this narrows the type. */
function sessionOf(session: ActiveSession | null): ActiveSession {
  if (!session) throw new ApiFailure('NO_AUTHORIZED');
  return session;
}

/** The session's account; one that is gone no longer authenticates. */
async function memberAccount(services: Services, accountId: number): Promise<AccountRow> {
  const account = await services.members.account(accountId);
  if (!account) throw new ApiFailure('USER_NOT_AUTHENTICATED');
  return account;
}

function phoneNotVerified(): ApiFailure {
  return new ApiFailure('PHONE_NOT_VERIFIED', [
    { path: 'phoneNumber', message: API_ERRORS.PHONE_NOT_VERIFIED.message },
  ]);
}

async function profileOf(services: Services, account: AccountRow) {
  return memberProfile(account, await services.members.addressBook(account.id));
}

export const getMemberProfileHandler = handler(getMemberProfile, async ({ session, services }) =>
  profileOf(services, await memberAccount(services, sessionOf(session).accountId)),
);

export const updateMemberProfileHandler = handler(
  updateMemberProfile,
  async ({ input, session, unit, webInfo, services }) => {
    const account = await memberAccount(services, sessionOf(session).accountId);
    if (!account.allowUpdateProfile) throw new ApiFailure('PROFILE_LOCKED');
    const businessSections = (['companyInfo', 'deliveryInfo', 'invoiceInfo'] as const).filter(
      (name) => input[name] !== undefined,
    );
    if (account.custType !== 'B' && businessSections.length > 0) {
      throw invalidRequest(
        businessSections.map((path) => ({ path, message: 'Only business members edit this section' })),
      );
    }
    if (input.isSubscription !== undefined && !unit.features.subscriptionOption) {
      throw invalidRequest([{ path: 'isSubscription', message: 'This shop offers no subscription' }]);
    }
    applyFieldRules(
      profileUpdateRules(memberRuleOptions(account.custType, await services.members.countryCodes())),
      input,
    );

    const changes: ProfileChanges = {};
    if (input.firstName !== undefined) changes.firstName = input.firstName;
    if (input.lastName !== undefined) changes.lastName = input.lastName;
    if (input.isSubscription !== undefined) changes.isSubscription = input.isSubscription;
    if (input.civillity !== undefined) changes.civility = input.civillity;
    if (input.companyInfo !== undefined)
      changes.companyInfo = {
        ...input.companyInfo,
        companyPhoneNumber: storedPhone(input.companyInfo.companyPhoneNumber),
      };
    if (input.deliveryInfo !== undefined)
      changes.deliveryInfo = { ...input.deliveryInfo, phoneNumber: storedPhone(input.deliveryInfo.phoneNumber) };
    if (input.invoiceInfo !== undefined)
      changes.invoiceInfo = { ...input.invoiceInfo, phoneNumber: storedPhone(input.invoiceInfo.phoneNumber) };
    const phoneNumber = input.phoneNumber === undefined ? account.mobileNo : storedPhone(input.phoneNumber);
    const phoneChanges = phoneNumber !== account.mobileNo;
    if (phoneChanges) changes.mobileNo = phoneNumber;
    if (Object.keys(changes).length === 0) return profileOf(services, account);

    // A new number is a new way to sign in: only a code confirmed on that number proves it.
    if (phoneChanges && !input.otpId) throw phoneNotVerified();
    const phoneProof = phoneChanges ? { buId: webInfo.buId, phoneNumber, otpId: input.otpId ?? '' } : null;
    const updated = await services.members.updateProfile(account.id, changes, phoneProof);
    if (!updated) throw phoneNotVerified();
    return profileOf(services, updated);
  },
);

export const getMemberAddressBookHandler = handler(getMemberAddressBook, async ({ session, services }) => ({
  deliveryAddressBook: await services.members.addressBook(sessionOf(session).accountId),
}));

/** Replaces the whole book (all or nothing). */
export const updateMemberAddressBookHandler = handler(updateMemberAddressBook, async ({ input, session, services }) => {
  const accountId = sessionOf(session).accountId;
  const rules = addressRules({ countries: await services.members.countryCodes() });
  applyFieldRules(v.object({ deliveryAddressBook: v.array(rules) }), input);
  await services.members.replaceAddressBook(
    accountId,
    input.deliveryAddressBook.map((address) => ({ ...address, phoneNumber: storedPhone(address.phoneNumber) })),
  );
  return { deliveryAddressBook: await services.members.addressBook(accountId) };
});

export const getMemberInboxHandler = handler(getMemberInbox, async ({ input, session, services }) => {
  const accountId = sessionOf(session).accountId;
  const { messages, total } = await services.members.inboxPage(accountId, input.page, INBOX_PAGE_SIZE);
  return {
    totalCount: total,
    page: input.page,
    messages: messages.map((row) => ({
      messageId: String(row.id),
      title: row.title,
      content: row.content,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    })),
  };
});

export const getMemberProductsHandler = handler(
  getMemberProducts,
  async ({ session, webInfo, language, unit, services }) => {
    const rows = await services.products.listed(webInfo.buId, sessionOf(session).custType);
    return { products: rows.map((row) => productSummary(row, row.hasDiscount, language, unit)) };
  },
);

/**
 * Discount tiers of one item. `discount` is the rate of the tier the customer's accumulated
 * purchases reach (accumulating items), else of the first tier; 0 without tiers.
 */
export const getProductsDiscountHandler = handler(
  getProductsDiscount,
  async ({ input, session, webInfo, services }) => {
    // A product of another audience answers like an unknown one, as its detail does.
    const visible = await services.products.visible(webInfo.buId, input.itemCode, session?.custType ?? null);
    if (!visible) throw new ApiFailure('ITEM_GONE');
    const { product } = visible;
    const tiers = await services.products.discountTiers(webInfo.buId, input.itemCode);
    const accumulateAmt = session ? (await memberAccount(services, session.accountId)).accumulatedAmount : 0;
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
  },
);

export const getProductCountryListHandler = handler(
  getProductCountryList,
  async ({ session, webInfo, language, unit, services }) => {
    const countries = await services.products.countries(webInfo.buId, session?.custType ?? null);
    return {
      countryList: countries
        .map(({ countryCode, names }) => ({
          countryCode,
          countryName: names ? localised(names, language, unit) : countryCode,
        }))
        .sort((left, right) => left.countryName.localeCompare(right.countryName)),
    };
  },
);

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
