import * as v from 'valibot';
import {
  CORPORATE_CODE_PATTERN,
  DELETE_ACCOUNT_COMMENT_MAX,
  DELETE_ACCOUNT_REASONS,
  TWO_FA_CHANNELS,
  TWO_FA_CODE_LENGTH,
} from '../account-security';
import { BuIdSchema } from '../business-unit';
import { LOGIN_TYPES } from '../code-tables';
import { defineEndpoint } from '../endpoint';
import { CustIdSchema, FIELD_MESSAGES, OpaqueTokenSchema, PhoneNumberSchema } from '../fields';
import { SessionSchema } from '../models';
import { LoginRequestSchema } from './auth';

const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.maxLength(max)));

/** The challenge a two-factor sign-in waits on: where the code went and the timers the page shows. */
export const TwoFaChallengeSchema = v.object({
  /** The challenge's id: sent back as twoFaTokenId. */
  tokenId: v.string(),
  channel: v.picklist(TWO_FA_CHANNELS),
  /** Where the code went, masked (l•••a@example.com, +33 6•• •• •• 78). */
  sentTo: v.string(),
  /** Seconds before a new code may be asked for (the 59 s timer). */
  resendInSeconds: v.number(),
  /** Seconds the code stays good for. */
  expiresInSeconds: v.number(),
  /** Wrong codes the account may still give before sign-in with a code locks. */
  attemptsLeft: v.number(),
});
export type TwoFaChallenge = v.InferOutput<typeof TwoFaChallengeSchema>;

export const TwoFaChannelSchema = v.picklist(TWO_FA_CHANNELS, 'The code is sent by email or sms');

export const TwoFaCodeSchema = v.pipe(
  v.string(FIELD_MESSAGES.required),
  v.regex(new RegExp(`^\\d{${TWO_FA_CODE_LENGTH}}$`), `The code has ${TWO_FA_CODE_LENGTH} digits`),
);

export const twofaLogin = defineEndpoint({
  name: 'twofaLogin',
  group: 'Authentication',
  summary:
    'First step of a two-factor sign-in (units with features.twoFactor): the login fields are checked as ' +
    'login checks them, then a 6-digit code is sent by email (default) or SMS (twoFaChannel "sms" and the ' +
    'account has a mobile number); answers the challenge tokenId. Refused with 10124 while the account is locked.',
  method: 'POST',
  path: '/twofaLogin',
  versions: ['v1'],
  auth: 'none',
  rateLimit: 'login',
  request: v.pipe(
    v.object({ ...LoginRequestSchema.pipe[0].entries, twoFaChannel: v.optional(TwoFaChannelSchema) }),
    ...(LoginRequestSchema.pipe.slice(1) as []),
  ),
  response: TwoFaChallengeSchema,
});

export const twoFaResend = defineEndpoint({
  name: 'twoFaResend',
  group: 'Authentication',
  summary:
    'Sends a new code for a challenge once its 59 s timer has run (10125 with retryAfter before); the earlier ' +
    'code stops working. At most 5 codes per challenge (10126). twoFaChannel may switch between email and SMS.',
  method: 'POST',
  path: '/twoFaResend',
  versions: ['v1'],
  auth: 'none',
  rateLimit: 'otp',
  request: v.object({ twoFaTokenId: OpaqueTokenSchema, twoFaChannel: v.optional(TwoFaChannelSchema) }),
  response: TwoFaChallengeSchema,
});

export const twoFaConfirmLogin = defineEndpoint({
  name: 'twoFaConfirmLogin',
  group: 'Authentication',
  summary:
    'Second step: the code (twoFaToken) of the challenge (twoFaTokenId); answers the session. A wrong code ' +
    'answers 10122 with attemptsLeft in its issue; after 5 wrong codes the account is locked (10124) for 15 ' +
    'minutes, the right code included. The login fields are accepted as the spec sends them; the challenge names the account.',
  method: 'POST',
  path: '/twoFaConfirmLogin',
  versions: ['v1'],
  auth: 'none',
  rateLimit: 'login',
  request: v.object({
    aggregatorBuId: v.optional(BuIdSchema),
    account: optionalText(254),
    mobileNo: v.optional(PhoneNumberSchema),
    loginType: v.optional(v.picklist(LOGIN_TYPES, 'Unknown login type'), 'NL'),
    redirectUrl: optionalText(2048),
    twoFaTokenId: OpaqueTokenSchema,
    twoFaToken: TwoFaCodeSchema,
  }),
  response: SessionSchema,
});

export const DeleteAccountRequestSchema = v.object({
  custId: CustIdSchema,
  reasons: v.pipe(
    v.array(v.picklist(DELETE_ACCOUNT_REASONS, 'Unknown reason')),
    v.minLength(1, 'Choose at least one reason'),
    v.check((reasons) => new Set(reasons).size === reasons.length, 'Each reason once'),
  ),
  comment: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(DELETE_ACCOUNT_COMMENT_MAX))),
});

export const deleteAccount = defineEndpoint({
  name: 'deleteAccount',
  group: 'Member',
  summary:
    'Deletes the signed-in account (units with features.accountDeletion; individual and business accounts): ' +
    'every session and emailed link is revoked, personal data erased (name, email, phone, addresses, inbox, ' +
    'saved cart, company details) while orders, cards and ledgers are kept without them (decision 0050). ' +
    'Refused while the wallet holds money (10129) or an order waits for its payment (10130). Afterwards the ' +
    'login fails and the email address may register again.',
  method: 'POST',
  path: '/member/deleteAccount',
  versions: [''],
  auth: 'required',
  request: DeleteAccountRequestSchema,
  response: v.object({ deleted: v.literal(true) }),
});

export const EmailVerificationStateSchema = v.object({
  email: v.string(),
  verified: v.boolean(),
  /** When the last verification email was sent (ms since the epoch); null when none was. */
  lastSentAt: v.nullable(v.number()),
  /** Seconds before sendEmailVerification may send again (0: now). */
  resendInSeconds: v.number(),
});

export const getEmailVerification = defineEndpoint({
  name: 'getEmailVerification',
  group: 'Member',
  summary:
    "Where the account's email verification stands: verified or not, when the last link was sent and the " +
    'seconds left of its 59 s resend timer (sendEmailVerification answers 10131 with retryAfter before).',
  method: 'POST',
  path: '/member/getEmailVerification',
  versions: [''],
  auth: 'required',
  request: v.object({ custId: CustIdSchema }),
  response: EmailVerificationStateSchema,
});

export const CorporateCodeSchema = v.pipe(
  v.string(FIELD_MESSAGES.required),
  v.trim(),
  v.toUpperCase(),
  v.regex(CORPORATE_CODE_PATTERN, 'A corporate code looks like ABCD-1234'),
);

export const CorporateMemberSchema = v.object({
  memberId: CustIdSchema,
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  /** ISO date-time the member linked the account. */
  linkedAt: v.string(),
});

/**
 * The corporate account tab. company: a verified business account sees its corporate code and the
 * individual accounts linked to it; member: a B2B2C member sees its company; none: an individual account
 * that may link itself (canUpgrade) with a company's code.
 */
export const CorporateAccountSchema = v.object({
  role: v.picklist(['company', 'member', 'none']),
  canUpgrade: v.boolean(),
  company: v.nullable(
    v.object({
      companyName: v.string(),
      /** The company's own view only; null for members and while the company is not verified. */
      corporateCode: v.nullable(v.string()),
      memberCount: v.number(),
      /** Members only: ISO date-time they linked. */
      linkedAt: v.nullable(v.string()),
    }),
  ),
  /** The company's own view only (newest first); empty otherwise. */
  members: v.array(CorporateMemberSchema),
});
export type CorporateAccount = v.InferOutput<typeof CorporateAccountSchema>;

export const getCorporateAccount = defineEndpoint({
  name: 'getCorporateAccount',
  group: 'Member',
  summary:
    'The corporate account tab (units with features.corporateAccounts, else 10132). A verified business ' +
    "account's corporate code is made on its first call.",
  method: 'POST',
  path: '/member/getCorporateAccount',
  versions: [''],
  auth: 'required',
  request: v.object({ custId: CustIdSchema }),
  response: CorporateAccountSchema,
});

export const upgradeToB2b2c = defineEndpoint({
  name: 'upgradeToB2b2c',
  group: 'Member',
  summary:
    'B2B2C upgrade: links the signed-in individual account to the company whose corporate code it gives ' +
    '(10133 unknown code, 10134 already linked, 10135 not an individual account); answers the member view.',
  method: 'POST',
  path: '/member/upgradeToB2b2c',
  versions: [''],
  auth: 'required',
  request: v.object({ custId: CustIdSchema, corporateCode: CorporateCodeSchema }),
  response: CorporateAccountSchema,
});

export const removeCorporateMember = defineEndpoint({
  name: 'removeCorporateMember',
  group: 'Member',
  summary:
    "A company unlinks one of its members (10137 when not its member); the member's account stays an " +
    'individual account. Answers the company view.',
  method: 'POST',
  path: '/member/removeCorporateMember',
  versions: [''],
  auth: 'required',
  request: v.object({ custId: CustIdSchema, memberId: CustIdSchema }),
  response: CorporateAccountSchema,
});
