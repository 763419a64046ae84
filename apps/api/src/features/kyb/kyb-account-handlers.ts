import {
  KYB_EMAIL_RESEND_SECONDS,
  KYB_VERIFY_EMAIL_PATH,
  KYB_VERIFY_LINK_VALIDITY_MS,
  confirmEmailVerification,
  kybLogin,
  kybLogout,
  kybRegisterAccount,
  sendVerificationEmail,
  type KybSession,
} from '@shop/contracts';
import { companyNameSchema } from '@shop/validation';
import * as v from 'valibot';
import { ApiFailure } from '../../http/api-failure';
import { applyFieldRules } from '../../http/field-rules';
import { handler } from '../../http/handler';
import type { Services } from '../services';
import type { KybAccountRow } from './kyb-accounts';
import { requireKyb } from './kyb-caller';
import { kybEmailTexts } from './kyb-email-texts';

const RESEND_WAIT_MS = KYB_EMAIL_RESEND_SECONDS * 1000;
const LINK_HOURS = KYB_VERIFY_LINK_VALIDITY_MS / 3_600_000;

/** The entry page of company verification, where a company with an account signs in. */
export function kybEntryLink(shopUrl: string, buId: string): string {
  return `${shopUrl}/${buId}/b2b/kyb`;
}

async function openSession(services: Services, account: KybAccountRow): Promise<KybSession> {
  const kybToken = await services.kybAccounts.openSession(account.id);
  return { kybToken, custId: String(account.id), email: account.email, companyName: account.companyName };
}

/**
 * Emails the verification link (or, to an address with a KYB account, a sign-in notice: the answer is
 * the same, so it tells nobody who has an account). At most one email per address every 59 s, and the
 * per-address hourly limit of every email the shop sends to one address.
 */
export const sendVerificationEmailHandler = handler(
  sendVerificationEmail,
  async ({ input, unit, webInfo, language, ip, services }) => {
    requireKyb(unit);
    const email = input.email;
    await services.captcha.verify(unit, input.captchaToken, ip);
    const latest = await services.kybVerifications.latest(webInfo.buId, email);
    const wait = (latest?.createdAt.getTime() ?? 0) + RESEND_WAIT_MS - services.now();
    if (wait > 0) {
      throw new ApiFailure('KYB_RESEND_TOO_SOON', [
        { path: 'email', message: `Please wait ${Math.ceil(wait / 1000)} s before asking for a new email.` },
      ]);
    }
    await services.targetLimits.consume('emailsPerAddress', `email:${email}`);
    const texts = kybEmailTexts(language);
    const { publicId, token } = await services.kybVerifications.create(webInfo.buId, email);
    const existing = await services.kybAccounts.byEmail(webInfo.buId, email);
    const message = existing
      ? texts.existingAccount(kybEntryLink(services.shopUrl, webInfo.buId))
      : texts.verifyEmail(
          `${services.shopUrl}/${webInfo.buId}${KYB_VERIFY_EMAIL_PATH}?${new URLSearchParams({ token })}`,
          LINK_HOURS,
        );
    await services.outbox.send({ buId: webInfo.buId, channel: 'email', recipient: email, ...message });
    return { tokenId: publicId, resendAfterSeconds: KYB_EMAIL_RESEND_SECONDS };
  },
);

/** The link's token, once: answers the address and the registration token of the account form. */
export const confirmEmailVerificationHandler = handler(
  confirmEmailVerification,
  async ({ input, unit, webInfo, services }) => {
    requireKyb(unit);
    const confirmed = await services.kybVerifications.confirm(webInfo.buId, input.token);
    if (!confirmed) throw new ApiFailure('KYB_VERIFY_LINK_INVALID');
    if (await services.kybAccounts.byEmail(webInfo.buId, confirmed.email)) throw new ApiFailure('KYB_ACCOUNT_EXISTS');
    return confirmed;
  },
);

/** The account of a confirmed email, its empty draft dossier, and a session, in one go. */
export const kybRegisterAccountHandler = handler(
  kybRegisterAccount,
  async ({ input, unit, webInfo, language, services }) => {
    requireKyb(unit);
    const { companyName } = applyFieldRules(v.object({ companyName: companyNameSchema }), {
      companyName: input.companyName,
    });
    const email = await services.kybVerifications.registrationEmail(webInfo.buId, input.registrationToken);
    if (!email) throw new ApiFailure('KYB_VERIFY_LINK_INVALID');
    const passwordHash = await services.passwords.hash(input.password);
    const created = await services.db.transaction(async (tx) => {
      if (!(await services.kybVerifications.useRegistration(tx, webInfo.buId, input.registrationToken))) {
        throw new ApiFailure('KYB_VERIFY_LINK_INVALID');
      }
      const account = await services.kybAccounts.create(tx, {
        buId: webInfo.buId,
        email,
        passwordHash,
        companyName: companyName.trim(),
        language,
      });
      if (!account) throw new ApiFailure('KYB_ACCOUNT_EXISTS');
      return account;
    });
    return openSession(services, created);
  },
);

/**
 * A KYB sign-in: the captcha, the lock-out per sign-in name (as the shop's logins), then the password
 * (checked against a decoy when the address has no account, so the time tells nothing).
 */
export const kybLoginHandler = handler(kybLogin, async ({ input, unit, webInfo, language, ip, services }) => {
  requireKyb(unit);
  if (input.loginType !== 'NL') {
    throw new ApiFailure('LOGIN_TYPE_UNAVAILABLE', [{ path: 'loginType', message: 'KYB sign-in takes NL only' }]);
  }
  const email = (input.account ?? '').trim().toLowerCase();
  if (!email) throw new ApiFailure('INVALID_REQUEST', [{ path: 'account', message: 'This field is required.' }]);
  await services.captcha.verify(unit, input.captchaToken, ip);
  const signInName = `kyb:${webInfo.buId}:${email}`;
  if (await services.loginLockout.nameLocked(signInName)) throw new ApiFailure('ACCOUNT_LOCKED');
  const account = await services.kybAccounts.byEmail(webInfo.buId, email);
  if (!(await services.passwords.verify(input.password ?? '', account?.passwordHash ?? null)) || !account) {
    const locked = await services.loginLockout.recordNameFailure(signInName);
    throw new ApiFailure(locked ? 'ACCOUNT_LOCKED' : 'LOGIN_FAILED');
  }
  await services.loginLockout.clearNameFailures(signInName);
  if (account.language !== language) await services.kybAccounts.setLanguage(account.id, language);
  return openSession(services, account);
});

export const kybLogoutHandler = handler(kybLogout, async ({ input, services }) => {
  await services.kybAccounts.revokeSession(input.kybToken);
  return { loggedOut: true as const };
});

export const KYB_ACCOUNT_HANDLERS = [
  sendVerificationEmailHandler,
  confirmEmailVerificationHandler,
  kybRegisterAccountHandler,
  kybLoginHandler,
  kybLogoutHandler,
];
