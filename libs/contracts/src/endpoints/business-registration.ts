import * as v from 'valibot';
import { BuIdSchema } from '../business-unit';
import { BUSINESS_CODE_RESEND_SECONDS, OTP_LENGTH } from '../constants';
import { defineEndpoint } from '../endpoint';
import { BUSINESS_VERIFICATION_STATES, CivilitySchema, COMPANY_TYPES } from '../models';
import {
  EmailSchema,
  FIELD_MESSAGES,
  OpaqueTokenSchema,
  PasswordSchema,
  PhoneNumberSchema,
  requiredText,
  safeText,
} from '../fields';
import { CompanySchema } from './reference-data';
import { StoredFileIdSchema } from './files';

// Business registration (spec 2 Registration; spec 1 "B2B registration steps" 1, 2, 3 and Verify).
// Step 1 queries the company register and opens a registration (tempId); step 2 chooses or completes
// the company and step 3 gives the contact and account (b2bRegisterAccount, which emails a code); the
// code confirms the email (b2bConfirmToken); the KBIS or ID document, uploaded by /resource/upload
// (purpose businessDocument), completes it (b2bConfirmRegister). The account then waits for the
// manual document check (1 to 7 days) before it may order.

/** The registration's id between the steps: random, never an account id. */
export const RegistrationTempIdSchema = v.pipe(
  v.string(FIELD_MESSAGES.required),
  v.regex(/^[A-Za-z0-9_-]{16,64}$/, 'Invalid registration id'),
);

const CaptchaTokenSchema = v.optional(v.pipe(v.string(), v.maxLength(4096)));

export const b2bRegister = defineEndpoint({
  name: 'b2bRegister',
  group: 'Registration',
  summary:
    'Business registration step 1: queries the company register by name, SIREN/SIRET, VAT number or zip ' +
    'code (at least one: "At least input one criteria to query your company") and opens a registration; ' +
    'answers the companies found and the tempId the next steps carry.',
  method: 'POST',
  path: '/register/b2bRegister',
  versions: [''],
  auth: 'none',
  rateLimit: 'registration',
  request: v.object({
    aggregatorBuId: v.optional(BuIdSchema),
    companyName: v.optional(v.pipe(safeText(120), v.trim()), ''),
    sirenNumber: v.optional(v.pipe(v.string(), v.regex(/^(\d{9}|\d{14})?$/, 'SIREN has 9 digits, SIRET 14')), ''),
    vatNumber: v.optional(
      v.pipe(v.string(), v.regex(/^[A-Z0-9]{0,20}$/, 'VAT number: capital letters and digits')),
      '',
    ),
    zipCode: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9 -]{0,12}$/, 'Invalid zip code')), ''),
  }),
  response: v.object({ companyList: v.array(CompanySchema), tempId: RegistrationTempIdSchema }),
});

/** The company as step 2 sends it (chosen from the list, or completed by hand). */
export const BusinessCompanyInputSchema = v.object({
  companyName: requiredText(120),
  commercialName: v.optional(safeText(120), ''),
  sirenNumber: v.pipe(v.string(), v.maxLength(14)),
  vatNumber: v.optional(v.pipe(v.string(), v.maxLength(20)), ''),
  companyType: v.picklist(COMPANY_TYPES, 'Unknown company type'),
  numberOfEmployees: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(9_999_999)),
  firstAddress: requiredText(120),
  secondAddress: v.optional(safeText(120), ''),
  zipCode: v.pipe(v.string(), v.maxLength(12)),
  city: requiredText(80),
  country: v.pipe(v.string(), v.maxLength(2)),
});
export type BusinessCompanyInput = v.InferOutput<typeof BusinessCompanyInputSchema>;

export const b2bRegisterAccount = defineEndpoint({
  name: 'b2bRegisterAccount',
  group: 'Registration',
  summary:
    'Business registration steps 2 and 3: the company, the contact person and the account (email, ' +
    'password); emails a code to confirm the address and answers its tokenId (kept with the email). An ' +
    'address that already has an account gets a notice instead; the answer is the same.',
  method: 'POST',
  path: '/register/b2bRegisterAccount',
  versions: ['v4'],
  auth: 'none',
  rateLimit: 'registration',
  request: v.object({
    aggregatorBuId: v.optional(BuIdSchema),
    tempId: RegistrationTempIdSchema,
    company: BusinessCompanyInputSchema,
    civility: CivilitySchema,
    firstName: requiredText(50),
    lastName: requiredText(50),
    mobileNo: PhoneNumberSchema,
    email: EmailSchema,
    password: PasswordSchema,
    isSubscription: v.optional(v.boolean(), false),
    captchaToken: CaptchaTokenSchema,
  }),
  response: v.object({ tokenId: OpaqueTokenSchema, resendAfterSeconds: v.number() }),
});

export const b2bConfirmToken = defineEndpoint({
  name: 'b2bConfirmToken',
  group: 'Registration',
  summary: 'Confirms the emailed code of a business registration; answers its tempId.',
  method: 'POST',
  path: '/register/b2bConfirmToken',
  versions: [''],
  auth: 'none',
  rateLimit: 'otp',
  request: v.object({
    email: EmailSchema,
    tokenId: OpaqueTokenSchema,
    token: v.pipe(
      v.string(FIELD_MESSAGES.required),
      v.regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), 'The code is wrong, please try again.'),
    ),
  }),
  response: v.object({ tempId: RegistrationTempIdSchema }),
});

export const b2bResendToken = defineEndpoint({
  name: 'b2bResendToken',
  group: 'Registration',
  summary: `Sends a new code for a business registration, at most once every ${BUSINESS_CODE_RESEND_SECONDS} s.`,
  method: 'POST',
  path: '/register/b2bResendToken',
  versions: [''],
  auth: 'none',
  rateLimit: 'otp',
  request: v.object({ aggregatorBuId: v.optional(BuIdSchema), tempId: RegistrationTempIdSchema }),
  response: v.object({ tokenId: OpaqueTokenSchema, resendAfterSeconds: v.number() }),
});

/** The document a business proves itself with: the company's KBIS extract, or the ID of its representative. */
export const BUSINESS_DOCUMENT_TYPES = ['KBIS', 'ID'] as const;
export type BusinessDocumentType = (typeof BUSINESS_DOCUMENT_TYPES)[number];

export const b2bConfirmRegister = defineEndpoint({
  name: 'b2bConfirmRegister',
  group: 'Registration',
  summary:
    'Completes a business registration whose email is confirmed with its KBIS or ID document (the fileId ' +
    'of a /resource/upload businessDocument): creates the account, which waits for the document check.',
  method: 'POST',
  path: '/register/b2bConfirmRegister',
  versions: [''],
  auth: 'none',
  rateLimit: 'registration',
  request: v.object({
    aggregatorBuId: v.optional(BuIdSchema),
    tempId: RegistrationTempIdSchema,
    documentType: v.picklist(BUSINESS_DOCUMENT_TYPES, 'Unknown document type'),
    documentFileId: StoredFileIdSchema,
  }),
  response: v.object({
    registered: v.literal(true),
    businessVerification: v.picklist(BUSINESS_VERIFICATION_STATES),
    email: v.string(),
  }),
});
