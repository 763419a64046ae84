import * as v from 'valibot';
import { CaptchaSettingsSchema } from './captcha';
import { COUNTRY_PICKER } from './code-tables';
import { LANGUAGES } from './languages';
import { SsoPortalSchema } from './sso-portal';
import { ACCOUNT_HEADER_GROUPS } from './account-security';

/** Default business unit and the constants that go with it (spec 2 section 9). */
export const DEFAULT_BU_ID = '97';
export const DEFAULT_CURRENCY = 'EUR';
export const DEFAULT_GMT_OFFSET = 4;

/** A business unit id is the first path segment when present: letters, digits, dash or underscore. */
export const BuIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,32}$/, 'Invalid business unit id'));

/** Feature switches of spec 1 section 6, switched on per unit by its operator. */
export const FeatureSwitchesSchema = v.object({
  wallet: v.boolean(),
  giftTransfer: v.boolean(),
  receiveGifts: v.boolean(),
  quotations: v.boolean(),
  invoiceDownload: v.boolean(),
  corporateAccounts: v.boolean(),
  subscriptionOption: v.boolean(),
  taxUse: v.boolean(),
  phoneVerification: v.boolean(),
  socialAutoRegistration: v.boolean(),
  b2b: v.boolean(),
  kyb: v.boolean(),
  salesman: v.boolean(),
  twoFactor: v.boolean(),
  loginRequiredToBuy: v.boolean(),
  accountDeletion: v.boolean(),
  guestOnlyMode: v.boolean(),
  queryCard: v.boolean(),
  cookieConsent: v.boolean(),
  hideDeliverToMe: v.boolean(),
  /**
   * The unit's wallet-only payment option: false when the wallet may not pay an order on its own,
   * which also hides the wallet button. Optional so older unit data stays valid; absent means true.
   */
  allowsWalletOnlyPayment: v.optional(v.boolean()),
  /** Hides the wallet top-up button even for a reloadable wallet. Absent means false. */
  hideWalletTopUp: v.optional(v.boolean()),
});
export type FeatureSwitches = v.InferOutput<typeof FeatureSwitchesSchema>;

const HexColor = v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, 'Colour must be #rrggbb'));

export const BrandThemeSchema = v.object({
  primary: HexColor,
  primaryText: HexColor,
  accent: HexColor,
  surface: HexColor,
  text: HexColor,
  fontFamily: v.string(),
  /** The focus ring's colour: derived by the API from the others (libs/brand withFocusColour), never stored. */
  focus: v.optional(HexColor),
});

const LinkSchema = v.object({ label: v.string(), href: v.string() });

/** A text the operator writes once for every language, or per language: { "en": "…", "ar": "…" }. */
export const LocalizedTextSchema = v.union([
  v.string(),
  v.pipe(
    v.record(v.picklist(LANGUAGES), v.string()),
    v.check((texts) => Object.keys(texts).length > 0, 'Give the text in at least one language'),
  ),
]);
export type LocalizedText = v.InferOutput<typeof LocalizedTextSchema>;

/** The support chat kinds (decision 0016): each opens the brand's conversation in that service, no script loaded. */
export const SUPPORT_CHAT_KINDS = ['whatsapp', 'messenger', 'telegram', 'email'] as const;

/**
 * The brand's support chat (spec 1 section 2 "Support chat widget"): `target` is the WhatsApp number in
 * international digits, the Messenger page name, the Telegram user name or the support email address.
 */
export const SupportChatSchema = v.object({
  kind: v.picklist(SUPPORT_CHAT_KINDS),
  target: v.pipe(v.string(), v.regex(/^[A-Za-z0-9._+@-]{3,80}$/, 'A chat target is a number, name or address')),
});
export type SupportChat = v.InferOutput<typeof SupportChatSchema>;

/** A country's shop in the country picker: a path of this shop (/250) or another site (https://…). */
const CountrySiteSchema = v.pipe(
  v.string(),
  v.regex(/^(\/[A-Za-z0-9_/-]*|https:\/\/[^\s"<>]+)$/, 'A path or an https URL'),
);

/** Business-unit parameters (spec 1 section 3) plus the presentation a brand needs. */
export const BusinessUnitSchema = v.object({
  buId: BuIdSchema,
  name: v.pipe(v.string(), v.nonEmpty()),
  countryCode: v.pipe(v.string(), v.length(2)),
  currency: v.pipe(v.string(), v.length(3)),
  decimalDigits: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3)),
  languages: v.pipe(v.array(v.picklist(LANGUAGES)), v.minLength(1)),
  defaultLanguage: v.picklist(LANGUAGES),
  gmtOffset: v.optional(v.number(), DEFAULT_GMT_OFFSET),
  /** Comma-separated login types (LOGIN_TYPES), e.g. "NL,FB,GOOGLE". */
  memberShip: v.string(),
  discountType: v.string(),
  /** Pipe-separated payment-means codes (PAYMENT_MEANS), e.g. "C04|14|15". */
  paymentType: v.string(),
  cardMadeTaxRate: v.number(),
  shippingTaxRate: v.number(),
  isEnableGuestMode: v.boolean(),
  isAllowMultipleProduct: v.boolean(),
  b2bMaxQty: v.pipe(v.number(), v.integer(), v.minValue(1)),
  b2cMaxQty: v.pipe(v.number(), v.integer(), v.minValue(1)),
  b2cMinQty: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
  /**
   * The largest wallet top-up, in minor units of `currency` (not in the spec; decision 0019). Absent:
   * WALLET_TOP_UP_MAX_DEFAULT_MAJOR whole units of the currency.
   */
  walletTopUpMaxAmount: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(1))),
  pspProvider: v.string(),
  redirectUrl: v.string(),
  mobileRedirectUrl: v.string(),
  buType: v.string(),
  isVatInclude: v.boolean(),
  banners: v.record(v.string(), v.string()),
  features: FeatureSwitchesSchema,
  theme: BrandThemeSchema,
  support: v.object({
    phone: v.string(),
    email: v.string(),
    businessPhone: v.string(),
    businessEmail: v.string(),
    message: LocalizedTextSchema,
  }),
  externalFaqUrl: v.optional(v.string()),
  socialLinks: v.array(LinkSchema),
  moreInfoPages: v.array(
    v.object({ path: v.pipe(v.string(), v.startsWith('/')), title: LocalizedTextSchema, body: LocalizedTextSchema }),
  ),
  /**
   * API version overrides of this unit by endpoint name (spec 2 section 7: versions are resolved per
   * endpoint and unit), e.g. { "getProducts": "v3" }. Absent: each endpoint's default version.
   */
  /** The captcha shown on login, registration, reset, card query and unlock; absent: none on this unit. */
  captcha: v.optional(CaptchaSettingsSchema),
  /** The header's map link: the brand's map of stores where its cards are spent (decision 0016); absent: none. */
  mapUrl: v.optional(v.pipe(v.string(), v.url(), v.startsWith('https://'))),
  /**
   * The business information page (/b2b/info, decision 0027): a unit may hide its intro or its PDF
   * brochures (spec 1 section 2); absent: both shown.
   */
  businessInfoPage: v.optional(
    v.object({ hideIntro: v.optional(v.boolean(), false), hideBrochures: v.optional(v.boolean(), false) }),
  ),
  /** The support chat button (decision 0016); absent: none. */
  supportChat: v.optional(SupportChatSchema),
  /** The account header's unit group (spec 1 section 2, issue 22); absent: DEFAULT. */
  accountHeaderGroup: v.optional(v.picklist(ACCOUNT_HEADER_GROUPS)),
  /** The country picker's shops by COUNTRY_PICKER code (decision 0016); absent or empty: no picker. */
  countrySites: v.optional(v.record(v.picklist(COUNTRY_PICKER), CountrySiteSchema)),
  /** The unit's own portal for single sign-on (decision 0048); absent: no single sign-on. */
  sso: v.optional(SsoPortalSchema),
  apiVersions: v.optional(
    v.record(v.string(), v.pipe(v.string(), v.regex(/^(v\d{1,2})?$/, 'A version is v<number> or empty'))),
  ),
});
export type BusinessUnit = v.InferOutput<typeof BusinessUnitSchema>;

/** The directory of units the shop serves, used to recognise a /{buId} path prefix. */
export const BusinessUnitDirectorySchema = v.array(
  v.object({ buId: BuIdSchema, name: v.string(), countryCode: v.pipe(v.string(), v.length(2)) }),
);
export type BusinessUnitDirectory = v.InferOutput<typeof BusinessUnitDirectorySchema>;
