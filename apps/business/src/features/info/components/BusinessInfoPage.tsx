import type { Theme } from '@emotion/react';
import { useUnit } from '@shop/brand/react';
import { useTranslation } from '@shop/i18n/react';
import type { LivePages } from '../../../shared/live-pages';
import { pageCss } from '../../../shared/page-styles';
import { Brochures } from './Brochures';
import { FeatureCards } from './FeatureCards';
import { FeaturedCarousel } from './FeaturedCarousel';
import { InfoActions } from './InfoActions';

/**
 * /b2b/info, public (spec 1 section 2): the intro, four feature cards, the featured cards and the PDF
 * brochures; a unit may hide the intro or the brochures (businessInfoPage, decision 0027).
 */
export function BusinessInfoPage({ live }: { live: LivePages }) {
  const { t } = useTranslation('business');
  const unit = useUnit();
  const { hideIntro = false, hideBrochures = false } = unit.businessInfoPage ?? {};
  return (
    <div css={pageCss} data-testid="business-info">
      <h1 css={{ margin: 0, fontSize: 'clamp(1.5rem, 3vw, 2.25rem)' }}>{t('info.title')}</h1>
      {hideIntro ? null : (
        <p
          data-testid="business-intro"
          css={(theme: Theme) => ({ fontSize: '1.125rem', lineHeight: 1.6, margin: `${theme.space(3)} 0 0` })}
        >
          {t('info.intro')}
        </p>
      )}
      <FeatureCards />
      <FeaturedCarousel />
      {hideBrochures ? null : <Brochures />}
      <InfoActions live={live} />
    </div>
  );
}
