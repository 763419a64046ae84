import type { Theme } from '@emotion/react';
import { useTranslation } from '@shop/i18n/react';

/** Spec 1 section 2: B2B and salesman paths under 992 px are locked behind a Desktop Only notice (ShopLayout). */
export function DesktopOnlyOverlay() {
  const { t } = useTranslation('common');
  return (
    <div
      role="alert"
      data-testid="desktop-only"
      css={(theme: Theme) => ({
        display: 'none',
        [theme.media.mobile]: {
          display: 'flex',
          flexDirection: 'column',
          position: 'fixed',
          inset: 0,
          zIndex: 30,
          alignItems: 'center',
          justifyContent: 'center',
          padding: theme.space(8),
          textAlign: 'center',
          fontSize: '1.125rem',
          background: theme.colors.surface,
          color: theme.colors.text,
        },
      })}
    >
      <span aria-hidden="true" css={{ fontSize: '2rem', display: 'block' }}>
        🔒
      </span>
      <p>{t('b2bMobileUnsupported')}</p>
    </div>
  );
}
