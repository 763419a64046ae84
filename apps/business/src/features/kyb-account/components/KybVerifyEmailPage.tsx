import type { Theme } from '@emotion/react';
import { Link, useSearchParams } from 'react-router';
import { useUnit } from '@shop/brand/react';
import { remotePagePaths } from '@shop/federation';
import { useTranslation } from '@shop/i18n/react';
import { FormAlert, LoadingIndicator } from '@shop/ui';
import { cardCss, linkButtonCss } from '../../../shared/page-styles';
import { kybErrorMessage } from '../api/kyb-errors';
import { useEmailConfirmation } from '../hooks/use-email-confirmation';
import { KybAccountForm } from './KybAccountForm';

const PATHS = remotePagePaths('business');

/** /b2b/kyb/verify-email?token=: the emailed link confirms the address, then the account form. */
export function KybVerifyEmailPage() {
  const { t } = useTranslation('business');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <div css={(theme: Theme) => ({ maxWidth: 640, margin: '0 auto', padding: `${theme.space(8)} ${theme.space(4)}` })}>
      <div css={cardCss} data-testid="kyb-verify-email">
        <h1 css={{ margin: 0, fontSize: 'clamp(1.5rem, 3vw, 2rem)' }}>{t('kyb.verify.title')}</h1>
        {token ? <Confirmation token={token} /> : <BackToStart message={t('kyb.verify.noToken')} />}
      </div>
    </div>
  );
}

function Confirmation({ token }: { token: string }) {
  const { t } = useTranslation('business');
  const unit = useUnit();
  const confirmation = useEmailConfirmation(unit.buId, token);
  if (confirmation.status === 'checking') return <LoadingIndicator label={t('kyb.verify.checking')} />;
  if (confirmation.status === 'failed') return <BackToStart message={kybErrorMessage(confirmation.error, t)} />;
  return (
    <>
      <FormAlert tone="success">{t('kyb.verify.confirmed', { email: confirmation.email })}</FormAlert>
      <KybAccountForm email={confirmation.email} registrationToken={confirmation.registrationToken} />
    </>
  );
}

function BackToStart({ message }: { message: string }) {
  const { t } = useTranslation('business');
  return (
    <>
      <div data-testid="kyb-verify-failed">
        <FormAlert tone="error">{message}</FormAlert>
      </div>
      <Link to={PATHS.kyb} css={linkButtonCss(false)}>
        {t('kyb.verify.back')}
      </Link>
    </>
  );
}
