import type { Theme } from '@emotion/react';
import { BUSINESS_BROCHURES } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { Button } from '@shop/ui';
import { cardCss, cardGridCss } from '../../../shared/page-styles';
import { useBrochureDownload } from '../hooks/use-brochure-download';

const visuallyHidden = {
  position: 'absolute' as const,
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap' as const,
};

/** The downloadable PDF brochures (spec 1 section 2), each with its own progress and error. */
export function Brochures() {
  const { t } = useTranslation('business');
  const { download, stateOf } = useBrochureDownload();
  return (
    <section aria-labelledby="business-brochures" css={(theme: Theme) => ({ marginTop: theme.space(10) })}>
      <h2 id="business-brochures">{t('info.brochures.heading')}</h2>
      <p css={{ margin: 0 }}>{t('info.brochures.lead')}</p>
      <ul css={cardGridCss}>
        {BUSINESS_BROCHURES.map((brochure) => {
          const state = stateOf(brochure);
          const title = t(`info.brochures.${brochure}.title`);
          return (
            <li key={brochure} css={cardCss} data-testid={`brochure-${brochure}`}>
              <h3 css={(theme: Theme) => ({ margin: 0, fontSize: '1.1rem', color: theme.colors.primary })}>{title}</h3>
              <p css={{ margin: 0, flex: '1 1 auto' }}>{t(`info.brochures.${brochure}.text`)}</p>
              <div>
                <Button
                  variant="secondary"
                  disabled={state === 'downloading'}
                  aria-busy={state === 'downloading'}
                  onClick={() => void download(brochure)}
                >
                  {state === 'downloading' ? t('info.brochures.downloading') : t('info.brochures.download')}
                  <span css={visuallyHidden}>: {title}</span>
                </Button>
              </div>
              {state === 'failed' ? (
                <p role="alert" css={(theme: Theme) => ({ margin: 0, color: theme.colors.error })}>
                  {t('info.brochures.failed')}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
