import type { Theme } from '@emotion/react';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface ModalDialogProps {
  /** The dialog's heading (an h2), also its accessible name; absent: `labelledBy` names the caller's own. */
  title?: ReactNode;
  /** The id of the caller's own heading, when the dialog renders no `title`. */
  labelledBy?: string;
  /** The id of the text that describes the dialog. */
  describedBy?: string;
  children: ReactNode;
  /** Escape or the browser's own cancel; absent: the dialog can only be left through its buttons. */
  onCancel?: () => void;
  /** alertdialog for a question the visitor must answer (leaving a page, a limit reached). */
  role?: 'dialog' | 'alertdialog';
  /** True while the dialog's action runs. */
  busy?: boolean;
  testId?: string;
  /** Where the dialog sits: centred, or a full-height sheet from the inline start (the mobile menu). */
  placement?: 'center' | 'sheet';
  /** Emotion's css prop on a ModalDialog arrives here and overrides the defaults. */
  className?: string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]';

/** Keeps Tab and Shift+Tab inside the dialog, also where the browser would move on to its own controls. */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  const focusable = event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE);
  if (focusable.length === 0) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A modal dialog on the native <dialog> element: showModal() makes the rest of the page inert, keeps
 * the focus inside and puts the dialog in the top layer, its first button focused; the focus goes back
 * where it was on close.
 */
export function ModalDialog({
  title,
  labelledBy,
  describedBy,
  children,
  onCancel,
  role,
  busy,
  testId,
  placement = 'center',
  className,
}: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    const opener = document.activeElement as HTMLElement | null;
    if (typeof element.showModal === 'function') element.showModal();
    else {
      // jsdom has no showModal: the open attribute shows it there, and the first button takes the focus
      // unless a child took it already (autoFocus).
      element.setAttribute('open', '');
      if (!element.contains(document.activeElement)) element.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    }
    return () => {
      if (typeof element.close === 'function' && element.open) element.close();
      opener?.focus?.();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      role={role}
      aria-modal="true"
      aria-labelledby={title === undefined ? labelledBy : titleId}
      aria-describedby={describedBy}
      aria-busy={busy}
      data-testid={testId}
      className={className}
      onCancel={(event) => {
        event.preventDefault();
        onCancel?.();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onCancel?.();
        } else if (event.key === 'Tab') keepTabInside(event);
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
      {title === undefined ? null : (
        <h2 id={titleId} css={{ margin: '0 0 12px', fontSize: '1.25rem' }}>
          {title}
        </h2>
      )}
      {children}
    </dialog>
  );
}
