import type { Theme } from '@emotion/react';
import { useTranslation } from '@shop/i18n/react';
import { Button } from '@shop/ui';

/** Shown in place of a remote's page when it cannot load or throws; the rest of the shop works. */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <section
      role="alert"
      data-testid="remote-fallback"
      css={(theme: Theme) => ({
        maxWidth: 640,
        margin: `${theme.space(10)} auto`,
        padding: theme.space(8),
        textAlign: 'center',
        borderRadius: theme.radius,
        background: theme.colors.surface,
        borderTop: `4px solid ${theme.colors.primary}`,
      })}
    >
      <h1 css={{ fontSize: '1.5rem', marginTop: 0 }}>{t('remoteFallback.title')}</h1>
      <p css={{ lineHeight: 1.6 }}>{t('remoteFallback.body')}</p>
      <Button onClick={onRetry}>{t('remoteFallback.retry')}</Button>
    </section>
  );
}
