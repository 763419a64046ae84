import { useTranslation } from '@shop/i18n/react';
import { oopsStore } from '@shop/session';
import { Button, ModalDialog } from '@shop/ui';

/** Spec 2 section 8 "Generic popup": Oops!, the apology, Try again (the caller's retry, else a reload). */
export default function OopsDialog() {
  const { t } = useTranslation('shell');
  const { tryAgain, dismiss } = oopsStore.getState();
  return (
    <ModalDialog title={t('oops.title')} onCancel={dismiss} testId="oops-dialog">
      <p css={{ margin: '0 0 20px' }}>{t('oops.body')}</p>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'flex-end' }}>
        <Button variant="secondary" onClick={dismiss}>
          {t('common:close')}
        </Button>
        <Button autoFocus onClick={tryAgain}>
          {t('oops.tryAgain')}
        </Button>
      </div>
    </ModalDialog>
  );
}
