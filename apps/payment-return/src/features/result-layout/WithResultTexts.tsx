import type { ReactNode } from 'react';
import { useNamespace, useTranslation } from '@shop/i18n/react';
import { Button, FormAlert, LoadingIndicator } from '@shop/ui';

/**
 * The payment-return pages' texts (namespace orderResult) are downloaded when one of them opens:
 * a loading state until then, and a retry when the download failed.
 */
export function WithResultTexts({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const texts = useNamespace('orderResult');
  if (texts.state === 'loading') return <LoadingIndicator label={t('loading')} />;
  if (texts.state === 'failed')
    return (
      <div css={{ maxWidth: 640, margin: '40px auto', padding: 16 }}>
        <FormAlert tone="error">{t('genericError.message')}</FormAlert>
        <Button onClick={texts.reload}>{t('genericError.tryAgain')}</Button>
      </div>
    );
  return <>{children}</>;
}
