import {
  BUSINESS_CODE_RESEND_SECONDS,
  COMPANY_TYPES,
  OTP_VALIDITY_MS,
  b2bConfirmRegister,
  b2bConfirmToken,
  b2bRegister,
  b2bRegisterAccount,
  b2bResendToken,
  type BusinessUnit,
  type WireLanguage,
} from '@shop/contracts';
import { businessCompanyRules, businessContactRules, normaliseSiren, normaliseVatNumber } from '@shop/validation';
import { ApiFailure } from '../../http/api-failure';
import { applyFieldRules } from '../../http/field-rules';
import { handler } from '../../http/handler';
import { messageTexts } from '../../messaging/message-texts';
import { tellOwnerOfRegistration } from '../registration/registration-handlers';
import type { Services } from '../services';
import { companyCriteriaOf, companyListOf } from './company-answers';
import type { BusinessAccountDetails, BusinessRegistrationRow } from './business-registrations';

const COMPANY_RESULTS_MAX = 20;
const OTP_MINUTES = OTP_VALIDITY_MS / 60_000;
const RESEND_WAIT_MS = BUSINESS_CODE_RESEND_SECONDS * 1000;

/** Business registration is offered only where the unit enables B2B. */
export function requireB2b(unit: BusinessUnit): void {
  if (!unit.features.b2b) {
    throw new ApiFailure('LOGIN_TYPE_UNAVAILABLE', [{ path: '', message: 'Business accounts are off for this unit' }]);
  }
}

async function liveRegistration(services: Services, buId: string, tempId: string): Promise<BusinessRegistrationRow> {
  const registration = await services.businessRegistrations.find(buId, tempId);
  if (!registration) throw new ApiFailure('BUSINESS_REGISTRATION_EXPIRED');
  return registration;
}

/** Emails a new code to the registration's address (or, when it has an account, a notice to its owner). */
async function sendCode(
  services: Services,
  buId: string,
  language: WireLanguage,
  email: string,
  emailTaken: boolean,
): Promise<string> {
  await services.targetLimits.consume('codesPerTarget', `email:${email}`);
  const { id, code } = await services.oneTimeCodes.create(buId, 'email', email);
  if (emailTaken) {
    const owner = await services.accounts.byEmail(buId, email);
    if (owner && owner.status !== 'disabled') await tellOwnerOfRegistration(services, owner, language);
  } else {
    await services.outbox.send({
      buId,
      channel: 'email',
      recipient: email,
      ...messageTexts(language).verificationCode(code, OTP_MINUTES),
    });
  }
  return id;
}

/** Step 1: the company register queried (at least one criterion) and a registration opened. */
export const b2bRegisterHandler = handler(b2bRegister, async ({ input, unit, webInfo, services }) => {
  requireB2b(unit);
  const criteria = companyCriteriaOf(input);
  if (!Object.values(criteria).some(Boolean)) throw new ApiFailure('COMPANY_QUERY_EMPTY');
  const companies = await services.companyRegister.search(criteria, COMPANY_RESULTS_MAX);
  const tempId = await services.businessRegistrations.open(webInfo.buId);
  return { companyList: companyListOf(companies), tempId };
});

/**
 * Steps 2 and 3: the company and the contact checked with the forms' rules, kept with the password's
 * hash, and a code emailed to confirm the address. An address with an account gets its owner a
 * notice instead: the answer is the same, so it tells nobody who has an account.
 */
export const b2bRegisterAccountHandler = handler(b2bRegisterAccount, async ({ input, unit, webInfo, ip, services }) => {
  requireB2b(unit);
  const countries = await services.members.countryCodes();
  const company = applyFieldRules(businessCompanyRules({ countries }), {
    ...input.company,
    sirenNumber: normaliseSiren(input.company.sirenNumber),
    vatNumber: normaliseVatNumber(input.company.vatNumber),
  });
  const contact = applyFieldRules(businessContactRules({ countries }), {
    civility: input.civility,
    firstName: input.firstName,
    lastName: input.lastName,
    mobileNo: input.mobileNo,
    email: input.email,
    password: input.password,
  });
  const registration = await liveRegistration(services, webInfo.buId, input.tempId);
  await services.captcha.verify(unit, input.captchaToken, ip);
  const email = contact.email.trim().toLowerCase();
  const passwordHash = await services.passwords.hash(contact.password);
  const emailTaken = (await services.accounts.byEmail(webInfo.buId, email)) !== null;
  const details: BusinessAccountDetails = {
    civility: contact.civility,
    firstName: contact.firstName.trim(),
    lastName: contact.lastName.trim(),
    mobileNo: contact.mobileNo,
    isSubscription: input.isSubscription,
    companyType: COMPANY_TYPES.indexOf(company.companyType) + 1,
    companyInfo: {
      accountCategory: '',
      companyName: company.companyName.trim(),
      commercialName: company.commercialName.trim(),
      sirenNumber: company.sirenNumber,
      vatNumber: company.vatNumber,
      companyPhoneNumber: contact.mobileNo,
      societyType: company.companyType,
      firstAddress: company.firstAddress.trim(),
      secondAddress: company.secondAddress.trim(),
      zipCode: company.zipCode.trim(),
      city: company.city.trim(),
      country: company.country,
      numberOfEmployees: Number(company.numberOfEmployees),
      isContactWithStore: false,
    },
  };
  const codeId = await sendCode(services, webInfo.buId, webInfo.language, email, emailTaken);
  await services.businessRegistrations.saveAccountStep(registration.id, {
    email,
    emailTaken,
    details,
    passwordHash,
    codeId,
  });
  return { tokenId: codeId, resendAfterSeconds: BUSINESS_CODE_RESEND_SECONDS };
});

/** Verify: the emailed code confirms the address; answers the registration's tempId. */
export const b2bConfirmTokenHandler = handler(b2bConfirmToken, async ({ input, unit, services }) => {
  requireB2b(unit);
  const email = input.email.trim().toLowerCase();
  const registration = await services.businessRegistrations.byCode(input.tokenId, email);
  const confirmation = await services.oneTimeCodes.confirm('email', email, input.tokenId, input.token);
  if (confirmation === 'tooManyAttempts') throw new ApiFailure('OTP_TOO_MANY_ATTEMPTS');
  if (confirmation === 'wrong') throw new ApiFailure('OTP_WRONG');
  if (confirmation !== 'confirmed' || !registration) throw new ApiFailure('OTP_EXPIRED');
  await services.businessRegistrations.markEmailConfirmed(registration.id);
  return { tempId: registration.tempId };
});

/** A new code, no sooner than 59 s after the last one (the page's timer). */
export const b2bResendTokenHandler = handler(b2bResendToken, async ({ input, unit, webInfo, services }) => {
  requireB2b(unit);
  const registration = await liveRegistration(services, webInfo.buId, input.tempId);
  if (!registration.email) throw new ApiFailure('BUSINESS_REGISTRATION_EXPIRED');
  const wait = (registration.codeSentAt?.getTime() ?? 0) + RESEND_WAIT_MS - services.now();
  if (wait > 0) {
    throw new ApiFailure('BUSINESS_RESEND_TOO_SOON', [
      { path: '', message: `Please wait ${Math.ceil(wait / 1000)} s before asking for a new code.` },
    ]);
  }
  const codeId = await sendCode(services, webInfo.buId, webInfo.language, registration.email, registration.emailTaken);
  await services.businessRegistrations.replaceCode(registration.id, codeId);
  return { tokenId: codeId, resendAfterSeconds: BUSINESS_CODE_RESEND_SECONDS };
});

const COMPLETION_FAILURES = {
  expired: 'BUSINESS_REGISTRATION_EXPIRED',
  emailNotConfirmed: 'BUSINESS_EMAIL_NOT_CONFIRMED',
  documentMissing: 'BUSINESS_DOCUMENT_MISSING',
} as const;

/** Verify, last: the KBIS or ID document completes the registration; the account waits for the check. */
export const b2bConfirmRegisterHandler = handler(b2bConfirmRegister, async ({ input, unit, webInfo, services }) => {
  requireB2b(unit);
  const completed = await services.businessRegistrations.complete(webInfo.buId, input.tempId, {
    fileId: input.documentFileId,
    documentType: input.documentType,
  });
  if (typeof completed === 'string') throw new ApiFailure(COMPLETION_FAILURES[completed]);
  return { registered: true as const, businessVerification: 'pending' as const, email: completed.email };
});

export const BUSINESS_REGISTRATION_HANDLERS = [
  b2bRegisterHandler,
  b2bRegisterAccountHandler,
  b2bConfirmTokenHandler,
  b2bResendTokenHandler,
  b2bConfirmRegisterHandler,
];
