import type { AddressBookEntry } from '@shop/contracts';
import type { CountryCode } from '@shop/validation';
import { asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { accounts, countries } from '../../db/schema';
import type { AccountRow } from '../auth/account-repository';
import { spendConfirmedPhoneCode, type PhoneCodeProof } from '../registration/confirmed-phone-code';
import { addressBook, inboxMessages } from './member-tables';

export type ProfileChanges = Partial<
  Pick<
    typeof accounts.$inferInsert,
    | 'firstName'
    | 'lastName'
    | 'isSubscription'
    | 'civility'
    | 'companyInfo'
    | 'deliveryInfo'
    | 'invoiceInfo'
    | 'mobileNo'
  >
>;
export type InboxMessageRow = typeof inboxMessages.$inferSelect;
/** An address as the member saves it: the book's position is its place in the list. */
export type SavedAddress = Omit<AddressBookEntry, 'addressId'>;

/** A member's own data: profile, address book and inbox. */
export class MemberRepository {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async account(accountId: number): Promise<AccountRow | null> {
    const [account] = await this.db.select().from(accounts).where(eq(accounts.id, accountId));
    return account ?? null;
  }

  /**
   * Applies profile changes. A new number is a new way to sign in: with `phoneProof`, the confirmed
   * code of that number is spent in the same transaction as the update (a failed update keeps it).
   * Answers the updated account, or null when the code does not prove the number (nothing changes).
   */
  async updateProfile(
    accountId: number,
    changes: ProfileChanges,
    phoneProof: Omit<PhoneCodeProof, 'now'> | null,
  ): Promise<AccountRow | null> {
    return this.db.transaction(async (tx) => {
      if (phoneProof && !(await spendConfirmedPhoneCode(tx, { ...phoneProof, now: this.now() }))) return null;
      const [row] = await tx.update(accounts).set(changes).where(eq(accounts.id, accountId)).returning();
      return row;
    });
  }

  /** The address book with the default address first, then in the order the member saved it. */
  async addressBook(accountId: number): Promise<AddressBookEntry[]> {
    const rows = await this.db
      .select()
      .from(addressBook)
      .where(eq(addressBook.accountId, accountId))
      .orderBy(desc(addressBook.isDefault), asc(addressBook.position));
    return rows.map((row) => ({
      ...(row.address as SavedAddress),
      isDefault: row.isDefault,
      addressId: String(row.id),
    }));
  }

  /** Replaces the whole book in one transaction, so a failed save leaves the old book intact. */
  async replaceAddressBook(accountId: number, entries: SavedAddress[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(addressBook).where(eq(addressBook.accountId, accountId));
      if (entries.length > 0) {
        await tx
          .insert(addressBook)
          .values(entries.map(({ isDefault, ...address }, position) => ({ accountId, position, isDefault, address })));
      }
    });
  }

  /** One page of the member's inbox, newest first, and how many messages there are in all. */
  async inboxPage(
    accountId: number,
    page: number,
    pageSize: number,
  ): Promise<{ messages: InboxMessageRow[]; total: number }> {
    const mine = eq(inboxMessages.accountId, accountId);
    const [messages, [{ total }]] = await Promise.all([
      this.db
        .select()
        .from(inboxMessages)
        .where(mine)
        .orderBy(desc(inboxMessages.createdAt), desc(inboxMessages.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ total: count() }).from(inboxMessages).where(mine),
    ]);
    return { messages, total };
  }

  /** The country list the forms offer (getCountryCodes): addresses and phone numbers must be in it. */
  async countryCodes(): Promise<CountryCode[]> {
    const rows = await this.db.select({ code: countries.countryCode }).from(countries).orderBy(asc(countries.sort));
    return rows.map((row) => row.code as CountryCode);
  }
}
