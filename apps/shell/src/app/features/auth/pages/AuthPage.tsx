import type { Theme } from '@emotion/react';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { isB2bEnabled, loginMethodsOf } from '@shop/brand';
import { useUnit } from '@shop/brand/react';
import { useTranslation } from '@shop/i18n/react';
import { sessionStore } from '@shop/session';
import { Notice } from '@shop/ui';
import { nextPathOf } from '../api/next-path';
import { AuthTabs } from '../components/AuthTabs';
import { LoginForm, type LoginNotice } from '../components/LoginForm';
import { RegisterForm } from '../components/RegisterForm';
import { SocialSignIn } from '../components/SocialSignIn';
import { authCardCss, authPageCss } from '../components/page-layout';

type AuthTabKey = 'login' | 'register';
/** ?tab=register opens the registration form; the login form is the default. */
export const AUTH_TAB_PARAM = 'tab';

function noticeOf(state: unknown): LoginNotice | null {
  const notice = (state as { notice?: LoginNotice } | null)?.notice;
  return notice &&
    (notice.kind === 'passwordReset' || (notice.kind === 'registered' && typeof notice.email === 'string'))
    ? notice
    : null;
}

/**
 * /auth and /auth/login: login and registration for individual customers (spec 1 section 2). On
 * desktop the forms sit beside what an account offers; under 992 px everything is one column,
 * the form first.
 */
export function AuthPage() {
  const unit = useUnit();
  const { t } = useTranslation('auth');
  const location = useLocation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const [signedInOnArrival] = useState(() => sessionStore.getState().user !== null);
  const next = nextPathOf(search);
  const passwordSignIn = loginMethodsOf(unit).includes('NL');
  const tab: AuthTabKey = search.get(AUTH_TAB_PARAM) === 'register' ? 'register' : 'login';

  if (signedInOnArrival) return <Navigate to={next} replace />;

  const selectTab = (key: AuthTabKey) => {
    const params = new URLSearchParams(search);
    if (key === 'register') params.set(AUTH_TAB_PARAM, 'register');
    else params.delete(AUTH_TAB_PARAM);
    setSearch(params, { replace: true, state: null });
  };
  // After registering, the login form says where the confirmation link went (spec 1 section 4).
  const onRegistered = (email: string) => navigate('/auth/login', { state: { notice: { kind: 'registered', email } } });

  return (
    <div css={authPageCss}>
      <h1 css={(theme: Theme) => ({ fontSize: 'clamp(1.5rem, 3vw, 2rem)', margin: `0 0 ${theme.space(2)}` })}>
        {t('page.title')}
      </h1>
      <p css={(theme: Theme) => ({ margin: `0 0 ${theme.space(6)}`, fontSize: '1.0625rem', lineHeight: 1.5 })}>
        {t('page.lead', { brand: unit.name })}
      </p>
      <div
        css={(theme: Theme) => ({
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
          gap: theme.space(8),
          alignItems: 'start',
          [theme.media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: theme.space(6) },
        })}
      >
        <div css={authCardCss} data-testid="auth-forms">
          {passwordSignIn ? (
            <AuthTabs<AuthTabKey>
              label={t('page.tabsLabel')}
              selected={tab}
              onSelect={selectTab}
              tabs={[
                {
                  key: 'login',
                  label: t('page.loginTab'),
                  panel: (
                    <LoginForm
                      key={location.key}
                      next={next}
                      notice={noticeOf(location.state)}
                      captchaSettings={unit.captcha}
                      otherWays={<SocialSignIn passwordSignIn next={next} />}
                    />
                  ),
                },
                {
                  key: 'register',
                  label: t('page.registerTab'),
                  panel: <RegisterForm onRegistered={onRegistered} captchaSettings={unit.captcha} />,
                },
              ]}
            />
          ) : (
            <>
              <Notice>{t('page.passwordOff', { brand: unit.name })}</Notice>
              <SocialSignIn passwordSignIn={false} next={next} />
            </>
          )}
        </div>
        <aside
          aria-labelledby="auth-benefits-title"
          css={(theme: Theme) => ({
            padding: theme.space(6),
            background: theme.colors.surface,
            borderRadius: theme.radius,
            lineHeight: 1.5,
          })}
        >
          <h2
            id="auth-benefits-title"
            css={(theme: Theme) => ({ fontSize: '1.25rem', margin: `0 0 ${theme.space(3)}` })}
          >
            {t('page.benefitsTitle')}
          </h2>
          <ul
            css={(theme: Theme) => ({
              margin: 0,
              paddingInlineStart: theme.space(5),
              display: 'grid',
              gap: theme.space(2),
            })}
          >
            <li>{t('page.benefitCards')}</li>
            <li>{t('page.benefitOrders')}</li>
            <li>{t('page.benefitCheckout')}</li>
          </ul>
          {isB2bEnabled(unit) ? (
            <>
              <h2 css={(theme: Theme) => ({ fontSize: '1.125rem', margin: `${theme.space(6)} 0 ${theme.space(2)}` })}>
                {t('page.businessTitle')}
              </h2>
              <p css={{ margin: 0 }}>
                <Link
                  to="/auth/b2b/login"
                  data-testid="business-login-link"
                  css={(theme: Theme) => ({ color: theme.colors.primary, fontWeight: 600 })}
                >
                  {t('page.businessLink')}
                </Link>
              </p>
            </>
          ) : null}
        </aside>
      </div>
    </div>
  );
}
