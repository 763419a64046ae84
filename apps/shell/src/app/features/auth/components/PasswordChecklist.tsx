import type { Theme } from '@emotion/react';
import { useTranslation } from '@shop/i18n/react';
import { passwordChecks, VALIDATION_NAMESPACE, type MessageKey } from '@shop/validation';
import { visuallyHidden } from './visually-hidden';

/** The password rules of spec 1 section 5, in the validation lib's words, in this order. */
const RULES: readonly { check: keyof ReturnType<typeof passwordChecks>; message: MessageKey }[] = [
  { check: 'length', message: 'passwordLength' },
  { check: 'lowercase', message: 'passwordLowercase' },
  { check: 'uppercase', message: 'passwordUppercase' },
  { check: 'noSpace', message: 'passwordNoSpace' },
];

/** Each password requirement with whether the typed password meets it; read as the field's description. */
export function PasswordChecklist({ password }: { password: string }) {
  const { t } = useTranslation('auth');
  const checks = passwordChecks(password);
  return (
    <div>
      <span>{t('register.passwordRules')}</span>
      <ul
        css={(theme: Theme) => ({
          listStyle: 'none',
          padding: 0,
          margin: `${theme.space(1)} 0 0`,
          display: 'grid',
          gap: 2,
        })}
        data-testid="password-checklist"
      >
        {RULES.map(({ check, message }) => {
          const met = password !== '' && checks[check];
          return (
            <li
              key={check}
              data-met={met}
              css={(theme: Theme) => ({
                display: 'flex',
                gap: theme.space(2),
                color: met ? theme.colors.success : '#4a5563',
              })}
            >
              <span aria-hidden="true" css={{ width: '1em', textAlign: 'center' }}>
                {met ? '✓' : '•'}
              </span>
              <span>
                {t(`${VALIDATION_NAMESPACE}:${message}`)}
                <span css={visuallyHidden}> ({met ? t('register.ruleMet') : t('register.ruleUnmet')})</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
