import type { ReactNode } from 'react';
import { useTranslation } from '@shop/i18n/react';
import { Button, FormAlert, LoadingIndicator, apiErrorText } from '@shop/ui';
import type { Loaded } from '../../../shared/use-api-load';
import { panelCss } from '../back-office-styles';

/** A panel showing a call's answer: loading, the API's refusal with a retry, or `children` with the data. */
export function LoadedPanel<T>({
  loaded,
  retry,
  children,
}: {
  loaded: Loaded<T>;
  retry: () => void;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('operator');
  return (
    <section css={panelCss} aria-live="polite" aria-busy={loaded.state === 'loading' || undefined}>
      {loaded.state === 'loading' ? <LoadingIndicator label={t('backOffice.common.loading')} /> : null}
      {loaded.state === 'failed' ? (
        <FormAlert tone="error">
          {apiErrorText(loaded.error, t) || t('backOffice.common.failed')}{' '}
          <Button variant="secondary" onClick={retry}>
            {t('backOffice.common.retry')}
          </Button>
        </FormAlert>
      ) : null}
      {loaded.state === 'ready' ? children(loaded.data) : null}
    </section>
  );
}
