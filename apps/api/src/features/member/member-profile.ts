import type { AddressBookEntry, MemberProfile } from '@shop/contracts';
import type { AccountRow } from '../auth/account-repository';

const MEMBER_TYPES = { C: 'B2C', B: 'B2B', S: 'SALESMAN' } as const;

/** The profile answer of a member account and its address book. */
export function memberProfile(account: AccountRow, deliveryAddressBook: AddressBookEntry[]): MemberProfile {
  return {
    custId: String(account.id),
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    contractTypeId: account.contractTypeId,
    isActivateAccount: account.isActivateAccount,
    civillity: account.civility,
    memberType: MEMBER_TYPES[account.custType],
    phoneNumber: account.mobileNo,
    allowUpdateProfile: account.allowUpdateProfile,
    isSubscription: account.isSubscription,
    companyInfo: (account.companyInfo as MemberProfile['companyInfo']) ?? null,
    deliveryInfo: (account.deliveryInfo as MemberProfile['deliveryInfo']) ?? null,
    invoiceInfo: (account.invoiceInfo as MemberProfile['invoiceInfo']) ?? null,
    deliveryAddressBook,
    ...(account.custType === 'B' && account.businessVerification
      ? { businessVerification: account.businessVerification }
      : {}),
  };
}
