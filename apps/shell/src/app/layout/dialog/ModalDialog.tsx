import type { Theme } from '@emotion/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface ModalDialogProps {
  /** The dialog's heading, also its accessible name. */
  title: ReactNode;
  children: ReactNode;
  /** Escape or the browser's own cancel; absent: the dialog can only be left through its buttons. */
  onCancel?: () => void;
  testId?: string;
  /** Where the dialog sits: centred, or a full-height sheet from the inline start (the mobile menu). */
  placement?: 'center' | 'sheet';
}

/**
 * A modal dialog on the native <dialog> element: showModal() makes the rest of the page inert, keeps
 * the focus inside and puts the dialog in the top layer; the focus goes back where it was on close.
 */
export function ModalDialog({ title, children, onCancel, testId, placement = 'center' }: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    const opener = document.activeElement as HTMLElement | null;
    // jsdom has no showModal; the open attribute shows it there.
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    return () => {
      if (typeof element.close === 'function' && element.open) element.close();
      opener?.focus?.();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel?.();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onCancel?.();
        }
      }}
      css={(theme: Theme) => ({
        boxSizing: 'border-box',
        border: 0,
        padding: theme.space(6),
        color: theme.colors.text,
        background: '#fff',
        boxShadow: '0 12px 40px rgba(0,0,0,0.3)',
        '&::backdrop': { background: 'rgba(0,0,0,0.5)' },
        ...(placement === 'center'
          ? { width: 'min(480px, calc(100vw - 32px))', borderRadius: theme.radius }
          : {
              margin: 0,
              insetInlineStart: 0,
              insetInlineEnd: 'auto',
              height: '100dvh',
              maxHeight: '100dvh',
              width: 'min(340px, 88vw)',
              overflowY: 'auto',
            }),
      })}
    >
      <h2 id={titleId} css={{ margin: '0 0 12px', fontSize: '1.25rem' }}>
        {title}
      </h2>
      {children}
    </dialog>
  );
}
