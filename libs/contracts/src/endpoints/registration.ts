import * as v from 'valibot';
import { BuIdSchema } from '../business-unit';
import { OTP_LENGTH } from '../constants';
import { USER_TYPES } from '../code-tables';
import { CUSTOMER_TYPES } from '../customer-types';
import { defineEndpoint } from '../endpoint';
import {
  CustIdSchema,
  EmailSchema,
  FIELD_MESSAGES,
  OpaqueTokenSchema,
  PasswordSchema,
  PhoneNumberSchema,
  requiredText,
} from '../fields';
import { SessionSchema } from '../models';

const OtpCodeSchema = v.pipe(
  v.string(FIELD_MESSAGES.required),
  v.regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), 'The code is wrong, please try again.'),
);
const AccountIdSchema = CustIdSchema;
/** The token of the unit's captcha widget (or of the shop's test provider); checked on the server. */
const CaptchaTokenSchema = v.optional(v.pipe(v.string(), v.maxLength(4096)));

export const register = defineEndpoint({
  name: 'register',
  group: 'Registration',
  summary:
    'Consumer registration; emails a confirmation link (a known address gets a notice instead, ' +
    'the answer is the same). The account is created at confirmation.',
  method: 'POST',
  path: '/register',
  versions: ['v4'],
  auth: 'none',
  rateLimit: 'registration',
  request: v.object({
    aggregatorBuId: v.optional(BuIdSchema),
    accessToken: v.optional(v.pipe(v.string(), v.maxLength(4096))),
    email: EmailSchema,
    firstName: requiredText(50),
    lastName: requiredText(50),
    password: PasswordSchema,
    registerType: v.optional(v.picklist(USER_TYPES, 'Unknown register type'), 'EM'),
    documentType: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z_]{0,30}$/, 'Invalid document type')), ''),
    idCardNo: v.optional(
      v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{0,40}$/, 'This field can input letter and number only.')),
      '',
    ),
    mobileNo: v.optional(v.union([v.literal(''), PhoneNumberSchema]), ''),
    /** Where the unit verifies phone numbers: the otpId of the SMS code confirmed for mobileNo. */
    otpId: v.optional(OpaqueTokenSchema),
    isSubscription: v.optional(v.boolean(), false),
    promoCode: v.optional(
      v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{0,30}$/, 'This field can input letter and number only.')),
      '',
    ),
    captchaToken: CaptchaTokenSchema,
  }),
  // No account id: the answer must not tell whether the address already has an account.
  response: v.object({
    registerType: v.picklist(USER_TYPES),
    emailSent: v.boolean(),
    returnUrl: v.nullable(v.string()),
  }),
});

export const registerConfirmation = defineEndpoint({
  name: 'registerConfirmation',
  group: 'Registration',
  summary:
    'Confirms a registration attempt (accountId of the emailed link) with its token; creates the account, ' +
    'voids the other attempts for the address, answers a session.',
  method: 'POST',
  path: '/register/confirmation',
  versions: [''],
  auth: 'none',
  rateLimit: 'tokenCheck',
  request: v.object({
    accountId: AccountIdSchema,
    registerType: v.optional(v.picklist(USER_TYPES), 'EM'),
    loginIp: v.optional(v.pipe(v.string(), v.maxLength(45))),
    verifyToken: OpaqueTokenSchema,
  }),
  response: SessionSchema,
});

export const resetPassword = defineEndpoint({
  name: 'resetPassword',
  group: 'Registration',
  summary: 'Emails a reset link valid 24 hours when the address belongs to an account; always answers sent.',
  method: 'POST',
  path: '/member/resetPassword',
  versions: [''],
  auth: 'none',
  rateLimit: 'registration',
  request: v.object({ email: EmailSchema, captchaToken: CaptchaTokenSchema }),
  response: v.object({ sent: v.literal(true) }),
});

export const confirmToken = defineEndpoint({
  name: 'confirmToken',
  group: 'Registration',
  summary: 'Checks a reset link token; answers the token and the account type (C, B or S).',
  method: 'POST',
  path: '/member/confirmToken',
  versions: [''],
  auth: 'none',
  rateLimit: 'tokenCheck',
  request: v.object({ tokenId: OpaqueTokenSchema }),
  response: v.object({ token: v.string(), memberType: v.picklist(CUSTOMER_TYPES), accountId: AccountIdSchema }),
});

export const confirmReset = defineEndpoint({
  name: 'confirmReset',
  group: 'Registration',
  summary: 'Sets a new password with a reset token for the given account type; signs out every session.',
  method: 'POST',
  path: '/member/confirmReset',
  versions: [''],
  auth: 'none',
  rateLimit: 'tokenCheck',
  request: v.pipe(
    v.object({
      newPassword: v.optional(PasswordSchema),
      password: v.optional(PasswordSchema),
      accountId: v.optional(AccountIdSchema),
      token: v.optional(OpaqueTokenSchema),
      tokenId: v.optional(OpaqueTokenSchema),
      memberType: v.picklist(CUSTOMER_TYPES, 'Account type is C, B or S'),
    }),
    v.forward(
      v.check((input) => !!(input.newPassword || input.password), FIELD_MESSAGES.required),
      ['newPassword'],
    ),
    v.forward(
      v.check((input) => !!(input.token || input.tokenId), FIELD_MESSAGES.required),
      ['token'],
    ),
  ),
  response: v.object({ reset: v.literal(true) }),
});

export const activateAccountValidate = defineEndpoint({
  name: 'activateAccountValidate',
  group: 'Registration',
  summary: 'Member validation: approves (activates) or rejects the account of an emailed validation link.',
  method: 'POST',
  path: '/member/activateAccountValidate',
  versions: ['v1'],
  auth: 'none',
  rateLimit: 'tokenCheck',
  request: v.object({ token: OpaqueTokenSchema, isApproved: v.boolean('isApproved must be true or false') }),
  response: v.object({ approved: v.boolean() }),
});

export const sendEmailVerification = defineEndpoint({
  name: 'sendEmailVerification',
  group: 'Registration',
  summary: 'Emails the signed-in member a validation link (/memberValidate?token&info); answers its tokenId.',
  method: 'POST',
  path: '/member/sendEmailVerification',
  versions: [''],
  auth: 'required',
  rateLimit: 'otp',
  request: v.object({ custId: CustIdSchema }),
  response: v.object({ tokenId: v.string() }),
});

export const sendOtp = defineEndpoint({
  name: 'sendOtp',
  group: 'Registration',
  summary: 'Sends a 6-digit one-time code by SMS; answers its otpId.',
  method: 'POST',
  path: '/user/sendOTP',
  versions: [''],
  auth: 'none',
  rateLimit: 'otp',
  request: v.object({ mobileNo: PhoneNumberSchema }),
  response: v.object({ otpId: v.string() }),
});

export const confirmOtp = defineEndpoint({
  name: 'confirmOtp',
  group: 'Registration',
  summary: 'Confirms the SMS code of an otpId.',
  method: 'POST',
  path: '/user/confirmOTP',
  versions: [''],
  auth: 'none',
  rateLimit: 'otp',
  request: v.object({ mobileNo: PhoneNumberSchema, otpId: OpaqueTokenSchema, otp: OtpCodeSchema }),
  response: v.object({ result: v.literal(true) }),
});

export const sendEmailOtp = defineEndpoint({
  name: 'sendEmailOtp',
  group: 'Registration',
  summary: 'Sends a 6-digit one-time code by email; answers its tokenId.',
  method: 'POST',
  path: '/user/sendEmailOTP',
  versions: [''],
  auth: 'none',
  rateLimit: 'otp',
  request: v.object({ email: EmailSchema }),
  response: v.object({ tokenId: v.string() }),
});

export const confirmEmailOtp = defineEndpoint({
  name: 'confirmEmailOtp',
  group: 'Registration',
  summary: 'Confirms the emailed code (token) of a tokenId.',
  method: 'POST',
  path: '/user/confirmEmailOTP',
  versions: [''],
  auth: 'none',
  rateLimit: 'otp',
  request: v.object({ email: EmailSchema, token: OtpCodeSchema, tokenId: OpaqueTokenSchema }),
  response: v.object({ result: v.literal(true) }),
});
