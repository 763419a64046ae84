import { Suspense, lazy } from 'react';
import { useTranslation } from '@shop/i18n/react';

// Its own chunk: the balance query is downloaded when its page opens, never with the start page.
const QueryPage = lazy(() => import('./components/QueryPage').then((module) => ({ default: module.QueryPage })));

/** /query, the card balance page (the shell's guard lets it open only where the unit enables it). */
export function QueryRoute() {
  const { t } = useTranslation('common');
  return (
    <Suspense fallback={<p role="status">{t('loading')}</p>}>
      <QueryPage />
    </Suspense>
  );
}
