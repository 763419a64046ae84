import * as v from 'valibot';
import { isValidBIC, isValidIBAN } from 'ibantools';
import { bankFieldSchema, BANK_FIELD_PATTERN } from '../bank';
import { messageRef } from '../message-ref';
import { maxChars } from '../text-rules';

export const KYB_ACCOUNT_HOLDER_MAX = 70;

/** What a user may paste ('fr76 3000 6000 …'): spaces out, upper case; the rules then check it as is. */
export function compactBankField(typed: string): string {
  return typed.replace(/\s+/g, '').toUpperCase();
}

/** An IBAN's checksum and country length are checked by ibantools, not by hand. */
export function isIbanValid(iban: string): boolean {
  return isValidIBAN(iban);
}

/** A BIC's shape (4 letters bank, 2 country, 2 location, optional 3 branch), by ibantools. */
export function isBicValid(bic: string): boolean {
  return isValidBIC(bic);
}

const inBankCharacters = (value: string) => BANK_FIELD_PATTERN.test(value);

/**
 * The bank account tab: holder, Swift/BIC, IBAN and currency, each uppercase English letters and
 * digits only (spec 1 section 5); the IBAN's checksum, the BIC's shape, a 3-letter currency.
 */
export function kybBankAccountSchema() {
  return v.object(
    {
      accountHolder: v.pipe(bankFieldSchema, maxChars(KYB_ACCOUNT_HOLDER_MAX)),
      bic: v.pipe(
        bankFieldSchema,
        v.check((bic) => bic === '' || !inBankCharacters(bic) || isBicValid(bic), messageRef('kybBicInvalid')),
      ),
      iban: v.pipe(
        bankFieldSchema,
        v.check((iban) => iban === '' || !inBankCharacters(iban) || isIbanValid(iban), messageRef('kybIbanInvalid')),
      ),
      currency: v.pipe(
        bankFieldSchema,
        v.check((currency) => currency === '' || /^[A-Z]{3}$/.test(currency), messageRef('kybCurrency')),
      ),
    },
    messageRef('required'),
  );
}
export type KybBankAccountFormValues = v.InferInput<ReturnType<typeof kybBankAccountSchema>>;
