import type { Theme } from '@emotion/react';
import { useState } from 'react';
import { loginMethodsOf } from '@shop/brand';
import { useUnit } from '@shop/brand/react';
import type { LoginType } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';

/** Sign-in methods with a button on the individual login page; SALESMAN_SSO belongs to the salesman login page. */
const BUTTON_METHODS = ['FB', 'GOOGLE', 'APPLE', 'SSO'] as const satisfies readonly LoginType[];
type ButtonMethod = (typeof BUTTON_METHODS)[number];

/** Brand names stay as they are in every language; single sign-on is translated. */
const BRAND_NAMES: Readonly<Record<Exclude<ButtonMethod, 'SSO'>, string>> = {
  FB: 'Facebook',
  GOOGLE: 'Google',
  APPLE: 'Apple',
};

export function socialMethodsOf(memberShip: string): ButtonMethod[] {
  const methods = loginMethodsOf({ memberShip });
  return BUTTON_METHODS.filter((method) => methods.includes(method));
}

/**
 * The unit's social and single sign-on buttons (its memberShip list). Their sign-in flows are not
 * built yet, so a click says so plainly instead of pretending to redirect.
 */
export function SocialSignIn({ passwordSignIn }: { passwordSignIn: boolean }) {
  const unit = useUnit();
  const { t } = useTranslation('auth');
  const [chosen, setChosen] = useState<ButtonMethod | null>(null);
  const methods = socialMethodsOf(unit.memberShip);
  if (methods.length === 0) return null;
  const nameOf = (method: ButtonMethod) => (method === 'SSO' ? t('social.singleSignOn') : BRAND_NAMES[method]);

  return (
    <section
      aria-labelledby="social-sign-in-title"
      data-testid="social-sign-in"
      css={(theme: Theme) => ({ marginTop: theme.space(6) })}
    >
      <h2
        id="social-sign-in-title"
        css={(theme: Theme) => ({
          display: 'flex',
          alignItems: 'center',
          gap: theme.space(3),
          fontSize: '1rem',
          fontWeight: 600,
          margin: `0 0 ${theme.space(3)}`,
          '&::before, &::after': { content: '""', flex: 1, borderTop: '1px solid #c5ccd6' },
        })}
      >
        {passwordSignIn ? t('social.title') : t('social.titleOnly')}
      </h2>
      <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space(2) })}>
        {methods.map((method) => (
          <button
            key={method}
            type="button"
            data-testid={`social-${method}`}
            onClick={() => setChosen(method)}
            css={(theme: Theme) => ({
              minHeight: 44,
              width: '100%',
              padding: `${theme.space(2)} ${theme.space(4)}`,
              font: 'inherit',
              fontWeight: 600,
              color: theme.colors.text,
              background: '#fff',
              border: '1px solid #6b7785',
              borderRadius: theme.radius,
              cursor: 'pointer',
              '&:hover': { background: theme.colors.surface },
              '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
            })}
          >
            {t('social.continueWith', { provider: nameOf(method) })}
          </button>
        ))}
      </div>
      <div
        role="status"
        data-testid="social-unavailable"
        css={(theme: Theme) => ({ marginTop: chosen ? theme.space(3) : 0 })}
      >
        {chosen ? (
          <p
            css={(theme: Theme) => ({
              margin: 0,
              padding: theme.space(3),
              background: theme.colors.surface,
              borderInlineStart: `4px solid ${theme.colors.warning}`,
              borderRadius: theme.radius,
            })}
          >
            {t('social.unavailable', { provider: nameOf(chosen) })} {passwordSignIn ? t('social.usePassword') : null}
          </p>
        ) : null}
      </div>
    </section>
  );
}
