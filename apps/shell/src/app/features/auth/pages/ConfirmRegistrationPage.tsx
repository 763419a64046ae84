import type { Theme } from '@emotion/react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { shopApi, type ApiResult } from '@shop/api-client';
import { registerConfirmation, USER_TYPES, type ResponseOf, type UserType } from '@shop/contracts';
import { useUnit } from '@shop/brand/react';
import { useTranslation } from '@shop/i18n/react';
import { LoadingIndicator } from '@shop/ui';
import { authErrorMessage } from '../api/auth-errors';
import { oncePerKey } from '../api/once-per-key';
import { forgetSocialMediaName } from '../api/social-media-name';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { authCardCss, narrowPageCss, pageTitleCss } from '../components/page-layout';
import { linkButtonCss } from '../components/link-button';

type Confirmation = ApiResult<ResponseOf<typeof registerConfirmation>>;
type State = { kind: 'confirming' } | { kind: 'confirmed'; name: string } | { kind: 'failed'; message: string };

const confirmOnce = oncePerKey<Confirmation>();
const isUserType = (value: string | null): value is UserType =>
  !!value && (USER_TYPES as readonly string[]).includes(value);

/**
 * /auth/confirm?accountId&verifyToken&registerType, the link of the registration email: confirms
 * the registration, signs the new customer in (spec 1 section 4) and offers the way on.
 */
export function ConfirmRegistrationPage() {
  const { t } = useTranslation('auth');
  const [search] = useSearchParams();
  const completeSignIn = useCompleteSignIn();
  const unit = useUnit();
  const accountId = search.get('accountId') ?? '';
  const verifyToken = search.get('verifyToken') ?? '';
  const registerType = search.get('registerType');
  const [state, setState] = useState<State>({ kind: 'confirming' });

  useEffect(() => {
    let current = true;
    if (!accountId || !verifyToken) {
      setState({ kind: 'failed', message: t('errors.verifyLinkInvalid') });
      return undefined;
    }
    const input = { accountId, verifyToken, ...(isUserType(registerType) ? { registerType } : {}) };
    confirmOnce(`${accountId}:${verifyToken}`, () => shopApi().call(registerConfirmation, input)).then(
      async (result) => {
        if (!current) return;
        if (!result.ok) {
          setState({ kind: 'failed', message: authErrorMessage(result.error, t) });
          return;
        }
        await completeSignIn(result.data, '');
        // The registration is done: the name a social provider gave for the form is not kept (spec 1 section 4).
        forgetSocialMediaName(unit.buId);
        if (current) setState({ kind: 'confirmed', name: result.data.custName });
      },
    );
    return () => {
      current = false;
    };
  }, [accountId, verifyToken, registerType, completeSignIn, unit.buId, t]);

  return (
    <div css={narrowPageCss}>
      <div css={authCardCss} data-testid="confirm-registration" data-state={state.kind}>
        {state.kind === 'confirming' ? (
          <>
            <h1 css={pageTitleCss}>{t('confirm.title')}</h1>
            <LoadingIndicator label={t('confirm.checking')} />
          </>
        ) : null}
        {state.kind === 'confirmed' ? (
          <div role="status">
            <h1 css={pageTitleCss}>{t('confirm.successTitle')}</h1>
            <p css={{ lineHeight: 1.5 }}>{t('confirm.successBody', { name: state.name })}</p>
            <div
              css={(theme: Theme) => ({
                display: 'flex',
                flexWrap: 'wrap',
                gap: theme.space(3),
                marginTop: theme.space(4),
              })}
            >
              <Link to="/account" css={linkButtonCss('primary')} data-testid="confirm-to-account">
                {t('confirm.toAccount')}
              </Link>
              <Link to="/" css={linkButtonCss('secondary')}>
                {t('confirm.toShop')}
              </Link>
            </div>
          </div>
        ) : null}
        {state.kind === 'failed' ? (
          <div role="alert">
            <h1 css={pageTitleCss}>{t('confirm.failedTitle')}</h1>
            <p css={{ lineHeight: 1.5 }} data-testid="confirm-error">
              {state.message}
            </p>
            <div
              css={(theme: Theme) => ({
                display: 'flex',
                flexWrap: 'wrap',
                gap: theme.space(3),
                marginTop: theme.space(4),
              })}
            >
              <Link to="/auth/login?tab=register" css={linkButtonCss('primary')}>
                {t('confirm.registerAgain')}
              </Link>
              <Link to="/auth/login" css={linkButtonCss('secondary')}>
                {t('confirm.login')}
              </Link>
            </div>
          </div>
        ) : null}
      </div>
    </div>
  );
}
