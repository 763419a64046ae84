import type { Theme } from '@emotion/react';
import { useTranslation } from '@shop/i18n/react';
import { cardCss, cardGridCss } from '../../../shared/page-styles';
import { FeatureIcon, type FeatureName } from './FeatureIcon';

const FEATURES: readonly FeatureName[] = ['employees', 'customers', 'bulk', 'invoices'];

/** The four feature cards of the business information page (spec 1 section 2). */
export function FeatureCards() {
  const { t } = useTranslation('business');
  return (
    <section aria-labelledby="business-features" css={(theme: Theme) => ({ marginTop: theme.space(10) })}>
      <h2 id="business-features">{t('info.featuresHeading')}</h2>
      <ul css={cardGridCss} data-testid="business-features">
        {FEATURES.map((feature) => (
          <li key={feature} css={cardCss}>
            <FeatureIcon name={feature} />
            <h3 css={(theme: Theme) => ({ margin: 0, fontSize: '1.1rem', color: theme.colors.primary })}>
              {t(`info.features.${feature}.title`)}
            </h3>
            <p css={{ margin: 0, lineHeight: 1.5 }}>{t(`info.features.${feature}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
