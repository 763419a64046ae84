import type { ReactNode } from 'react';
import { useNamespace, useTranslation } from '@shop/i18n/react';
import { Button, FormAlert, LoadingIndicator } from '@shop/ui';

/**
 * The business sign-in and registration texts download when one of their pages opens (they are not
 * the start page's): a loading state before, a retry when the download failed.
 */
export function WithBusinessAuthTexts({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const texts = useNamespace('businessAuth');
  if (texts.state === 'loading') return <LoadingIndicator label={t('loading')} />;
  if (texts.state === 'failed') {
    return (
      <div>
        <FormAlert tone="error">{t('genericError.message')}</FormAlert>
        <Button onClick={texts.reload}>{t('genericError.tryAgain')}</Button>
      </div>
    );
  }
  return <>{children}</>;
}
