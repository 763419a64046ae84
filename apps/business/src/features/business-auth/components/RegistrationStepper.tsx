import type { Theme } from '@emotion/react';
import { useTranslation } from '@shop/i18n/react';

export const REGISTRATION_STEPS = ['company', 'details', 'account', 'verify'] as const;
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number];

/** Spec 1 "B2B registration steps": 1, 2, 3, Verify; the current one is named for assistive technology. */
export function RegistrationStepper({ current }: { current: RegistrationStep }) {
  const { t } = useTranslation('business');
  const currentIndex = REGISTRATION_STEPS.indexOf(current);
  return (
    <nav aria-label={t('register.stepsLabel')}>
      <ol
        data-testid="registration-stepper"
        css={(theme: Theme) => ({
          display: 'grid',
          gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
          gap: theme.space(2),
          listStyle: 'none',
          padding: 0,
          margin: `0 0 ${theme.space(5)}`,
        })}
      >
        {REGISTRATION_STEPS.map((step, index) => {
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'next';
          return (
            <li
              key={step}
              aria-current={state === 'current' ? 'step' : undefined}
              data-state={state}
              css={(theme: Theme) => ({
                borderTop: `4px solid ${state === 'next' ? '#c3cad3' : theme.colors.primary}`,
                paddingTop: theme.space(2),
                fontWeight: state === 'current' ? 700 : 400,
                color: theme.colors.text,
              })}
            >
              {/* Spec 1: steps 1, 2, 3 and Verify, the last one named rather than numbered. */}
              {step === 'verify' ? null : (
                <span aria-hidden="true" css={{ display: 'block', fontSize: '0.9rem' }}>
                  {index + 1}
                </span>
              )}
              <span>{t(`register.steps.${step}`)}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
