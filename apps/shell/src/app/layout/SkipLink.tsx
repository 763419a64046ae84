import type { Theme } from '@emotion/react';
import { useTranslation } from '@shop/i18n/react';

export function SkipLink() {
  const { t } = useTranslation('shell');
  return (
    <a
      href="#main-content"
      css={(theme: Theme) => ({
        position: 'absolute',
        insetInlineStart: theme.space(2),
        top: -60,
        zIndex: 10,
        padding: theme.space(3),
        background: theme.colors.primary,
        color: theme.colors.primaryText,
        borderRadius: theme.radius,
        '&:focus': { top: theme.space(2) },
      })}
    >
      {t('skipToContent')}
    </a>
  );
}
