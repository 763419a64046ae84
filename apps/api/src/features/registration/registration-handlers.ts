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
import { ApiFailure } from '../../http/api-failure';
import { applyFieldRules } from '../../http/field-rules';
import { messageTexts } from '../../messaging/message-texts';
import { handler } from '../../http/handler';
import type { Services } from '../services';
import type { AccountRow } from '../auth/account-repository';
import { displayName, sessionAnswer } from '../auth/account-session';
import { confirmRegistrationLink, memberValidateLink, resetPasswordLink, signInLink } from './email-links';
import type { CodeConfirmation } from './one-time-codes';
import { checkedMobileNumber } from './phone-rules';
import { verificationResendIn } from '../account-security/account-handlers';

/** Register types answered by the consumer email registration; social ones have their own flow. */
const EMAIL_REGISTER_TYPES = ['EM', 'NL', 'B2C'];
const OTP_MINUTES = OTP_VALIDITY_MS / 60_000;

/** The forms' name rules (no digits, no special characters). */
const RegisterNamesSchema = v.object({ firstName: personNameSchema, lastName: personNameSchema });

/** A code that does not confirm: why, as the spec's error. */
const CODE_FAILURES = {
  expired: 'OTP_EXPIRED',
  tooManyAttempts: 'OTP_TOO_MANY_ATTEMPTS',
  wrong: 'OTP_WRONG',
} as const satisfies Record<Exclude<CodeConfirmation, 'confirmed'>, string>;

function requireConfirmed(confirmation: CodeConfirmation): void {
  if (confirmation !== 'confirmed') throw new ApiFailure(CODE_FAILURES[confirmation]);
}

/** The account of a live link token of this unit; null for an unknown, used or expired one, or another unit's. */
async function linkedAccount(services: Services, token: string, purpose: 'reset' | 'validate', buId: string) {
  const accountId = await services.accountTokens.peek(token, purpose);
  const account = accountId === null ? null : await services.accounts.byId(accountId);
  return account && account.buId === buId ? account : null;
}

/** Tells an account's owner that someone registered with the address: sign in, or reset the password. */
export async function tellOwnerOfRegistration(
  services: Services,
  account: AccountRow,
  language: WireLanguage,
): Promise<void> {
  const { token } = await services.accountTokens.issue(account.id, 'reset', RESET_LINK_VALIDITY_MS);
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
async function spendRegistrantPhoneCode(
  services: Services,
  buId: string,
  phoneNumber: string,
  otpId: string | undefined,
) {
  const proven = otpId ? await services.oneTimeCodes.spendConfirmedPhoneCode({ buId, phoneNumber, otpId }) : false;
  if (!proven)
    throw new ApiFailure('PHONE_NOT_VERIFIED', [{ path: 'mobileNo', message: API_ERRORS.PHONE_NOT_VERIFIED.message }]);
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
  if (unit.features.phoneVerification && mobileNo)
    await spendRegistrantPhoneCode(services, webInfo.buId, mobileNo, input.otpId);
  const passwordHash = await services.passwords.hash(input.password);
  const existing = await services.accounts.byEmail(webInfo.buId, input.email);
  if (existing) {
    if (existing.status !== 'disabled') await tellOwnerOfRegistration(services, existing, webInfo.language);
  } else {
    const { attemptId, token } = await services.registrations.start({
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
    });
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
  const account = await services.registrations.confirm(webInfo.buId, Number(input.accountId), input.verifyToken);
  if (!account) throw new ApiFailure('VERIFY_LINK_INVALID');
  return sessionAnswer(account, await services.sessions.create(account.id));
});

export const resetPasswordHandler = handler(resetPassword, async ({ input, unit, webInfo, ip, services }) => {
  await services.captcha.verify(unit, input.captchaToken, ip);
  // Counted for every address, with an account or not, so the limit tells nothing either.
  await services.targetLimits.consume('emailsPerAddress', input.email);
  const account = await services.accounts.activeByEmail(webInfo.buId, input.email);
  // The answer is the same whether or not the address has an account.
  if (account) {
    const { token } = await services.accountTokens.issue(account.id, 'reset', RESET_LINK_VALIDITY_MS);
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
  const account = await linkedAccount(services, input.tokenId, 'reset', webInfo.buId);
  if (!account) throw new ApiFailure('RESET_LINK_INVALID');
  return { token: input.tokenId, memberType: account.custType, accountId: String(account.id) };
});

export const confirmResetHandler = handler(confirmReset, async ({ input, webInfo, services }) => {
  const token = input.token ?? input.tokenId ?? '';
  const password = input.newPassword ?? input.password ?? '';
  const account = await linkedAccount(services, token, 'reset', webInfo.buId);
  if (!account) throw new ApiFailure('RESET_LINK_INVALID');
  if (input.accountId !== undefined && input.accountId !== String(account.id))
    throw new ApiFailure('RESET_LINK_INVALID');
  if (input.memberType !== account.custType) throw new ApiFailure('MEMBER_TYPE_MISMATCH');
  const passwordHash = await services.passwords.hash(password);
  // The new password, the end of the account's other reset links and of its sessions: all or nothing.
  if (!(await services.accountTokens.resetPassword(account.id, token, passwordHash)))
    throw new ApiFailure('RESET_LINK_INVALID');
  return { reset: true as const };
});

export const sendEmailVerificationHandler = handler(sendEmailVerification, async ({ session, webInfo, services }) => {
  const account = await services.accounts.byId(session?.accountId ?? 0);
  if (!account) throw new ApiFailure('NO_AUTHORIZED');
  if (account.isActivateAccount === 1) throw new ApiFailure('ALREADY_VALIDATED');
  const waitSeconds = await verificationResendIn(services, account.id);
  if (waitSeconds > 0) {
    const failure = new ApiFailure('EMAIL_VERIFICATION_TOO_SOON');
    failure.error.retryAfter = waitSeconds;
    throw failure;
  }
  await services.targetLimits.consume('codesPerTarget', `account:${account.id}`);
  const { token, publicId } = await services.accountTokens.issue(account.id, 'validate', VERIFY_LINK_VALIDITY_MS);
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
  const account = await linkedAccount(services, input.token, 'validate', webInfo.buId);
  if (!account) throw new ApiFailure('VALIDATION_LINK_INVALID');
  if (!(await services.accountTokens.validateAccount(account.id, input.token, input.isApproved))) {
    throw new ApiFailure('VALIDATION_LINK_INVALID');
  }
  return { approved: input.isApproved };
});

export const sendOtpHandler = handler(sendOtp, async ({ input, webInfo, services }) => {
  const mobileNo = await checkedMobileNumber(services, input.mobileNo);
  await services.targetLimits.consume('codesPerTarget', `sms:${mobileNo}`);
  const { id, code } = await services.oneTimeCodes.create(webInfo.buId, 'sms', mobileNo);
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
  requireConfirmed(await services.oneTimeCodes.confirm('sms', mobileNo, input.otpId, input.otp));
  return { result: true as const };
});

export const sendEmailOtpHandler = handler(sendEmailOtp, async ({ input, webInfo, services }) => {
  await services.targetLimits.consume('codesPerTarget', `email:${input.email}`);
  const { id, code } = await services.oneTimeCodes.create(webInfo.buId, 'email', input.email);
  await services.outbox.send({
    buId: webInfo.buId,
    channel: 'email',
    recipient: input.email,
    ...messageTexts(webInfo.language).verificationCode(code, OTP_MINUTES),
  });
  return { tokenId: id };
});

export const confirmEmailOtpHandler = handler(confirmEmailOtp, async ({ input, services }) => {
  requireConfirmed(await services.oneTimeCodes.confirm('email', input.email, input.tokenId, input.token));
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
