import receivingAccounts from './kyb-receiving-accounts.json';

/** The shop's account of a unit that receives the companies' 10-euro verification transfers. */
export interface KybReceivingAccount {
  beneficiaryName: string;
  beneficiaryIban: string;
  beneficiaryBic: string;
}

const ACCOUNTS: Readonly<Record<string, KybReceivingAccount>> = receivingAccounts;

/**
 * The unit's receiving account (decision 0033: configuration of the API until the operators' back
 * office owns it); null where none is set, and then no transfer can be asked for.
 */
export function kybReceivingAccount(buId: string): KybReceivingAccount | null {
  return ACCOUNTS[buId] ?? null;
}
