import { useId } from 'react';
import { useTranslation } from '@shop/i18n/react';
import { Button, ModalDialog } from '@shop/ui';

/** How many addresses the dialog names; the others are counted. */
const SHOWN_EMAILS = 5;

/**
 * The quotation was made and emailed with its PDF (spec 2: the popup says it was sent to the receiver
 * email): the server sends it to each line's receiver email.
 */
export function QuotationSentDialog({ emails, onClose }: { emails: readonly string[]; onClose: () => void }) {
  const { t } = useTranslation('business');
  const textId = useId();
  const more = emails.length - SHOWN_EMAILS;
  return (
    <ModalDialog
      title={t('checkout.quotation.sentTitle')}
      describedBy={textId}
      onCancel={onClose}
      testId="quotation-sent"
    >
      <p id={textId}>{t('checkout.quotation.sent')}</p>
      <ul css={{ margin: '0 0 16px', paddingInlineStart: 20, overflowWrap: 'anywhere' }}>
        {emails.slice(0, SHOWN_EMAILS).map((email) => (
          <li key={email}>
            <bdi dir="ltr">{email}</bdi>
          </li>
        ))}
        {more > 0 ? <li>{t('checkout.quotation.more', { count: more })}</li> : null}
      </ul>
      <Button onClick={onClose}>{t('checkout.quotation.close')}</Button>
    </ModalDialog>
  );
}
