import type { Theme } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { useNamespace, useTranslation } from '@shop/i18n/react';
import { Button } from '@shop/ui';

/** Spec 1 "quantity-limit popup": the cart already holds the most cards one order may have. */
export function QuantityLimitDialog({ max, onClose }: { max: number; onClose(): void }) {
  const { t } = useTranslation(['pages', 'validation']);
  // The field messages are not among the start page's texts: the limit's sentence comes with them.
  const fieldMessages = useNamespace('validation');
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    dialog.current?.querySelector('button')?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, [onClose]);
  return (
    <div css={{ position: 'fixed', inset: 0, zIndex: 50, display: 'grid', placeItems: 'center', background: '#0009' }}>
      <div
        ref={dialog}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="quantity-limit-title"
        aria-describedby="quantity-limit-body"
        css={(theme: Theme) => ({
          maxWidth: 'min(90vw, 420px)',
          padding: theme.space(6),
          background: '#fff',
          borderRadius: theme.radius,
        })}
      >
        <h2 id="quantity-limit-title" css={{ marginTop: 0 }}>
          {t('consumer.home.limitTitle')}
        </h2>
        <p id="quantity-limit-body">
          {fieldMessages.state === 'ready' && `${t('validation:maxQuantity', { max })} `}
          {t('consumer.home.limitBody')}
        </p>
        <Button onClick={onClose}>{t('common:close')}</Button>
      </div>
    </div>
  );
}
