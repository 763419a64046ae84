import * as v from 'valibot';
import { BuIdSchema, BusinessUnitSchema } from '../business-unit';
import { defineEndpoint } from '../endpoint';
import { FIELD_MESSAGES, OpaqueTokenSchema, PageSchema } from '../fields';

// Operators (issue 21, decisions 0038-0040): brand operators run the units they are given, administrators
// run every unit and the operator accounts. They sign in with a password and then a TOTP code (required for
// everyone); their sessions and tokens are their own (auth 'operator'), never a customer's. Every call that
// changes something writes the append-only audit log. A unit's settings and its catalogue (operator-catalogue.ts)
// change by versions: a draft, its preview, publish (every replica within a second), restore of any earlier one.

const whole = v.pipe(v.number(), v.integer());
const epochMs = whole;

/** Operator of the listed units, or administrator of every unit (and of the operator accounts). */
export const OPERATOR_ROLES = ['operator', 'administrator'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/**
 * An operator's email: the shop's staff addresses, any top-level domain (the customers' rule allows 2 to 4
 * letters only, which refuses e.g. giftshop.example); compared lower-case.
 */
export const OPERATOR_EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,63}$/;
export const OperatorEmailSchema = v.pipe(
  v.string(FIELD_MESSAGES.required),
  v.trim(),
  v.nonEmpty(FIELD_MESSAGES.required),
  v.maxLength(254, FIELD_MESSAGES.lessThan(254)),
  v.regex(OPERATOR_EMAIL_PATTERN, FIELD_MESSAGES.email),
  v.toLowerCase(),
);

export const OperatorIdSchema = v.pipe(v.number(), v.integer(), v.minValue(1));

/** A unit as the unit picker shows it. */
export const OperatorUnitSchema = v.object({ buId: BuIdSchema, name: v.string() });

export const OperatorSchema = v.object({
  operatorId: OperatorIdSchema,
  email: v.string(),
  name: v.string(),
  role: v.picklist(OPERATOR_ROLES),
  /** The units this operator runs (an administrator: every unit), in id order. */
  units: v.array(OperatorUnitSchema),
  /** A disabled operator cannot sign in; his sessions are ended when he is disabled. */
  active: v.boolean(),
});
export type Operator = v.InferOutput<typeof OperatorSchema>;

/** The TOTP code of the authenticator app: 6 digits (RFC 6238, 30 s steps, SHA-1). */
export const TotpCodeSchema = v.pipe(v.string(), v.regex(/^\d{6}$/, 'Enter the 6 digits of the code'));

export const operatorSignIn = defineEndpoint({
  name: 'operatorSignIn',
  group: 'Operators',
  summary:
    "An operator's first step: email and password. Answers a challenge for the TOTP step (valid 5 minutes); " +
    '10090 for a wrong email or password (the same for both), 10093 after 5 failures within 15 minutes.',
  method: 'POST',
  path: '/operator/signIn',
  versions: [''],
  auth: 'none',
  rateLimit: 'login',
  request: v.object({ email: OperatorEmailSchema, password: v.pipe(v.string(), v.nonEmpty(), v.maxLength(128)) }),
  response: v.object({ challengeId: OpaqueTokenSchema, expiresAt: epochMs }),
});

export const OperatorSessionSchema = v.object({
  /** Sent as the Basic-auth user name (or the payload's accessToken) on every operator call. */
  accessToken: OpaqueTokenSchema,
  /** The session ends after 30 minutes without a call (each call moves this on) and 12 hours at most. */
  expiresAt: epochMs,
  operator: OperatorSchema,
});
export type OperatorSession = v.InferOutput<typeof OperatorSessionSchema>;

export const operatorVerifyTotp = defineEndpoint({
  name: 'operatorVerifyTotp',
  group: 'Operators',
  summary:
    'The second step: the challenge and the current TOTP code; answers the operator session. A code is ' +
    'accepted once (10091 when wrong or already used), 10092 when the challenge expired, 10093 when locked.',
  method: 'POST',
  path: '/operator/signIn/totp',
  versions: [''],
  auth: 'none',
  rateLimit: 'otp',
  request: v.object({ challengeId: OpaqueTokenSchema, code: TotpCodeSchema }),
  response: OperatorSessionSchema,
});

export const operatorSignOut = defineEndpoint({
  name: 'operatorSignOut',
  group: 'Operators',
  summary: "Ends the calling operator's session.",
  method: 'POST',
  path: '/operator/signOut',
  versions: [''],
  auth: 'operator',
  request: v.object({}),
  response: v.object({ signedOut: v.literal(true) }),
});

export const getOperatorMe = defineEndpoint({
  name: 'getOperatorMe',
  group: 'Operators',
  summary: 'The calling operator: role and units (the unit picker). 10094 without a live operator session.',
  method: 'POST',
  path: '/operator/me',
  versions: [''],
  auth: 'operator',
  request: v.object({}),
  response: v.object({ operator: OperatorSchema, expiresAt: epochMs }),
});

export const listOperators = defineEndpoint({
  name: 'listOperators',
  group: 'Operators',
  summary: 'Every operator account, by email (administrators only: 58051).',
  method: 'POST',
  path: '/operator/operators',
  versions: [''],
  auth: 'operator',
  request: v.object({}),
  response: v.object({ operators: v.array(OperatorSchema) }),
});

const OperatorFieldsSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(100)),
  role: v.picklist(OPERATOR_ROLES),
  /** The units an operator runs (at least one); ignored for an administrator, who runs every unit. */
  unitIds: v.pipe(v.array(BuIdSchema), v.maxLength(200)),
});

export const createOperator = defineEndpoint({
  name: 'createOperator',
  group: 'Operators',
  summary:
    'A new operator account (administrators only). Answers its TOTP secret and otpauth:// URI once, for ' +
    'the new operator to enrol his authenticator app; neither is ever answered again. 58059: email taken.',
  method: 'POST',
  path: '/operator/operators/create',
  versions: [''],
  auth: 'operator',
  request: v.object({
    ...OperatorFieldsSchema.entries,
    email: OperatorEmailSchema,
    password: v.pipe(v.string(), v.maxLength(128)),
  }),
  response: v.object({ operator: OperatorSchema, totpSecret: v.string(), totpUri: v.string() }),
});

export const updateOperator = defineEndpoint({
  name: 'updateOperator',
  group: 'Operators',
  summary:
    "Changes an operator's name, role, units or whether he may sign in (administrators only); disabling " +
    'him ends his sessions. An administrator cannot disable himself or take his own role away.',
  method: 'POST',
  path: '/operator/operators/update',
  versions: [''],
  auth: 'operator',
  request: v.object({ ...OperatorFieldsSchema.entries, operatorId: OperatorIdSchema, active: v.boolean() }),
  response: v.object({ operator: OperatorSchema }),
});

// ---- The audit log ----

export const AuditEntrySchema = v.object({
  auditId: whole,
  at: epochMs,
  operatorId: whole,
  operatorName: v.string(),
  operatorEmail: v.string(),
  /** What was done, e.g. 'unitSettings.publish', 'catalogue.restore', 'operator.create', 'signIn'. */
  action: v.string(),
  /** The unit acted on; '' for actions on no unit (operator accounts). */
  buId: v.string(),
  /** What was acted on within it, e.g. 'version 4', an order number, an operator's email. */
  target: v.string(),
  /** The action's own facts (what changed, a reason); never a secret. */
  details: v.record(v.string(), v.unknown()),
});
export type AuditEntry = v.InferOutput<typeof AuditEntrySchema>;

export const AUDIT_PAGE_SIZE = 50;

export const listAuditLog = defineEndpoint({
  name: 'listAuditLog',
  group: 'Operators',
  summary:
    'The audit log, newest first, 50 per page, optionally of one unit, one operator or actions starting ' +
    'with a prefix (administrators only: 58051). The log is append-only: nothing changes or deletes a row.',
  method: 'POST',
  path: '/operator/audit',
  versions: [''],
  auth: 'operator',
  request: v.object({
    page: v.optional(PageSchema, 1),
    buId: v.optional(v.union([v.literal(''), BuIdSchema]), ''),
    operatorId: v.optional(v.union([v.literal(0), OperatorIdSchema]), 0),
    action: v.optional(v.pipe(v.string(), v.maxLength(60)), ''),
  }),
  response: v.object({ entries: v.array(AuditEntrySchema), totalCount: whole, page: whole, pageSize: whole }),
});

// ---- Versions (unit settings and catalogue alike) ----

/** draft: saved, never published; live: the published one the shop serves; earlier: published before. */
export const VERSION_STATES = ['draft', 'live', 'earlier'] as const;
export type VersionState = (typeof VERSION_STATES)[number];

export const VersionNoSchema = v.pipe(v.number(), v.integer(), v.minValue(1));

/** One version of a unit's settings or catalogue: who made it, when, what changed, its state. */
export const VersionSchema = v.object({
  versionNo: VersionNoSchema,
  state: v.picklist(VERSION_STATES),
  /** The version it was edited from (null for the first). */
  basedOn: v.nullable(whole),
  /** A restore: the earlier version it copies. */
  restoredFrom: v.nullable(whole),
  /** null: made by the system (the unit's first version, from the settings it had). */
  createdBy: v.nullable(v.object({ operatorId: whole, name: v.string() })),
  createdAt: epochMs,
  publishedBy: v.nullable(v.object({ operatorId: whole, name: v.string() })),
  publishedAt: v.nullable(epochMs),
  note: v.string(),
  /** What differs from the version it is based on: dotted paths, e.g. 'features.b2b', 'banners.homeTop'. */
  changes: v.array(v.string()),
});
export type Version = v.InferOutput<typeof VersionSchema>;

export const VERSIONS_PAGE_SIZE = 30;

const NoteSchema = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(300)), '');
const versionsPage = v.object({ versions: v.array(VersionSchema), totalCount: whole, page: whole, pageSize: whole });

// ---- Unit settings ----

export const listOperatorUnits = defineEndpoint({
  name: 'listOperatorUnits',
  group: 'Operators',
  summary: "The units the calling operator runs, with each one's live settings version and catalogue version.",
  method: 'POST',
  path: '/operator/units',
  versions: [''],
  auth: 'operator',
  request: v.object({}),
  response: v.object({
    units: v.array(
      v.object({
        ...OperatorUnitSchema.entries,
        countryCode: v.string(),
        currency: v.string(),
        liveSettingsVersion: whole,
        liveCatalogueVersion: whole,
      }),
    ),
  }),
});

export const getUnitSettings = defineEndpoint({
  name: 'getUnitSettings',
  group: 'Operators',
  summary:
    "A unit's settings: the live version, or the version asked for (a draft to go on editing, an earlier " +
    'one to compare). 58050 for a unit the operator does not run, 58052 for an unknown version.',
  method: 'POST',
  path: '/operator/units/settings',
  versions: [''],
  auth: 'operator',
  request: v.object({ buId: BuIdSchema, versionNo: v.optional(VersionNoSchema) }),
  response: v.object({ version: VersionSchema, liveVersionNo: whole, params: BusinessUnitSchema }),
});

export const listUnitSettingsVersions = defineEndpoint({
  name: 'listUnitSettingsVersions',
  group: 'Operators',
  summary: "A unit's settings versions, newest first, 30 per page: who, when, what changed, which is live.",
  method: 'POST',
  path: '/operator/units/settings/versions',
  versions: [''],
  auth: 'operator',
  request: v.object({ buId: BuIdSchema, page: v.optional(PageSchema, 1) }),
  response: versionsPage,
});

export const saveUnitSettingsDraft = defineEndpoint({
  name: 'saveUnitSettingsDraft',
  group: 'Operators',
  summary:
    'Saves the edited settings as a new draft version based on `basedOn`; the parameters are checked with the ' +
    "shop's own unit schema (400 naming each field). params.buId must be the unit's. Publishing is a separate call.",
  method: 'POST',
  path: '/operator/units/settings/draft',
  versions: [''],
  auth: 'operator',
  request: v.object({ buId: BuIdSchema, basedOn: VersionNoSchema, params: BusinessUnitSchema, note: NoteSchema }),
  response: v.object({ version: VersionSchema }),
});

export const previewUnitSettings = defineEndpoint({
  name: 'previewUnitSettings',
  group: 'Operators',
  summary:
    'A link that opens the shop as this version for the operator only: a signed token valid 15 minutes, kept ' +
    "by the shop server in that browser's cookie for its life. Customers keep seeing the live version.",
  method: 'POST',
  path: '/operator/units/settings/preview',
  versions: [''],
  auth: 'operator',
  request: v.object({ buId: BuIdSchema, versionNo: VersionNoSchema }),
  response: v.object({ previewUrl: v.string(), expiresAt: epochMs }),
});

export const publishUnitSettings = defineEndpoint({
  name: 'publishUnitSettings',
  group: 'Operators',
  summary:
    'Publishes a draft: it becomes the live version on every API replica and the next page load of every shop ' +
    'within a second. 58053 when not a draft, 58054 when another version was published since its base.',
  method: 'POST',
  path: '/operator/units/settings/publish',
  versions: [''],
  auth: 'operator',
  request: v.object({ buId: BuIdSchema, versionNo: VersionNoSchema }),
  response: v.object({ version: VersionSchema }),
});

export const restoreUnitSettings = defineEndpoint({
  name: 'restoreUnitSettings',
  group: 'Operators',
  summary:
    'Restores an earlier version: a new version with its settings is made and published at once (the history ' +
    'keeps every version).',
  method: 'POST',
  path: '/operator/units/settings/restore',
  versions: [''],
  auth: 'operator',
  request: v.object({ buId: BuIdSchema, versionNo: VersionNoSchema, note: NoteSchema }),
  response: v.object({ version: VersionSchema }),
});

export const copyUnit = defineEndpoint({
  name: 'copyUnit',
  group: 'Operators',
  summary:
    "A new unit as a copy of another (administrators only): the source's live settings with the new id and " +
    'name, and its live catalogue; both start at version 1. 58056 when the id is taken.',
  method: 'POST',
  path: '/operator/units/copy',
  versions: [''],
  auth: 'operator',
  request: v.object({
    fromBuId: BuIdSchema,
    buId: BuIdSchema,
    name: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(100)),
  }),
  response: v.object({ unit: OperatorUnitSchema }),
});
