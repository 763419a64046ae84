import * as v from 'valibot';
import {
  API_ERRORS,
  OTP_VALIDITY_MS,
  RESET_LINK_VALIDITY_MS,
  VERIFY_LINK_VALIDITY_MS,
  activateAccountValidate,
  confirmEmailOtp,
  confirmOtp,
  confirmReset,
  confirmToken,
  register,
  registerConfirmation,
  resetPassword,
  sendEmailOtp,
  sendEmailVerification,
  sendOtp,
  type WireLanguage,
} from '@shop/contracts';
import { personNameSchema } from '@shop/validation';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { accounts } from '../../db/schema';
import { ApiFailure } from '../../http/api-failure';
import { applyFieldRules } from '../../http/field-rules';
import { messageTexts } from '../../messaging/message-texts';
import { handler } from '../../http/handler';
import type { Services } from '../../http/services';
import { displayName, sessionAnswer } from '../auth/account-session';
import { consumeAccountToken, issueAccountToken, peekAccountToken, retireAccountTokens } from './account-tokens';
import { confirmRegistrationLink, memberValidateLink, resetPasswordLink, signInLink } from './email-links';
import { spendConfirmedPhoneCode } from './confirmed-phone-code';
import { confirmOneTimeCode, createOneTimeCode } from './one-time-codes';
import { confirmRegistration, startRegistration } from './pending-registrations';
import { checkedMobileNumber } from './phone-rules';

/** Register types answered by the consumer email registration; social ones have their own flow. */
const EMAIL_REGISTER_TYPES = ['EM', 'NL', 'B2C'];
const OTP_MINUTES = OTP_VALIDITY_MS / 60_000;

/** The forms' name rules (no digits, no special characters). */
const RegisterNamesSchema = v.object({ firstName: personNameSchema, lastName: personNameSchema });

async function accountById(db: Db, id: number) {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, id));
  return account;
}

type AccountRow = typeof accounts.$inferSelect;

/** Tells an account's owner that someone registered with the address: sign in, or reset the password. */
async function tellOwnerOfRegistration(services: Services, account: AccountRow, language: WireLanguage): Promise<void> {
  const { token } = await issueAccountToken(services.db, account.id, 'reset', services.now(), RESET_LINK_VALIDITY_MS);
  await services.outbox.send({
    buId: account.buId,
    channel: 'email',
    recipient: account.email,
    ...messageTexts(language).registrationAttempt(
      displayName(account),
      signInLink(services.shopUrl, account.buId, account.custType),
      resetPasswordLink(services.shopUrl, account.buId, account.custType, token),
    ),
  });
}

/** Where the unit verifies phone numbers, a registrant's number needs its confirmed SMS code (spent here). */
async function spendRegistrantPhoneCode(services: Services, buId: string, phoneNumber: string, otpId: string | undefined) {
  const proven = otpId ? await spendConfirmedPhoneCode(services.db, { buId, phoneNumber, otpId, now: services.now() }) : false;
  if (!proven) throw new ApiFailure('PHONE_NOT_VERIFIED', [{ path: 'mobileNo', message: API_ERRORS.PHONE_NOT_VERIFIED.message }]);
}

/**
 * Registration answers the same for an address with an account as for a new one (same status,
 * body and work: the password is hashed either way), so it does not tell who has an account. A new
 * address gets a confirmation link for this attempt only; a known one a notice to its owner.
 */
export const registerHandler = handler(register, async ({ input, unit, webInfo, ip, services }) => {
  if (!EMAIL_REGISTER_TYPES.includes(input.registerType)) {
    throw new ApiFailure('LOGIN_TYPE_UNAVAILABLE', [
      { path: 'registerType', message: `${input.registerType} registration is not answered by this call` },
    ]);
  }
  const names = applyFieldRules(RegisterNamesSchema, { firstName: input.firstName, lastName: input.lastName });
  const mobileNo = input.mobileNo ? await checkedMobileNumber(services, input.mobileNo) : '';
  await services.captcha.verify(unit, input.captchaToken, ip);
  await services.targetLimits.consume('emailsPerAddress', input.email);
  if (unit.features.phoneVerification && mobileNo) await spendRegistrantPhoneCode(services, webInfo.buId, mobileNo, input.otpId);
  const passwordHash = await services.passwords.hash(input.password);
  const [existing] = await services.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.buId, webInfo.buId), eq(accounts.email, input.email)));
  if (existing) {
    if (existing.status !== 'disabled') await tellOwnerOfRegistration(services, existing, webInfo.language);
  } else {
    const { attemptId, token } = await startRegistration(
      services.db,
      {
        buId: webInfo.buId,
        email: input.email,
        ...names,
        passwordHash,
        mobileNo,
        registerType: input.registerType,
        documentType: input.documentType,
        idCardNo: input.idCardNo,
        isSubscription: input.isSubscription,
        promoCode: input.promoCode,
      },
      services.now(),
    );
    await services.outbox.send({
      buId: webInfo.buId,
      channel: 'email',
      recipient: input.email,
      ...messageTexts(webInfo.language).confirmAccount(
        names.firstName,
        confirmRegistrationLink(services.shopUrl, webInfo.buId, attemptId, token, input.registerType),
      ),
    });
  }
  return { registerType: input.registerType, emailSent: true, returnUrl: null };
});

export const registerConfirmationHandler = handler(registerConfirmation, async ({ input, webInfo, services }) => {
  const account = await confirmRegistration(services.db, webInfo.buId, Number(input.accountId), input.verifyToken, services.now());
  return sessionAnswer(account, await services.sessions.create(account.id));
});

export const resetPasswordHandler = handler(resetPassword, async ({ input, unit, webInfo, ip, services }) => {
  await services.captcha.verify(unit, input.captchaToken, ip);
  // Counted for every address, with an account or not, so the limit tells nothing either.
  await services.targetLimits.consume('emailsPerAddress', input.email);
  const [account] = await services.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.buId, webInfo.buId), eq(accounts.email, input.email), eq(accounts.status, 'active')));
  // The answer is the same whether or not the address has an account.
  if (account) {
    const { token } = await issueAccountToken(services.db, account.id, 'reset', services.now(), RESET_LINK_VALIDITY_MS);
    await services.outbox.send({
      buId: webInfo.buId,
      channel: 'email',
      recipient: account.email,
      ...messageTexts(webInfo.language).resetPassword(
        displayName(account),
        resetPasswordLink(services.shopUrl, webInfo.buId, account.custType, token),
      ),
    });
  }
  return { sent: true as const };
});

export const confirmTokenHandler = handler(confirmToken, async ({ input, webInfo, services }) => {
  const accountId = await peekAccountToken(services.db, input.tokenId, 'reset', services.now());
  const account = accountId === null ? undefined : await accountById(services.db, accountId);
  if (!account || account.buId !== webInfo.buId) throw new ApiFailure('RESET_LINK_INVALID');
  return { token: input.tokenId, memberType: account.custType, accountId: String(account.id) };
});

export const confirmResetHandler = handler(confirmReset, async ({ input, webInfo, services }) => {
  const now = services.now();
  const token = input.token ?? input.tokenId ?? '';
  const password = input.newPassword ?? input.password ?? '';
  const accountId = await peekAccountToken(services.db, token, 'reset', now);
  const account = accountId === null ? undefined : await accountById(services.db, accountId);
  if (!account || account.buId !== webInfo.buId) throw new ApiFailure('RESET_LINK_INVALID');
  if (input.accountId !== undefined && input.accountId !== String(account.id)) throw new ApiFailure('RESET_LINK_INVALID');
  if (input.memberType !== account.custType) throw new ApiFailure('MEMBER_TYPE_MISMATCH');
  const passwordHash = await services.passwords.hash(password);
  if ((await consumeAccountToken(services.db, token, 'reset', now)) !== account.id) throw new ApiFailure('RESET_LINK_INVALID');
  await services.db.update(accounts).set({ passwordHash }).where(eq(accounts.id, account.id));
  await retireAccountTokens(services.db, account.id, 'reset', now);
  await services.sessions.revokeAllOf(account.id);
  return { reset: true as const };
});

export const sendEmailVerificationHandler = handler(sendEmailVerification, async ({ session, webInfo, services }) => {
  const account = await accountById(services.db, session?.accountId ?? 0);
  if (!account) throw new ApiFailure('NO_AUTHORIZED');
  if (account.isActivateAccount === 1) throw new ApiFailure('ALREADY_VALIDATED');
  await services.targetLimits.consume('codesPerTarget', `account:${account.id}`);
  const { token, publicId } = await issueAccountToken(services.db, account.id, 'validate', services.now(), VERIFY_LINK_VALIDITY_MS);
  const link = memberValidateLink(services.shopUrl, webInfo.buId, token, displayName(account), account.email);
  await services.outbox.send({
    buId: webInfo.buId,
    channel: 'email',
    recipient: account.email,
    ...messageTexts(webInfo.language).validateAccount(displayName(account), link),
  });
  return { tokenId: publicId };
});

export const activateAccountValidateHandler = handler(activateAccountValidate, async ({ input, webInfo, services }) => {
  const now = services.now();
  const accountId = await peekAccountToken(services.db, input.token, 'validate', now);
  const account = accountId === null ? undefined : await accountById(services.db, accountId);
  if (!account || account.buId !== webInfo.buId) throw new ApiFailure('VALIDATION_LINK_INVALID');
  if ((await consumeAccountToken(services.db, input.token, 'validate', now)) !== account.id) {
    throw new ApiFailure('VALIDATION_LINK_INVALID');
  }
  await services.db
    .update(accounts)
    .set(input.isApproved ? { isActivateAccount: 1, validationState: 'approved' } : { validationState: 'rejected' })
    .where(eq(accounts.id, account.id));
  return { approved: input.isApproved };
});

export const sendOtpHandler = handler(sendOtp, async ({ input, webInfo, services }) => {
  const mobileNo = await checkedMobileNumber(services, input.mobileNo);
  await services.targetLimits.consume('codesPerTarget', `sms:${mobileNo}`);
  const { id, code } = await createOneTimeCode(services.db, webInfo.buId, 'sms', mobileNo, services.now());
  await services.outbox.send({
    buId: webInfo.buId,
    channel: 'sms',
    recipient: mobileNo,
    ...messageTexts(webInfo.language).verificationCode(code, OTP_MINUTES),
  });
  return { otpId: id };
});

export const confirmOtpHandler = handler(confirmOtp, async ({ input, services }) => {
  const mobileNo = await checkedMobileNumber(services, input.mobileNo);
  await confirmOneTimeCode(services.db, 'sms', mobileNo, input.otpId, input.otp, services.now());
  return { result: true as const };
});

export const sendEmailOtpHandler = handler(sendEmailOtp, async ({ input, webInfo, services }) => {
  await services.targetLimits.consume('codesPerTarget', `email:${input.email}`);
  const { id, code } = await createOneTimeCode(services.db, webInfo.buId, 'email', input.email, services.now());
  await services.outbox.send({
    buId: webInfo.buId,
    channel: 'email',
    recipient: input.email,
    ...messageTexts(webInfo.language).verificationCode(code, OTP_MINUTES),
  });
  return { tokenId: id };
});

export const confirmEmailOtpHandler = handler(confirmEmailOtp, async ({ input, services }) => {
  await confirmOneTimeCode(services.db, 'email', input.email, input.tokenId, input.token, services.now());
  return { result: true as const };
});

export const REGISTRATION_HANDLERS = [
  registerHandler,
  registerConfirmationHandler,
  resetPasswordHandler,
  confirmTokenHandler,
  confirmResetHandler,
  sendEmailVerificationHandler,
  activateAccountValidateHandler,
  sendOtpHandler,
  confirmOtpHandler,
  sendEmailOtpHandler,
  confirmEmailOtpHandler,
];
