/**
 * Every validation message, in English, in one place. Keys are what valibot issues carry; the
 * texts are the i18next `en` resource (libs/i18n/src/resources/en/validation.json holds the same
 * table). Placeholders use i18next syntax: {{num}}, {{min}}, {{max}}, {{format}}, {{age}},
 * {{amounts}}.
 */
export const messages = {
  // Spec 1 section 5, texts exactly as written there.
  required: 'This field is required.',
  numberOnly: 'This field can input number only.',
  letterAndNumberOnly: 'This field can input letter and number only.',
  noNumbers: 'This field cannot accept numbers.',
  length2To30: 'This field requires 2 to 30 characters.',
  lessThan: 'Must be less than {{num}} characters.',
  between: 'Must be between {{min}} and {{max}} characters.',
  emailFormat: 'not valid email format',
  formatNotRight: 'The format is not right',
  passwordLowercase: 'At least 1 lowercase',
  passwordUppercase: 'At least 1 uppercase',
  passwordNoSpace: 'No space',
  onlyBlankspaces: 'This field cannot contain only blankspaces',
  amountMin: 'Amount must be greater than or equal to {{num}}.',
  amountMax: 'Amount must be less than or equal to {{num}}.',
  // Not in the spec: a card sold in fixed amounts, given another (the amounts as the user reads them).
  amountOneOf: 'Amount must be one of {{amounts}}.',
  singleQuote: 'Cannot contain single quote',
  format: 'Format should be {{format}}',
  noSpace: 'This field cannot accept space.',
  englishOnly: 'English characters only.',
  englishOnlyField: 'This field only accept english characters.',
  attackCharacters: 'The field you entered may contain illegal attack characters',
  wrongPhone: 'wrong phone number',
  companyQueryCriteria: 'At least input one criteria to query your company',
  // The spec writes '{max}'; the resource uses i18next's {{max}}, the rendered text is the same.
  maxQuantity: 'The maximum quantity is {{max}} for an order',
  // Spec 1 section 5 (coupon) and spec 2 section 8.
  insufficientCardBalance: 'Insufficient Card Balance',
  couponNotUsable: 'Card is not usable in this order',
  couponInvalid: 'The coupon you entered is invalid. Please try again.',
  fileTooBig: 'File size is too big',

  // The spec states these rules but gives no text; worded in the same style.
  passwordLength: 'At least 8 characters',
  emailMismatch: 'The emails do not match.',
  noSpecialCharacters: 'This field cannot contain special characters.',
  // Not in the spec: NUL and other invisible control characters are refused in every text field.
  controlCharacters: 'This field cannot contain control characters.',
  nameNeedsSpace: 'Enter a first and last name separated by a space.',
  pastDate: 'The date must be in the past.',
  minimumAge: 'You must be at least {{age}} years old.',
  validityMonths: 'Validity must be between {{min}} and {{max}} months.',
  minQuantity: 'The minimum quantity is {{min}} for an order',
  mixedProductKinds: 'Physical and digital products cannot be mixed in one order.',
  deliverDateInvalid: 'Choose a delivery date.',
  deliverDatePast: 'The delivery date cannot be in the past.',
  deliverDateTooFar: 'The delivery date must be within {{max}} days.',
  timeZoneInvalid: 'Choose a time zone.',
  // Business registration (issue 18): the company's identifiers and the account's password twice.
  sirenLength: 'A SIREN has 9 digits, a SIRET 14.',
  sirenCheckDigit: 'This SIREN or SIRET number is not valid (check digit).',
  vatNumberKey: 'This VAT number does not match a French company number (FR, 2-digit key, SIREN).',
  passwordMismatch: 'The passwords do not match.',
  // Spec 2 section 8's text for a business order's invoicing address that breaks a rule.
  invoiceAddressInvalid: 'Invalid address, please update your invoicing address',
  // Not in the spec: an item of type A or V in a business order (spec 1 section 6).
  notForBusiness: 'This card is not offered to business customers.',
  // Error 52's text (spec 2 section 8, API_ERRORS.ITEM_GONE) for an order line or file row whose item the
  // unit does not sell; a test checks both say the same.
  itemGone: 'The item no longer exists.',
  // Company verification, KYB (issue 19): reference codes, people, stakes, embargo, bank account.
  kybReferenceCode: 'Choose a value from the list.',
  kybStakeRange: 'Enter a stake between 0 and 100 %, with at most 2 decimals.',
  kybShareholderStake: 'List here only shareholders holding {{min}} % or more.',
  kybStakesTotal: 'The stakes add up to {{total}} %, more than 100 %.',
  kybRepresentativesCount: 'Add between 1 and {{max}} legal representatives.',
  kybShareholdersMax: 'At most {{max}} shareholders can be listed.',
  kybDocumentRequired: 'Upload the ID card or passport (PDF under 4.5 MB).',
  kybPersonMinimumAge: 'This person must be at least {{age}} years old.',
  kybEmbargoAnswer: 'Please answer yes or no.',
  kybEntityScope: 'Choose the entity scope (1 to 4).',
  kybEmbargoDetails: 'Please explain the answers marked yes.',
  kybIbanInvalid: 'This IBAN is not valid (check digits or length).',
  kybBicInvalid: 'This BIC is not valid (8 or 11 letters and digits).',
  kybCurrency: 'Enter the account currency as a 3-letter code, e.g. EUR.',
  // Salesman orders (issue 20, decision 0035): the card-made fee and commission bounds are spec 2 section 9's.
  salesmanCardMadeFee: 'The card-made fee must be between {{min}} and {{max}} euros per card.',
  salesmanCommission: 'The commission must be between {{min}}% and {{max}}%.',
  salesmanCommissionType: 'The commission is a percentage (type P).',
  salesmanLineDiscount: 'The discount must be between {{min}}% and {{max}}%.',
  salesmanDiscountType: 'The discount type must be P (percentage) or V (fixed amount).',
  salesmanPercentDiscount: 'A percentage discount must be between 0% and {{max}}%.',
  salesmanFixedDiscount: 'A fixed discount must be between 0 and {{max}} euros per card.',
  salesmanRewardType: 'Choose how the order is rewarded: commission or none.',
  salesmanFreeItemQty: 'The free item quantity must be between {{min}} and {{max}}.',
  salesmanFreeItemMissing: 'Choose the free item.',
  // Operators (issue 21, decisions 0038-0039): the TOTP step, operator accounts, the catalogue editor.
  totpCode: 'Enter the 6 digits your authenticator app shows.',
  operatorUnitsRequired: 'Choose at least one business unit.',
  catalogueDuplicateId: 'This id is already used in this catalogue.',
  catalogueName: 'Give the name in at least one language.',
  catalogueUnknownCategory: 'Choose a category of this catalogue.',
  catalogueUnknownProduct: 'This product is not in the catalogue.',
  catalogueAmountRange: 'The maximum amount cannot be below the minimum amount.',
  catalogueDenomination: 'Every fixed amount must lie between the minimum and the maximum amount.',
  catalogueValidMonths: 'A card is valid from {{min}} to {{max}} months.',
  catalogueTierRange: 'A discount tier must end at or above the amount it starts from.',
  catalogueRate: 'A discount is between 0 % and 100 %.',
  catalogueTierOverlap: 'Discount tiers must not overlap.',
  // Deleting an account (issue 22): at least one of the ten reasons.
  deleteReasonRequired: 'Please choose a reason.',
} as const;

export type MessageKey = keyof typeof messages;

export const MESSAGE_KEYS = Object.keys(messages) as MessageKey[];

/** The i18next namespace of these messages: `t('validation:required')`. */
export const VALIDATION_NAMESPACE = 'validation';

export function isMessageKey(value: string): value is MessageKey {
  return Object.prototype.hasOwnProperty.call(messages, value);
}
