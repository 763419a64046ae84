import type { Theme } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from '@shop/i18n/react';
import { Button } from '../Button';
import { ModalDialog } from '../ModalDialog';

/** A page's own wording of the question (its title and two lines); the spec's common texts otherwise. */
export type LeaveDialogTexts = { title: string; line1: string; line2: string };

export type LeaveDialogProps = {
  texts?: LeaveDialogTexts;
  /** True while the page's leaving work (clearing the cart, cancelling the order) runs. */
  leaving: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * Spec 1 "Leaving a buying page": title, two lines, confirm and cancel (common leavePage texts). A modal
 * alert dialog: focus starts on the safe choice (continue editing, the first button), Tab stays inside,
 * Escape cancels unless the leaving work runs, and focus goes back to where it was when the dialog closes.
 */
export function LeaveDialog({ texts, leaving, onConfirm, onCancel }: LeaveDialogProps) {
  const { t } = useTranslation('common');
  const bodyId = useId();

  return (
    <ModalDialog
      role="alertdialog"
      title={texts?.title ?? t('leavePage.title')}
      describedBy={bodyId}
      busy={leaving}
      onCancel={leaving ? undefined : onCancel}
      testId="leave-dialog"
    >
      <div id={bodyId} css={{ lineHeight: 1.5 }}>
        <p>{texts?.line1 ?? t('leavePage.line1')}</p>
        <p>{texts?.line2 ?? t('leavePage.line2')}</p>
      </div>
      <div
        css={(theme: Theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          gap: theme.space(3),
          marginTop: theme.space(4),
        })}
      >
        <Button variant="primary" onClick={onCancel} disabled={leaving}>
          {t('leavePage.cancel')}
        </Button>
        <Button variant="secondary" onClick={onConfirm} disabled={leaving} aria-busy={leaving}>
          {leaving ? t('checkout:leave.leaving') : t('leavePage.confirm')}
        </Button>
      </div>
    </ModalDialog>
  );
}
