import type { Theme } from '@emotion/react';
import { useTranslation } from '@shop/i18n/react';

/** The checkout steps of spec 1 section 2, in order. */
export const STEPS = ['cardDetail', 'personalize', 'delivery', 'checkout'] as const;
export type Step = (typeof STEPS)[number];

/** Where the visitor is in Card Detail, Personalize, Choose Delivery, Checkout. */
export function StepBar({ current }: { current: Step }) {
  const { t } = useTranslation('buying');
  const currentIndex = STEPS.indexOf(current);
  return (
    <nav aria-label={t('steps.label')}>
      <ol
        css={(theme: Theme) => ({
          display: 'grid',
          gridTemplateColumns: `repeat(${STEPS.length}, 1fr)`,
          gap: theme.space(1),
          listStyle: 'none',
          padding: 0,
          margin: `0 0 ${theme.space(6)}`,
          counterReset: 'step',
        })}
      >
        {STEPS.map((step, index) => {
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'next';
          return (
            <li
              key={step}
              aria-current={state === 'current' ? 'step' : undefined}
              data-state={state}
              css={(theme: Theme) => ({
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                gap: theme.space(1),
                textAlign: 'center',
                fontSize: '0.9375rem',
                fontWeight: state === 'current' ? 700 : 400,
                color: state === 'next' ? '#4a5563' : theme.colors.text,
                paddingTop: theme.space(2),
                borderTop: `4px solid ${state === 'next' ? '#c5ccd6' : theme.colors.primary}`,
              })}
            >
              <span aria-hidden="true">{index + 1}</span>
              <span>
                {t(`steps.${step}`)}
                {state === 'done' ? (
                  <span css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                    {' '}
                    ({t('steps.done')})
                  </span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
