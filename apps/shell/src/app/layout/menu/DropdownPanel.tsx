import type { Theme } from '@emotion/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';

export interface DropdownPanelProps {
  /** The button's content. */
  label: ReactNode;
  /** The button's accessible name when its content is an icon and a count. */
  accessibleName?: string;
  /** The panel's content, rendered only while open; `close` closes it and focuses the button again. */
  children(close: () => void): ReactNode;
  /** A mouse pointer opens it on hover and it closes this long after the pointer leaves; absent: click only. */
  hoverCloseDelayMs?: number;
  /** Called each time the panel opens (the empty cart shakes then). */
  onOpen?: () => void;
  testId?: string;
  buttonTestId?: string;
  /** Extra style of the button (a badge, an icon). */
  buttonCss?: (theme: Theme) => object;
}

/**
 * A button that shows and hides a panel (the WAI-ARIA disclosure pattern): aria-expanded on the
 * button, Escape closes and gives the focus back, and it closes when the focus or a click goes
 * elsewhere or the page changes. With hoverCloseDelayMs a mouse opens it by hovering as well.
 */
export function DropdownPanel(props: DropdownPanelProps) {
  const { label, accessibleName, children, hoverCloseDelayMs, onOpen, testId, buttonTestId } = props;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  // A click right after the hover opened the panel keeps it open instead of toggling it shut.
  const openedByHover = useRef(false);
  const { pathname } = useLocation();

  const show = (shown: boolean) => {
    window.clearTimeout(closeTimer.current);
    setOpen((was) => {
      if (shown && !was) onOpen?.();
      return shown;
    });
  };

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => {
    show(false);
    button.current?.focus();
  };
  const byMouse = (event: { pointerType: string }) => hoverCloseDelayMs !== undefined && event.pointerType === 'mouse';

  return (
    <div
      ref={root}
      data-testid={testId}
      css={{ position: 'relative' }}
      onPointerEnter={(event) => {
        if (!byMouse(event)) return;
        window.clearTimeout(closeTimer.current);
        if (open) return;
        openedByHover.current = true;
        show(true);
      }}
      onPointerLeave={(event) => {
        if (!byMouse(event)) return;
        window.clearTimeout(closeTimer.current);
        closeTimer.current = window.setTimeout(() => {
          openedByHover.current = false;
          setOpen(false);
        }, hoverCloseDelayMs);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close();
        }
      }}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={accessibleName}
        data-testid={buttonTestId}
        onClick={() => {
          const keepOpen = openedByHover.current && open;
          openedByHover.current = false;
          if (!keepOpen) show(!open);
        }}
        css={(theme: Theme) => ({
          position: 'relative',
          display: 'inline-flex',
          alignItems: 'center',
          gap: theme.space(2),
          minHeight: 44,
          minWidth: 44,
          padding: `${theme.space(1)} ${theme.space(3)}`,
          font: 'inherit',
          fontWeight: 600,
          color: theme.colors.primary,
          background: 'none',
          border: `1px solid ${theme.colors.primary}`,
          borderRadius: theme.radius,
          cursor: 'pointer',
          '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
          ...props.buttonCss?.(theme),
        })}
      >
        {label}
      </button>
      <div
        id={panelId}
        hidden={!open}
        css={(theme: Theme) => ({
          position: 'absolute',
          insetInlineEnd: 0,
          top: 'calc(100% + 4px)',
          zIndex: 30,
          width: 'min(360px, calc(100vw - 24px))',
          boxSizing: 'border-box',
          padding: theme.space(4),
          background: '#fff',
          color: theme.colors.text,
          border: '1px solid #c5ccd6',
          borderRadius: theme.radius,
          boxShadow: '0 8px 24px rgba(0,0,0,0.15)',
        })}
      >
        {open ? children(close) : null}
      </div>
    </div>
  );
}
