import type { AddressBookEntry, MemberProfile } from '@shop/contracts';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { accounts, addressBook } from '../../db/schema';
import { ApiFailure } from '../../http/api-failure';

type AccountRow = typeof accounts.$inferSelect;

const MEMBER_TYPES = { C: 'B2C', B: 'B2B', S: 'SALESMAN' } as const;

export async function memberAccount(db: Db, accountId: number): Promise<AccountRow> {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  if (!account) throw new ApiFailure('USER_NOT_AUTHENTICATED');
  return account;
}

/** The address book with the default address first, then in the order the member saved it. */
export async function addressBookOf(db: Db, accountId: number): Promise<AddressBookEntry[]> {
  const rows = await db
    .select()
    .from(addressBook)
    .where(eq(addressBook.accountId, accountId))
    .orderBy(desc(addressBook.isDefault), asc(addressBook.position));
  return rows.map((row) => ({ ...(row.address as Omit<AddressBookEntry, 'addressId'>), isDefault: row.isDefault, addressId: String(row.id) }));
}

export async function memberProfile(db: Db, account: AccountRow): Promise<MemberProfile> {
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
    deliveryAddressBook: await addressBookOf(db, account.id),
  };
}
