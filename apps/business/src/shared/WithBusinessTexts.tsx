import type { ReactNode } from 'react';
import { useNamespace, useTranslation } from '@shop/i18n/react';
import { Button, FormAlert, LoadingIndicator } from '@shop/ui';

/**
 * The business area's texts (namespace business) are downloaded when one of its pages opens: a
 * loading state until then, and a retry when the download failed.
 */
export function WithBusinessTexts({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const texts = useNamespace('business');
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
