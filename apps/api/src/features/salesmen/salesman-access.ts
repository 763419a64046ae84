import { CONTRACT_TYPES, type SalesmanCustomer } from '@shop/contracts';
import { ApiFailure } from '../../http/api-failure';
import type { AccountRow } from '../auth/account-repository';
import { passedBusinessCheck } from '../business-accounts/business-verifications';
import type { Call } from '../services';
import type { OwnedCustomer } from './salesman-repository';

/** The calling salesman's account: a session of a salesman (custType S), else 58040 (401 without a session). */
export async function callingSalesman(call: Call<unknown>): Promise<AccountRow> {
  const { session, services } = call;
  if (!session) throw new ApiFailure('NO_AUTHORIZED');
  if (session.custType !== 'S') throw new ApiFailure('SALESMAN_ONLY');
  const account = await services.members.account(session.accountId);
  if (!account || account.custType !== 'S' || account.status !== 'active') throw new ApiFailure('SALESMAN_ONLY');
  return account;
}

/**
 * A business customer the salesman may act for: one he owns, or any of the unit's for an admin salesman.
 * Another's customer, an unknown id and a non-business account all answer 58041 alike.
 */
export async function actableCustomer(
  call: Call<unknown>,
  salesman: AccountRow,
  custId: string,
): Promise<OwnedCustomer> {
  const customer = await call.services.salesmen.customer(call.unit.buId, Number(custId));
  if (!customer) throw new ApiFailure('SALESMAN_NOT_OWNER');
  if (!salesman.isAdminSalesman && customer.owner?.accountId !== salesman.id)
    throw new ApiFailure('SALESMAN_NOT_OWNER');
  return customer;
}

/**
 * Whose customers or statement a call is about: '' is the caller himself (for an admin's customer list:
 * every salesman's, null); another salesman's id only for an admin (else 58041).
 */
export function askedSalesman(salesman: AccountRow, salesmanId: string, ownWhenEmpty: boolean): number | null {
  if (salesmanId === '') return salesman.isAdminSalesman && !ownWhenEmpty ? null : salesman.id;
  if (Number(salesmanId) === salesman.id) return salesman.id;
  if (!salesman.isAdminSalesman) throw new ApiFailure('SALESMAN_NOT_OWNER');
  return Number(salesmanId);
}

/** What blocks a salesman's order for this customer (spec 2 section 8's two messages), or null. */
export function orderBlockOf(account: AccountRow): SalesmanCustomer['orderBlock'] {
  if (!passedBusinessCheck(account) || account.businessVerification !== 'verified') return 'notVerified';
  if (account.contractTypeId === CONTRACT_TYPES.enCompte) return 'enCompte';
  return null;
}

/** Refuses an order for a blocked customer with the spec's text (58042, 58043). */
export function assertCustomerMayOrder(account: AccountRow): void {
  const block = orderBlockOf(account);
  if (block === 'notVerified') throw new ApiFailure('SALESMAN_CUSTOMER_NOT_VERIFIED');
  if (block === 'enCompte') throw new ApiFailure('SALESMAN_CUSTOMER_EN_COMPTE');
}

const text = (record: Record<string, unknown> | null, field: string) => {
  const value = record?.[field];
  return typeof value === 'string' ? value : '';
};

/** A customer as the salesman's list shows it. */
export function customerEntry({ account, owner }: OwnedCustomer): SalesmanCustomer {
  return {
    custId: String(account.id),
    companyName: text(account.companyInfo, 'companyName'),
    contactName: `${account.firstName} ${account.lastName}`.trim(),
    email: account.email,
    phoneNumber: account.mobileNo,
    contractTypeId: account.contractTypeId,
    verified: account.businessVerification === 'verified',
    businessVerification: account.businessVerification ?? 'pending',
    orderBlock: orderBlockOf(account),
    ownerSalesmanId: owner ? String(owner.accountId) : '',
    ownerSalesmanName: owner?.name ?? '',
  };
}
