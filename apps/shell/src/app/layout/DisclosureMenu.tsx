import type { Theme } from '@emotion/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';

export interface DisclosureMenuProps {
  /** What the button shows; its accessible name. */
  label: ReactNode;
  /** The list's items (li elements); `close` closes the menu and gives the focus back to the button. */
  children(close: () => void): ReactNode;
  testId?: string;
  buttonTestId?: string;
}

/**
 * A button that shows and hides a list of links (the WAI-ARIA disclosure pattern): aria-expanded
 * on the button, Escape closes and returns the focus to it, and it closes when the focus or a
 * click goes elsewhere, or the page changes.
 */
export function DisclosureMenu({ label, children, testId, buttonTestId }: DisclosureMenuProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div
      ref={root}
      data-testid={testId}
      css={{ position: 'relative' }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close();
        }
      }}
      onBlur={(event) => {
        // Tabbing out of the menu closes it.
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        data-testid={buttonTestId}
        onClick={() => setOpen((shown) => !shown)}
        css={(theme: Theme) => ({
          display: 'inline-flex',
          alignItems: 'center',
          gap: theme.space(2),
          minHeight: 44,
          padding: `${theme.space(1)} ${theme.space(3)}`,
          font: 'inherit',
          fontWeight: 600,
          color: theme.colors.primary,
          background: 'none',
          border: `1px solid ${theme.colors.primary}`,
          borderRadius: theme.radius,
          cursor: 'pointer',
          '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
        })}
      >
        {label}
        <span aria-hidden="true" css={{ fontSize: '0.75em', transform: open ? 'rotate(180deg)' : 'none' }}>
          ▼
        </span>
      </button>
      <ul
        id={listId}
        hidden={!open}
        css={(theme: Theme) => ({
          position: 'absolute',
          insetInlineEnd: 0,
          top: 'calc(100% + 4px)',
          zIndex: 30,
          minWidth: 220,
          margin: 0,
          padding: `${theme.space(1)} 0`,
          listStyle: 'none',
          background: '#fff',
          border: '1px solid #c5ccd6',
          borderRadius: theme.radius,
          boxShadow: '0 8px 24px rgba(0,0,0,0.15)',
          '& a, & button': {
            display: 'flex',
            alignItems: 'center',
            width: '100%',
            minHeight: 44,
            padding: `0 ${theme.space(4)}`,
            boxSizing: 'border-box',
            font: 'inherit',
            textAlign: 'start',
            color: theme.colors.text,
            textDecoration: 'none',
            background: 'none',
            border: 0,
            cursor: 'pointer',
          },
          '& a:hover, & button:hover': { background: theme.colors.surface },
          '& a:focus-visible, & button:focus-visible': {
            outline: `3px solid ${theme.colors.focus}`,
            outlineOffset: -3,
          },
        })}
      >
        {open ? children(close) : null}
      </ul>
    </div>
  );
}
