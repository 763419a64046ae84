import type { Theme } from '@emotion/react';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '@shop/i18n/react';
import { Button } from '@shop/ui';

export type LeaveDialogProps = {
  /** True while the page's leaving work (clearing the cart, cancelling the order) runs. */
  leaving: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

const FOCUSABLE = 'button:not([disabled]), [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Spec 1 "Leaving a buying page": title, two lines, confirm and cancel (common leavePage texts). A modal
 * alert dialog: focus starts on the safe choice (continue editing), Tab stays inside, Escape cancels,
 * and focus goes back to where it was when the dialog closes.
 */
export function LeaveDialog({ leaving, onConfirm, onCancel }: LeaveDialogProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const bodyId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    // The first button is the safe choice: continue editing.
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => before?.focus?.();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !leaving) {
      event.preventDefault();
      onCancel();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      css={{
        position: 'fixed',
        inset: 0,
        zIndex: 1000,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 16,
        background: 'rgba(0, 0, 0, 0.55)',
      }}
    >
      <div
        ref={panel}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        aria-busy={leaving}
        onKeyDown={onKeyDown}
        data-testid="leave-dialog"
        css={(theme: Theme) => ({
          width: '100%',
          maxWidth: 480,
          padding: theme.space(6),
          borderRadius: theme.radius,
          background: '#ffffff',
          color: theme.colors.text,
          boxShadow: '0 12px 32px rgba(0, 0, 0, 0.3)',
        })}
      >
        <h2 id={titleId} css={{ marginTop: 0, fontSize: '1.25rem' }}>
          {t('leavePage.title')}
        </h2>
        <div id={bodyId} css={{ lineHeight: 1.5 }}>
          <p>{t('leavePage.line1')}</p>
          <p>{t('leavePage.line2')}</p>
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
      </div>
    </div>
  );
}
