import { Link } from 'react-router';
import { BUSINESS_VERIFICATION_DAYS } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { FormAlert } from '@shop/ui';
import { linkCss } from './layout';

/** The last screen: the account exists and waits for the document check (spec 1: about 1 to 7 days). */
export function RegistrationDone({ email }: { email: string }) {
  const { t } = useTranslation('business');
  return (
    <div data-testid="registration-done">
      <h2>{t('register.done.title')}</h2>
      <FormAlert tone="success">
        {t('register.done.awaiting', { min: BUSINESS_VERIFICATION_DAYS.min, max: BUSINESS_VERIFICATION_DAYS.max })}
      </FormAlert>
      <p>{t('register.done.signInMeanwhile', { email })}</p>
      <Link to="/auth/b2b/login" css={linkCss} data-testid="registration-sign-in">
        {t('register.done.signIn')}
      </Link>
    </div>
  );
}
