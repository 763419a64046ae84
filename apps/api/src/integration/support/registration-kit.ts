import { login, register, registerConfirmation, resetPassword, type Language, type RequestOf } from '@shop/contracts';
import { count, eq } from 'drizzle-orm';
import { accounts } from '../../db/schema';
import { linkIn, type TestApi } from '../../testing/test-api';

export const newcomer = (email: string) => ({
  email,
  firstName: 'Nadia',
  lastName: 'Karim',
  password: 'Welcome-2024',
  mobileNo: '+971509998877',
  isSubscription: true,
});

/** The confirmation link's fields, as the confirmation page sends them. */
export function confirmationOf(link: URL) {
  return {
    accountId: link.searchParams.get('accountId') ?? '',
    verifyToken: link.searchParams.get('verifyToken') ?? '',
  };
}

/** What the registration specs register, confirm and sign in with, on the test file's own API. */
export function registrationKit(currentApi: () => TestApi) {
  async function accountsWithEmail(email: string): Promise<number> {
    const [{ total }] = await currentApi()
      .app.shopApi.database.db.select({ total: count() })
      .from(accounts)
      .where(eq(accounts.email, email));
    return total;
  }

  async function latestLink(recipient: string): Promise<URL> {
    const [message] = await currentApi().outbox(recipient);
    return linkIn(message.body);
  }

  /** The otpId of a confirmed SMS code for a number, or none where no code can be sent to it. */
  const confirmedCodeFor = (mobileNo: string) =>
    currentApi()
      .confirmedSmsCode(mobileNo)
      .catch(() => undefined);

  /**
   * Registration as the page sends it: with a fresh token of the unit's (test) captcha, and on unit 97
   * (phone verification on) the confirmed SMS code of the mobile number, unless the payload says.
   */
  async function registerAs(payload: RequestOf<typeof register>, buId = '97', language: Language = 'en') {
    const api = currentApi();
    const proof =
      buId === '97' && payload.mobileNo && !('otpId' in payload)
        ? { otpId: await confirmedCodeFor(payload.mobileNo) }
        : {};
    return api
      .client({ buId, language })
      .call(register, { ...payload, ...proof, captchaToken: await api.captchaToken(buId) });
  }

  async function resetFor(email: string, buId = '97') {
    const api = currentApi();
    return api.client({ buId }).call(resetPassword, { email, captchaToken: await api.captchaToken(buId) });
  }

  async function loginAs(account: string, password: string, buId = '97') {
    const api = currentApi();
    return api.client({ buId }).call(login, { account, password, captchaToken: await api.captchaToken(buId) });
  }

  /** Registers and confirms an address; answers the session. */
  async function registeredAndConfirmed(email: string) {
    expect((await registerAs(newcomer(email))).ok).toBe(true);
    const session = await currentApi()
      .client()
      .call(registerConfirmation, confirmationOf(await latestLink(email)));
    if (!session.ok) throw new Error(`confirmation failed: ${session.error.message}`);
    return session.data;
  }

  async function signInWith(email: string, password: string, buId = '97') {
    const result = await loginAs(email, password, buId);
    if (!result.ok) throw new Error(`sign-in failed: ${result.error.message}`);
    return { client: currentApi().client({ buId, accessToken: result.data.accessToken }), custId: result.data.custId };
  }

  return {
    accountsWithEmail,
    latestLink,
    confirmedCodeFor,
    registerAs,
    resetFor,
    loginAs,
    registeredAndConfirmed,
    signInWith,
  };
}
