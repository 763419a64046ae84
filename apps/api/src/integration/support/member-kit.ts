import { confirmOtp, sendOtp, type Address } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { accounts } from '../../db/schema';
import type { TestApi } from '../../testing/test-api';

/** An address the member specs save, edit and break. */
export const home: Address = {
  civillity: 2,
  firstName: 'Layla',
  lastName: 'Haddad',
  city: 'Dubai',
  country: 'AE',
  firstAddress: 'Villa 3, Jumeirah 1',
  secondAddress: '',
  phoneNumber: '+971501234567',
  zipCode: '00000',
  addressBookName: 'Beach house',
  isDefault: false,
};

export const PHONE_NOT_VERIFIED = {
  ok: false,
  status: 400,
  error: {
    code: 10051,
    message: 'Please confirm the new phone number with the code sent to it.',
    issues: [{ path: 'phoneNumber', message: 'Please confirm the new phone number with the code sent to it.' }],
  },
};

/** What the member specs open sessions and read accounts and codes with, on the test file's own API. */
export function memberKit(currentApi: () => TestApi) {
  /** Business and salesman logins come with their own calls; their sessions are opened directly here. */
  async function sessionFor(email: string, buId: string) {
    const api = currentApi();
    const [account] = await api.app.shopApi.database.db.select().from(accounts).where(eq(accounts.email, email));
    const tokens = await api.app.shopApi.services.sessions.create(account.id);
    return { client: api.client({ buId, accessToken: tokens.accessToken }), custId: String(account.id) };
  }

  /** The code of the latest SMS to a number. */
  async function smsCode(mobileNo: string): Promise<string> {
    const [sms] = await currentApi().outbox(mobileNo);
    const code = sms?.body.match(/\b\d{6}\b/)?.[0];
    if (!code) throw new Error(`no code was sent to ${mobileNo}`);
    return code;
  }

  /** Sends an SMS code to a number and answers its otpId, confirmed unless told otherwise. */
  async function codeFor(mobileNo: string, { buId = '97', confirm = true } = {}): Promise<string> {
    const client = currentApi().client({ buId });
    const sent = await client.call(sendOtp, { mobileNo });
    if (!sent.ok) throw new Error(`sendOtp failed: ${sent.error.message}`);
    if (confirm) {
      const confirmed = await client.call(confirmOtp, {
        mobileNo,
        otpId: sent.data.otpId,
        otp: await smsCode(mobileNo),
      });
      if (!confirmed.ok) throw new Error(`confirmOtp failed: ${confirmed.error.message}`);
    }
    return sent.data.otpId;
  }

  async function storedAccount(custId: string) {
    const [account] = await currentApi()
      .app.shopApi.database.db.select()
      .from(accounts)
      .where(eq(accounts.id, Number(custId)));
    return account;
  }

  return { sessionFor, smsCode, codeFor, storedAccount };
}
