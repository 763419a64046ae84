import * as v from 'valibot';
import {
  BusinessUnitSchema,
  FeatureSwitchesSchema,
  LANGUAGES,
  MEMBERSHIP_SEPARATOR,
  PAYMENT_TYPE_SEPARATOR,
  type BusinessUnit,
  type FeatureSwitches,
  type Language,
  type SUPPORT_CHAT_KINDS,
} from '@shop/contracts';
import { validate, type FieldError } from '@shop/validation';

/** Every feature switch the shop reads, in the schema's order: the form shows one box for each. */
export const FEATURE_SWITCH_KEYS = Object.keys(FeatureSwitchesSchema.entries) as (keyof FeatureSwitches)[];

/** What an absent optional switch means (business-unit.ts). */
const OPTIONAL_SWITCH_DEFAULTS = { allowsWalletOnlyPayment: true, hideWalletTopUp: false } as const;

/** The banner slots of spec 1 section 3 (deskImage1-3, mobileImage1-6). */
export const BANNER_SLOTS = [
  'deskImage1',
  'deskImage2',
  'deskImage3',
  'mobileImage1',
  'mobileImage2',
  'mobileImage3',
  'mobileImage4',
  'mobileImage5',
  'mobileImage6',
] as const;

/**
 * The form's values: the unit's parameters as the shop reads them, except the few a form edits in
 * another shape (lists for the comma and pipe strings, one text per language for the brand message,
 * every switch as a box even where the schema lets it be absent, '' for an empty optional number).
 */
export type UnitSettingsValues = Omit<
  BusinessUnit,
  'memberShip' | 'paymentType' | 'support' | 'supportChat' | 'features' | 'walletTopUpMaxAmount' | 'banners'
> & {
  memberShip: string[];
  paymentType: string[];
  features: Record<keyof FeatureSwitches, boolean>;
  walletTopUpMaxAmount: number | '';
  banners: Record<(typeof BANNER_SLOTS)[number], string>;
  support: Omit<BusinessUnit['support'], 'message'> & { message: Partial<Record<Language, string>> };
  supportChat: { kind: '' | (typeof SUPPORT_CHAT_KINDS)[number]; target: string };
};

const splitList = (value: string, separator: string) =>
  value
    .split(separator)
    .map((item) => item.trim())
    .filter(Boolean);

/** The brand message per language: a text given once for every language is shown in each. */
function messagePerLanguage(message: BusinessUnit['support']['message'], languages: readonly Language[]) {
  if (typeof message === 'string') return Object.fromEntries(languages.map((language) => [language, message]));
  return { ...message };
}

export function toFormValues(params: BusinessUnit): UnitSettingsValues {
  // A copy (the parameters are JSON data): editing the form never changes the parameters it came from.
  const { memberShip, paymentType, support, supportChat, features, walletTopUpMaxAmount, banners, ...rest } =
    JSON.parse(JSON.stringify(params)) as BusinessUnit;
  return {
    ...rest,
    memberShip: splitList(memberShip, MEMBERSHIP_SEPARATOR),
    paymentType: splitList(paymentType, PAYMENT_TYPE_SEPARATOR),
    features: {
      ...features,
      // Absent switches mean what the schema says they mean.
      allowsWalletOnlyPayment: features.allowsWalletOnlyPayment ?? OPTIONAL_SWITCH_DEFAULTS.allowsWalletOnlyPayment,
      hideWalletTopUp: features.hideWalletTopUp ?? OPTIONAL_SWITCH_DEFAULTS.hideWalletTopUp,
    },
    walletTopUpMaxAmount: walletTopUpMaxAmount ?? '',
    banners: Object.fromEntries(
      BANNER_SLOTS.map((slot) => [slot, banners[slot] ?? '']),
    ) as UnitSettingsValues['banners'],
    support: { ...support, message: messagePerLanguage(support.message, params.languages) },
    supportChat: { kind: supportChat?.kind ?? '', target: supportChat?.target ?? '' },
  };
}

const isBlankNumber = (value: unknown) => value === '' || (typeof value === 'number' && Number.isNaN(value));

/**
 * The parameters to save: the form's values back in the shop's shape. Banner slots left empty and the
 * brand message of languages the unit no longer has are dropped; other banner keys of the unit are kept.
 */
export function toParams(values: UnitSettingsValues, original: BusinessUnit): unknown {
  const { memberShip, paymentType, support, supportChat, walletTopUpMaxAmount, banners, ...rest } = values;
  const otherBanners = Object.fromEntries(
    Object.entries(original.banners).filter(([slot]) => !(BANNER_SLOTS as readonly string[]).includes(slot)),
  );
  const filledBanners = Object.fromEntries(Object.entries(banners).filter(([, url]) => url.trim() !== ''));
  const message = Object.fromEntries(
    LANGUAGES.filter((language) => values.languages.includes(language)).map((language) => [
      language,
      support.message[language] ?? '',
    ]),
  );
  // A switch the unit leaves absent stays absent while it keeps its default meaning: no change to record.
  const features = { ...rest.features } as Partial<FeatureSwitches>;
  for (const [key, meaning] of Object.entries(OPTIONAL_SWITCH_DEFAULTS) as [keyof FeatureSwitches, boolean][]) {
    if (original.features[key] === undefined && features[key] === meaning) delete features[key];
  }
  return {
    ...original,
    ...rest,
    features,
    memberShip: memberShip.join(MEMBERSHIP_SEPARATOR),
    paymentType: paymentType.join(PAYMENT_TYPE_SEPARATOR),
    walletTopUpMaxAmount: isBlankNumber(walletTopUpMaxAmount) ? undefined : walletTopUpMaxAmount,
    banners: { ...otherBanners, ...filledBanners },
    support: { ...support, message },
    supportChat: supportChat.kind === '' ? undefined : { kind: supportChat.kind, target: supportChat.target.trim() },
  };
}

/** Where a parameter's problem shows in the form (the same path, but a support chat has one target box). */
function formPathOf(path: string): string {
  if (path === 'supportChat') return 'supportChat.kind';
  if (path.startsWith('memberShip')) return 'memberShip';
  if (path.startsWith('paymentType')) return 'paymentType';
  if (path.startsWith('languages')) return 'languages';
  return path;
}

/** The form's values checked with the shop's own unit schema: the parameters, or each problem at its field. */
export function checkUnitSettings(
  values: UnitSettingsValues,
  original: BusinessUnit,
  messages: { defaultLanguageNotOffered: string },
): { ok: true; params: BusinessUnit } | { ok: false; errors: FieldError[] } {
  const params = toParams(values, original);
  const result = validate(BusinessUnitSchema, params);
  if (!result.success) {
    return { ok: false, errors: result.errors.map((error) => ({ ...error, path: formPathOf(error.path) })) };
  }
  const extra: FieldError[] = [];
  if (!result.output.languages.includes(result.output.defaultLanguage))
    extra.push({ path: 'defaultLanguage', message: messages.defaultLanguageNotOffered });
  return extra.length > 0 ? { ok: false, errors: extra } : { ok: true, params: v.parse(BusinessUnitSchema, params) };
}
