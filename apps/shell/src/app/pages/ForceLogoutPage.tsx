import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { sessionStore } from '@shop/session';
import { useTranslation } from '@shop/i18n/react';
import { LoadingIndicator } from '@shop/ui';

/**
 * Reached after a 401 on an authenticated call: the session's forced logout forgets the session
 * and sends the visitor to the login page of their user type (or home for single sign-on or with
 * the failed flag).
 */
export function ForceLogoutPage() {
  const [params] = useSearchParams();
  const { t } = useTranslation('common');
  const failed = params.has('failed');
  useEffect(() => {
    void sessionStore.getState().logout({ reason: 'forced', failed });
  }, [failed]);
  return <LoadingIndicator label={t('loading')} />;
}
