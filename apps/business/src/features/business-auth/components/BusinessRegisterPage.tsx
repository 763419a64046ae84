import { useState } from 'react';
import { useUnit } from '@shop/brand/react';
import { useTranslation } from '@shop/i18n/react';
import { FormAlert } from '@shop/ui';
import type { CountryCode } from '@shop/validation';
import type { CompanyFound } from '../api/business-auth-api';
import { useAreaCodeOptions } from '../hooks/use-area-code-options';
import { WithBusinessTexts } from '../../../shared/WithBusinessTexts';
import { CompanyQueryStep } from './CompanyQueryStep';
import { CompanyStep, type CompanyValues } from './CompanyStep';
import { ContactStep, type ContactValues } from './ContactStep';
import { cardCss, pageCss, titleCss } from './layout';
import { RegistrationDone } from './RegistrationDone';
import { RegistrationStepper, type RegistrationStep } from './RegistrationStepper';
import { VerifyStep } from './VerifyStep';

type Stage =
  | { step: 'company' }
  | { step: 'details'; tempId: string }
  | { step: 'account'; tempId: string }
  | { step: 'verify'; tempId: string; email: string; tokenId: string; resendAt: number }
  | { step: 'done'; email: string };

/** The register's legal categories as the form's company types. */
const TYPE_OF_SOCIETY: Record<string, CompanyValues['companyType']> = {
  PRIVATE: 'private',
  PUBLIC: 'public',
  ASSOCIATION: 'association',
  EMPLOYEE_FUND: 'employeeFund',
  OTHER: 'other',
};

function companyValuesOf(company: CompanyFound | null, country: string): CompanyValues {
  return {
    companyName: company?.companyName ?? '',
    commercialName: company?.commercialName ?? '',
    sirenNumber: company?.sirenNumber ?? '',
    vatNumber: company?.vatNumber ?? '',
    companyType: (company && TYPE_OF_SOCIETY[company.societyType]) ?? ('' as CompanyValues['companyType']),
    numberOfEmployees: '',
    firstAddress: company?.firstAddress ?? '',
    secondAddress: '',
    zipCode: company?.zipCode ?? '',
    city: company?.city ?? '',
    country: company?.country || country,
  };
}

/** /auth/b2b/register: steps 1, 2, 3 and Verify (spec 1 "B2B registration steps"). */
export function BusinessRegisterPage() {
  return (
    <WithBusinessTexts>
      <BusinessRegistration />
    </WithBusinessTexts>
  );
}

function BusinessRegistration() {
  const unit = useUnit();
  const { t } = useTranslation('business');
  const areaCodes = useAreaCodeOptions();
  const [stage, setStage] = useState<Stage>({ step: 'company' });
  const [expired, setExpired] = useState(false);
  const [company, setCompany] = useState<CompanyValues>(() => companyValuesOf(null, unit.countryCode));
  const [contact, setContact] = useState<ContactValues>({
    civility: '1',
    firstName: '',
    lastName: '',
    phone: { areaCode: '33', number: '' },
    email: '',
    password: '',
    confirmPassword: '',
    isSubscription: false,
  });
  const countries = (areaCodes.countries ?? [unit.countryCode]) as readonly CountryCode[];
  const unitAreaCode = areaCodes.areaCodeOf(unit.countryCode);
  const startAgain = () => {
    setExpired(true);
    setStage({ step: 'company' });
  };
  const stepperStep: RegistrationStep = stage.step === 'done' ? 'verify' : stage.step;

  return (
    <div css={pageCss}>
      <div css={cardCss}>
        <h1 css={titleCss}>{t('register.title')}</h1>
        {stage.step !== 'done' ? <RegistrationStepper current={stepperStep} /> : null}
        {expired && stage.step === 'company' ? (
          <FormAlert tone="error">{t('errors.registrationExpired')}</FormAlert>
        ) : null}
        {stage.step === 'company' ? (
          <CompanyQueryStep
            onChosen={(tempId, found) => {
              setCompany(companyValuesOf(found, unit.countryCode));
              setStage({ step: 'details', tempId });
            }}
          />
        ) : null}
        {stage.step === 'details' ? (
          <CompanyStep
            initial={company}
            countries={countries}
            onBack={() => setStage({ step: 'company' })}
            onDone={(values) => {
              setCompany(values);
              setStage({ step: 'account', tempId: stage.tempId });
            }}
          />
        ) : null}
        {stage.step === 'account' ? (
          <ContactStep
            tempId={stage.tempId}
            company={company}
            initial={{
              ...contact,
              phone: {
                ...contact.phone,
                areaCode: contact.phone.number ? contact.phone.areaCode : (unitAreaCode ?? '33'),
              },
            }}
            areaCodes={areaCodes}
            onBack={() => setStage({ step: 'details', tempId: stage.tempId })}
            onExpired={startAgain}
            onDone={(values, tokenId, resendAfterSeconds) => {
              setContact({ ...values, password: '', confirmPassword: '' });
              setStage({
                step: 'verify',
                tempId: stage.tempId,
                email: values.email.trim(),
                tokenId,
                resendAt: Date.now() + resendAfterSeconds * 1000,
              });
            }}
          />
        ) : null}
        {stage.step === 'verify' ? (
          <VerifyStep
            tempId={stage.tempId}
            email={stage.email}
            tokenId={stage.tokenId}
            resendAt={stage.resendAt}
            onCodeSent={(tokenId, resendAt) => setStage({ ...stage, tokenId, resendAt })}
            onExpired={startAgain}
            onDone={(email) => setStage({ step: 'done', email })}
          />
        ) : null}
        {stage.step === 'done' ? <RegistrationDone email={stage.email} /> : null}
      </div>
    </div>
  );
}
