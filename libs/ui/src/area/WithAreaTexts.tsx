import type { ReactNode } from 'react';
import type { AreaNamespace } from '@shop/i18n';
import { useNamespace, useTranslation } from '@shop/i18n/react';
import { Button } from '../Button';
import { FormAlert } from '../form/FormAlert';
import { LoadingIndicator } from '../LoadingIndicator';

/**
 * An area's texts (its namespace) are downloaded when one of its pages opens: a loading state until
 * then, and a retry when the download failed. Used by the business and salesman remotes.
 */
export function WithAreaTexts({ namespace, children }: { namespace: AreaNamespace; children: ReactNode }) {
  const { t } = useTranslation('common');
  const texts = useNamespace(namespace);
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
