import type { BusinessUnit, Language, WebInfo } from '@shop/contracts';
import type { Db } from '../db/database';
import type { EnvelopeKeys } from '../security/envelope-keys';
import type { RequestNonces } from '../security/request-nonces';
import type { PasswordChecker } from '../security/passwords';
import type { Outbox } from '../messaging/outbox';
import type { ActiveSession, SessionStore } from './auth/session-store';
import type { UnitDirectory } from '../http/unit-directory';
import type { RateCounters } from '../security/rate-counters';
import type { CaptchaService } from '../security/captcha/captcha-service';
import type { TargetLimits } from '../http/rate-limits';
import type { AccountRepository } from './auth/account-repository';
import type { LoginLockout } from './auth/login-lockout';
import type { CartRepository } from './cart/cart-repository';
import type { CatalogueRepository } from './catalogue/catalogue-repository';
import type { CatalogueCache } from './catalogue/catalogue-cache';
import type { ProductRepository } from './catalogue/product-repository';
import type { MemberRepository } from './member/member-repository';
import type { AccountTokens } from './registration/account-tokens';
import type { OneTimeCodes } from './registration/one-time-codes';
import type { PendingRegistrations } from './registration/pending-registrations';
import type { ReferenceDataRepository } from './reference-data/reference-data-repository';
import type { PhoneCountries } from './registration/phone-countries';
import type { IdempotencyKeys } from './idempotency/idempotency-keys';
import type { GiftCardStore } from './gift-cards/gift-card-store';
import type { PaymentStore } from './payments/payment-store';
import type { OrderRepository } from './orders/order-repository';
import type { CardKeyring } from './gift-cards/card-keys';
import type { CardRepository } from './cards/card-repository';
import type { WalletStore } from './wallet/wallet-store';
import type { WalletTopUps } from './wallet/wallet-top-ups';
import type { HistoryRepository } from './history/history-repository';
import type { StoredFileRepository } from './files/stored-file-repository';
import type { UploadFolder } from './files/upload-folder';
import type { JobQueue } from '../jobs/job-queue';
import type { DeliveryRepository } from './delivery/delivery-repository';
import type { BusinessRegistrations } from './business-accounts/business-registrations';
import type { BusinessVerifications } from './business-accounts/business-verifications';
import type { CompanyRegister } from './business-accounts/company-register';
import type { KybAccounts } from './kyb/kyb-accounts';
import type { KybDossiers } from './kyb/kyb-dossiers';
import type { KybEmailVerifications } from './kyb/kyb-verifications';
import type { KybReviews } from './kyb/kyb-reviews';
import type { SalesmanRepository } from './salesmen/salesman-repository';
import type { OperatorAccounts } from './operators/operator-accounts';
import type { OperatorSessions } from './operators/operator-sessions';
import type { AuditLog } from './operators/audit-log';
import type { OperatorPrincipal } from './operators/operator-access';
import type { TotpSealer } from './operators/operator-totp';
import type { UnitVersions } from './operators/unit-versions';
import type { UnitPreviews } from './operators/unit-previews';
import type { ConfigGeneration } from '../http/config-generation';
import type { RefundRepository } from './back-office/refund-repository';
import type { TwoFactorStore } from './account-security/two-factor-store';
import type { AccountDeletions } from './account-security/account-deletion';
import type { CorporateAccounts } from './account-security/corporate-accounts';
import type { EmailVerifications } from './account-security/email-verification-state';
import type { SsoStore } from './sso/sso-store';
import type { SocialProviders } from './sso/social-providers';

/** What handlers work with; one instance per server. */
export interface Services {
  db: Db;
  now(): number;
  passwords: PasswordChecker;
  envelopeKeys: EnvelopeKeys;
  /** The nonces of the sealed requests received: each sealed request is accepted once, on any replica. */
  requestNonces: RequestNonces;
  units: UnitDirectory;
  sessions: SessionStore;
  outbox: Outbox;
  /** Seals server carts at rest. */
  cartKey: CryptoKey;
  /** Signs browser fingerprints. */
  signingKey: Uint8Array<ArrayBuffer>;
  /** Origin of the shop, for links in emails, e.g. http://localhost:3000. */
  shopUrl: string;
  /** Catalogue images' folder (template pictures for card documents); null when served elsewhere. */
  imagesDir: string | null;
  /** Counters in the database that every replica shares (rate limits, per-target limits). */
  counters: RateCounters;
  /** Per-target limits: one-time codes per number, email or account; emails per address. */
  targetLimits: TargetLimits;
  /** Captcha verification of the unit's provider (or the shop's test provider). */
  captcha: CaptchaService;
  /** Background jobs (pg-boss in this database): scheduled deliveries, sending. */
  jobs: JobQueue;
  /** Each card's delivery per channel, its sends, and the physical lines' fulfilment records. */
  deliveries: DeliveryRepository;
  /** The feature groups' repositories (built by featureRepositories). */
  accounts: AccountRepository;
  /** Failed sign-ins per account and per sign-in name, and the locks they cause. */
  loginLockout: LoginLockout;
  carts: CartRepository;
  catalogue: CatalogueRepository;
  /** The catalogue answers shared by a unit's visitors, dropped on every publish (catalogue-cache.ts). */
  catalogueCache: CatalogueCache;
  products: ProductRepository;
  members: MemberRepository;
  /** Registration attempts until confirmed. */
  registrations: PendingRegistrations;
  /** Emailed link tokens (password reset, account validation). */
  accountTokens: AccountTokens;
  /** SMS and email one-time codes. */
  oneTimeCodes: OneTimeCodes;
  /** The countries a consumer's mobile number may be of (cached briefly). */
  phoneCountries: PhoneCountries;
  /** Countries, stores, reference lists, the company register, zip codes. */
  referenceData: ReferenceDataRepository;
  /** Client keys of the calls that move money: one effect per key, the first answer replayed. */
  idempotencyKeys: IdempotencyKeys;
  /** Gift cards and their append-only ledger: every balance movement with its ledger row. */
  giftCards: GiftCardStore;
  /** Hosted payments: one row per attempt, claimed once (created/pending -> succeeded). */
  payments: PaymentStore;
  /** Orders, their lines, coupons and receipts (priced by the server). */
  orders: OrderRepository;
  /** The gift cards' lookup, PIN and vault keys (from SHOP_CARD_SECRET; docs/decisions/0007). */
  cardKeys: CardKeyring;
  /** The card calls' queries: owners' cards, products, transfers, top-ups, ledger pages. */
  cards: CardRepository;
  /** Member wallets and their append-only ledger: debit (P), credit (L, C, G), balanceOf. */
  wallets: WalletStore;
  /** Wallet top-ups requested through a hosted payment (status R, then Y or N). */
  walletTopUps: WalletTopUps;
  /** The member's history lists: orders, wallet movements, cards transferred and received. */
  history: HistoryRepository;
  /** Rows of uploaded files (stored_files). */
  storedFiles: StoredFileRepository;
  /** The folder of uploaded files' bytes, outside the web root (SHOP_UPLOAD_DIR or .data/uploads). */
  uploads: UploadFolder;
  /** Business registrations between their steps, and their completion into a business account. */
  businessRegistrations: BusinessRegistrations;
  /** The manual document check of business accounts: the reviewers' queue and their decisions. */
  businessVerifications: BusinessVerifications;
  /** The company register behind queryCompany and b2bRegister (a stand-in; see company-register.ts). */
  companyRegister: CompanyRegister;
  /** Company verification (KYB): email links, its own accounts and sessions, dossiers, the reviewers' side. */
  kybVerifications: KybEmailVerifications;
  kybAccounts: KybAccounts;
  kybDossiers: KybDossiers;
  kybReviews: KybReviews;
  /** Customers' owning salesmen, the salesmen's customer lists, orders and commission statements. */
  salesmen: SalesmanRepository;
  /** Operator accounts (issue 21), their sign-in challenges and sessions (apart from the customers'). */
  operators: OperatorAccounts;
  operatorSessions: OperatorSessions;
  /** The append-only audit log: every operator action records itself with audit.record(tx, operator, ...). */
  audit: AuditLog;
  /** Seals the operators' TOTP secrets at rest. */
  totpSealer: TotpSealer;
  /** The versions of units' settings and catalogues (draft, publish, restore). */
  unitVersions: UnitVersions;
  /** The publish counter every replica watches to drop its unit and catalogue caches within a second. */
  configGeneration: ConfigGeneration;
  /** Signed preview links of a settings version, honoured by the shop server for the operator's browser. */
  unitPreviews: UnitPreviews;
  /** Refunds of paid orders (back office): refund rows, the cards they cancelled, the order's status. */
  refunds: RefundRepository;
  /** Two-factor challenges and the wrong codes counted per account (issue 22). */
  twoFactor: TwoFactorStore;
  /** Deleting an account: revocation, erasure, the reasons (decision 0050). */
  accountDeletions: AccountDeletions;
  /** Companies' corporate codes and their B2B2C members (decision 0051). */
  corporate: CorporateAccounts;
  /** When verification emails were sent (the 59 s timer). */
  emailVerifications: EmailVerifications;
  /** Social sign-ins in progress, accounts' outside identities, single sign-on tokens used. */
  sso: SsoStore;
  /** The social providers' OpenID configurations (the identity sandbox unless real ones are set). */
  socialProviders: SocialProviders;
}

/** One call as a handler sees it: parsed input, who calls, for which unit and language. */
export interface Call<TInput> {
  input: TInput;
  webInfo: WebInfo;
  unit: BusinessUnit;
  /** The request language, within the unit's languages. */
  language: Language;
  session: ActiveSession | null;
  /** The operator of an operator call (auth 'operator'); null or absent on every other call. */
  operator?: OperatorPrincipal | null;
  ip: string;
  /**
   * Which client sent the call: the digest of its initial token (one per browser, renewed hourly). A
   * guest's uploads are scoped to it, so another guest cannot use them (decision 0061).
   */
  clientId?: string;
  services: Services;
  /**
   * The client key of an idempotent call (Endpoint.idempotent; sealed in the request), unique per caller and endpoint:
   * use it as the unique reference of the call's effect (an order's client key, a ledger reference).
   */
  idempotencyKey?: string;
  /** The file part of a multipart call (features/files/multipart-upload.ts), checked by its handler. */
  upload?: UploadedFile;
}

/** A file as a multipart call carries it: the name the client gave and the bytes. */
export interface UploadedFile {
  fileName: string;
  bytes: Buffer;
}
