import * as v from 'valibot';
import { BuIdSchema } from '../business-unit';
import { EMBARGO_SCOPE_OPTIONS } from '../code-tables';
import { SHAREHOLDER_THRESHOLD_PERCENT, VERIFICATION_TRANSFER_MINOR } from '../constants';
import { defineEndpoint } from '../endpoint';
import { CustIdSchema, EmailSchema, MinorAmountSchema, OpaqueTokenSchema, PasswordSchema } from '../fields';
import { LoginRequestSchema } from './auth';
import { StoredFileIdSchema } from './files';

// Company verification, KYB (spec 2 "KYB", spec 1 "KYB payload", issue 19, decisions 0032-0033).
// A KYB account is its own: an email verified by a link (/b2b/kyb/verify-email?token=...), a password
// and the company's name; its session (kybToken + custId, the KYB account's id) is apart from the
// shop's. The dossier has five tabs, each saved on its own (updateKybUser) and read back
// (getKybUserInfo type 0 company, 1 user = legal representatives, 2 other shareholders); kybSubmit
// files it for the reviewers. Every field is checked with the @shop/validation kyb rules on the
// server; the schemas here only bound the wire (lengths, types), so the issues carry the rules' keys.

/** How long a KYB session lasts without use, and the verification link. */
export const KYB_SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const KYB_VERIFY_LINK_VALIDITY_MS = 24 * 60 * 60 * 1000;
/** A new verification email for the same address after this many seconds (the page's 59 s timer). */
export const KYB_EMAIL_RESEND_SECONDS = 59;
/** The page of the verification link: the email opens `${KYB_VERIFY_EMAIL_PATH}?token=...`. */
export const KYB_VERIFY_EMAIL_PATH = '/b2b/kyb/verify-email';
export const KYB_REPRESENTATIVES_MAX = 5;
/** At most four people can each hold 25 % or more. */
export const KYB_SHAREHOLDERS_MAX = 4;
export const KYB_SHAREHOLDER_MIN_STAKE = SHAREHOLDER_THRESHOLD_PERCENT;
/** The verification transfer: 10 euro from the dossier's IBAN with its reference (spec 2 section 9). */
export const KYB_VERIFICATION_TRANSFER = { amount: VERIFICATION_TRANSFER_MINOR, currency: 'EUR' } as const;

/** getKybUserInfo / updateKybUser type: 0 company, 1 user (legal representatives), 2 other shareholders. */
export const KYB_INFO_TYPES = { company: 0, user: 1, otherShareholder: 2 } as const;
export const KYB_DOSSIER_STATES = ['draft', 'submitted', 'approved', 'rejected'] as const;
export type KybDossierState = (typeof KYB_DOSSIER_STATES)[number];
export const KYB_TABS = ['company', 'representatives', 'shareholders', 'embargo', 'bank'] as const;
export type KybTab = (typeof KYB_TABS)[number];
export const KYB_ID_DOCUMENT_TYPES = ['ID', 'PASSPORT'] as const;
/** The four embargo questions, answered 'yes' or 'no'; the page holds their texts. */
export const KYB_EMBARGO_QUESTIONS = [
  'activityInEmbargoedCountries',
  'entitiesInEmbargoedCountries',
  'sanctionedOwnersOrManagers',
  'cardsForEmbargoedCountries',
] as const;
export type KybEmbargoQuestion = (typeof KYB_EMBARGO_QUESTIONS)[number];
export const KYB_EMBARGO_ANSWERS = ['yes', 'no'] as const;
/** Entity scope 1 to 4: this company only, with its subsidiaries, its whole group, its parent company. */
export const KYB_ENTITY_SCOPES = EMBARGO_SCOPE_OPTIONS;

/** Reference list (by mID) of each coded field. */
export const KYB_COMPANY_CODE_LISTS = {
  accountCategory: 'IND',
  legalForm: 'CLR',
  annualTurnover: 'ATO',
  entityType: 'ET',
  netIncomeRange: 'NIR',
  societyType: 'ST_EKDR',
} as const;
export const KYB_PERSON_CODE_LISTS = { occupation: 'OC', monthlyIncomeRange: 'MIR', assetsRange: 'PAR' } as const;

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
/** A number field of a draft tab: '' until it is filled (decision 0032). */
const draftNumber = () => v.union([v.number(), v.literal('')]);

/** The company information tab (type 0, companyInfo). */
export const KybCompanyInfoSchema = v.object({
  companyName: text(200),
  sirenNumber: text(20),
  firstAddress: text(200),
  zipCode: text(20),
  city: text(100),
  country: text(2),
  accountCategory: text(40),
  legalForm: text(40),
  annualTurnover: text(40),
  entityType: text(40),
  netIncomeRange: text(40),
  societyType: text(40),
});
export type KybCompanyInfo = v.InferOutput<typeof KybCompanyInfoSchema>;

/** A legal representative (type 1) or a shareholder holding 25 % or more (type 2), as a tab sends it. */
export const KybPersonInputSchema = v.object({
  civility: draftNumber(),
  firstName: text(100),
  lastName: text(100),
  /** YYYY-MM-DD; at least 18 years old. */
  birthDate: text(30),
  birthCity: text(100),
  nationality: text(2),
  /** Equity stake in percent (0 to 100, two decimals at most); a shareholder here holds 25 or more. */
  stake: draftNumber(),
  idDocumentType: text(20),
  /** A /resource/upload of purpose kybDocument (a PDF under 4.5 MB). */
  idDocumentFileId: text(40),
  taxResidence: text(2),
  tin: text(40),
  occupation: text(40),
  monthlyIncomeRange: text(40),
  assetsRange: text(40),
});
export type KybPersonInput = v.InferOutput<typeof KybPersonInputSchema>;

/** A person as read back: its id in the dossier (subId) and the stored ID document (null until uploaded). */
export const KybPersonSchema = v.object({
  ...KybPersonInputSchema.entries,
  subId: v.string(),
  idDocument: v.nullable(v.object({ fileId: StoredFileIdSchema, fileName: v.string(), size: v.number() })),
});
export type KybPerson = v.InferOutput<typeof KybPersonSchema>;

/** The embargo questionnaire tab (type 0, embargoInfo); details explain any 'yes'. */
export const KybEmbargoInfoSchema = v.object({
  answers: v.object(
    Object.fromEntries(KYB_EMBARGO_QUESTIONS.map((question) => [question, text(10)])) as Record<
      KybEmbargoQuestion,
      ReturnType<typeof text>
    >,
  ),
  entityScope: draftNumber(),
  details: v.optional(text(1000), ''),
});
export type KybEmbargoInfo = v.InferOutput<typeof KybEmbargoInfoSchema>;

/** The bank account tab (type 0, bankInfo): uppercase English letters and digits. */
export const KybBankInfoSchema = v.object({
  accountHolder: text(100),
  bic: text(20),
  iban: text(50),
  currency: text(10),
});
export type KybBankInfo = v.InferOutput<typeof KybBankInfoSchema>;

/** The KYB session: kybLogin and kybRegisterAccount answer it; the other calls carry kybToken and custId. */
export const KybSessionSchema = v.object({
  kybToken: OpaqueTokenSchema,
  custId: CustIdSchema,
  email: v.string(),
  companyName: v.string(),
});
export type KybSession = v.InferOutput<typeof KybSessionSchema>;

/**
 * What the dossier calls carry: the KYB session's token and id. Missing ones answer 401 (40100), an
 * unknown or expired token 401 (40101), another company's id 403 (40300): checked by the handler.
 */
const KybAuthEntries = {
  kybToken: v.optional(v.pipe(v.string(), v.maxLength(200))),
  custId: v.optional(v.pipe(v.string(), v.maxLength(20))),
};

/** The 10-euro transfer that proves the account is the company's: where to, with which reference. */
export const KybVerificationTransferSchema = v.object({
  amount: MinorAmountSchema,
  currency: v.string(),
  /** Put in the transfer's reference; the reviewer matches the bank statement with it. */
  reference: v.string(),
  beneficiaryName: v.string(),
  beneficiaryIban: v.string(),
  beneficiaryBic: v.string(),
  /** ISO time the reviewer recorded it; '' until then. */
  receivedAt: v.string(),
});

export const KybTabCompletionSchema = v.object({ complete: v.boolean(), missing: v.array(v.string()) });
export type KybTabCompletion = v.InferOutput<typeof KybTabCompletionSchema>;

export const KybDossierSchema = v.object({
  state: v.picklist(KYB_DOSSIER_STATES),
  /** The reviewer's reason when rejected (a rejection reopens the dossier); '' otherwise. */
  rejectionReason: v.string(),
  submittedAt: v.string(),
  reviewedAt: v.string(),
  /** Draft or rejected: the tabs may be saved. */
  editable: v.boolean(),
  /** Which tabs are saved (a draft counts). */
  tabs: v.object(
    Object.fromEntries(KYB_TABS.map((tab) => [tab, v.boolean()])) as Record<KybTab, v.BooleanSchema<undefined>>,
  ),
  /**
   * Each tab checked with the full rules: complete, or the paths still to fill inside the tab
   * ('sirenNumber', '0.idDocumentFileId'; '' a tab not saved yet or a list with no one).
   */
  completion: v.object(
    Object.fromEntries(KYB_TABS.map((tab) => [tab, KybTabCompletionSchema])) as Record<
      KybTab,
      typeof KybTabCompletionSchema
    >,
  ),
});
export type KybDossier = v.InferOutput<typeof KybDossierSchema>;

/** What getKybUserInfo and updateKybUser answer: the dossier's state and the parts of the type asked. */
export const KybUserInfoSchema = v.object({
  custId: CustIdSchema,
  email: v.string(),
  companyName: v.string(),
  type: v.picklist([0, 1, 2]),
  dossier: KybDossierSchema,
  /** Type 0 only (null when not saved yet or another type). */
  companyInfo: v.nullable(KybCompanyInfoSchema),
  embargoInfo: v.nullable(KybEmbargoInfoSchema),
  bankInfo: v.nullable(KybBankInfoSchema),
  /** Type 1: the legal representatives; type 2: the other shareholders; type 0: empty. */
  companyMemberInfo: v.array(KybPersonSchema),
});
export type KybUserInfo = v.InferOutput<typeof KybUserInfoSchema>;

export const sendVerificationEmail = defineEndpoint({
  name: 'sendVerificationEmail',
  group: 'KYB',
  summary:
    'Starts company verification: emails a link (/b2b/kyb/verify-email?token=..., valid 24 h) to confirm the ' +
    'address; an address that already has a KYB account is emailed a sign-in notice instead (same answer). ' +
    'Answers the tokenId of the verification (not the secret); again for the same address after 59 s (10083).',
  method: 'POST',
  path: '/kyb/sendVerificationEmail',
  versions: ['v1'],
  auth: 'none',
  rateLimit: 'registration',
  request: v.object({
    aggregatorBuId: v.optional(BuIdSchema),
    email: EmailSchema,
    captchaToken: v.optional(text(4096)),
  }),
  response: v.object({ tokenId: OpaqueTokenSchema, resendAfterSeconds: v.number() }),
});

export const confirmEmailVerification = defineEndpoint({
  name: 'confirmEmailVerification',
  group: 'KYB',
  summary:
    'Confirms the email of the link (its token, once); answers the address and a registrationToken for ' +
    'kybRegisterAccount (valid 1 h). 10081 a wrong, used or expired link; 10082 the address has an account.',
  method: 'POST',
  path: '/kyb/confirmEmailVerification',
  versions: ['v1'],
  auth: 'none',
  rateLimit: 'tokenCheck',
  request: v.object({ aggregatorBuId: v.optional(BuIdSchema), token: OpaqueTokenSchema }),
  response: v.object({ email: v.string(), registrationToken: OpaqueTokenSchema }),
});

export const kybRegisterAccount = defineEndpoint({
  name: 'kybRegisterAccount',
  group: 'KYB',
  summary:
    'Creates the KYB account of a confirmed email (password, company name) with an empty draft dossier and ' +
    'signs it in: answers the KYB session. 10081 registrationToken unknown or expired; 10082 account exists.',
  method: 'POST',
  path: '/kyb/kybRegisterAccount',
  versions: ['v1'],
  auth: 'none',
  rateLimit: 'registration',
  request: v.object({
    aggregatorBuId: v.optional(BuIdSchema),
    registrationToken: OpaqueTokenSchema,
    password: PasswordSchema,
    companyName: text(200),
  }),
  response: KybSessionSchema,
});

export const kybLogin = defineEndpoint({
  name: 'kybLogin',
  group: 'KYB',
  summary:
    'Signs a KYB account in with its email (account) and password; answers a KYB session (not a shop ' +
    'session). 10001 wrong email or password; 10006 locked after repeated failures.',
  method: 'POST',
  path: '/kyb/kybLogin',
  versions: ['v1'],
  auth: 'none',
  rateLimit: 'login',
  request: LoginRequestSchema,
  response: KybSessionSchema,
});

export const kybLogout = defineEndpoint({
  name: 'kybLogout',
  group: 'KYB',
  summary: 'Ends a KYB session (not in the spec: the page signs out of its KYB session); answers true even if gone.',
  method: 'POST',
  path: '/kyb/kybLogout',
  versions: ['v1'],
  auth: 'none',
  request: v.object({ kybToken: v.pipe(v.string(), v.maxLength(200)) }),
  response: v.object({ loggedOut: v.literal(true) }),
});

export const getKybUserInfo = defineEndpoint({
  name: 'getKybUserInfo',
  group: 'KYB',
  summary:
    'The dossier of the KYB session: its state (draft, submitted, approved, rejected with a reason), which ' +
    'tabs are saved and complete (the fields still to fill), and the parts of the type asked (0 company: ' +
    'company, embargo, bank; 1 legal representatives; 2 other shareholders). 401 (40100/40101) when the ' +
    'KYB token is missing, unknown or expired.',
  method: 'POST',
  path: '/kyb/getKybUserInfo',
  versions: ['v1'],
  auth: 'none',
  rateLimit: 'tokenCheck',
  request: v.object({ ...KybAuthEntries, type: v.optional(v.picklist([0, 1, 2]), 0) }),
  response: KybUserInfoSchema,
});

export const updateKybUser = defineEndpoint({
  name: 'updateKybUser',
  group: 'KYB',
  summary:
    'Saves one tab of a draft (or rejected) dossier as a draft: every value sent must pass the form rules, ' +
    'empty ones may wait (dossier.completion lists them); type 0 with ' +
    'companyInfo, embargoInfo or bankInfo (the parts sent), type 1 the legal representatives (1 to 5) or ' +
    'type 2 the other shareholders (0 to 4, each 25 % or more) as companyMemberInfo, replacing that list; ' +
    'all stakes together at most 100 %. Answers the info of that type. 10084 a submitted dossier.',
  method: 'POST',
  path: '/kyb/updateKybUser',
  versions: ['v1'],
  auth: 'none',
  rateLimit: 'tokenCheck',
  request: v.variant('type', [
    v.object({
      ...KybAuthEntries,
      type: v.literal(0),
      companyInfo: v.optional(KybCompanyInfoSchema),
      embargoInfo: v.optional(KybEmbargoInfoSchema),
      bankInfo: v.optional(KybBankInfoSchema),
    }),
    v.object({
      ...KybAuthEntries,
      type: v.picklist([1, 2]),
      companyMemberInfo: v.pipe(v.array(KybPersonInputSchema), v.maxLength(10)),
    }),
  ]),
  response: KybUserInfoSchema,
});

export const getBankInfo = defineEndpoint({
  name: 'getBankInfo',
  group: 'KYB',
  summary:
    "The bank account tab's values: the saved account, else a prefill (the company's name as holder, the " +
    "unit's currency); and the 10-euro verification transfer to make from it (the shop's account and the " +
    "dossier's reference; null where the unit has no receiving account).",
  method: 'POST',
  path: '/kyb/getBankInfo',
  versions: ['v1'],
  auth: 'none',
  rateLimit: 'tokenCheck',
  request: v.object(KybAuthEntries),
  response: v.object({
    bankInfo: KybBankInfoSchema,
    saved: v.boolean(),
    verificationTransfer: v.nullable(KybVerificationTransferSchema),
  }),
});

export const kybSubmit = defineEndpoint({
  name: 'kybSubmit',
  group: 'KYB',
  summary:
    'Files the dossier for review after checking every tab again (10085 a tab missing or no longer valid, ' +
    'with issues per field; 10086 an ID document missing); the dossier is then read-only (10084) until a ' +
    'reviewer rejects it. The page clears its KYB data after it.',
  method: 'POST',
  path: '/kyb/kybSubmit',
  versions: ['v1'],
  auth: 'none',
  rateLimit: 'tokenCheck',
  request: v.object(KybAuthEntries),
  response: v.object({ state: v.literal('submitted'), submittedAt: v.string() }),
});
