import type { Theme } from '@emotion/react';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface AuthTab<TKey extends string> {
  key: TKey;
  label: string;
  panel: ReactNode;
}

/**
 * Tabs of the WAI-ARIA pattern: arrow keys, Home and End move between tabs; only the chosen tab is
 * in the tab order, and only its panel is rendered.
 */
export function AuthTabs<TKey extends string>({
  label,
  tabs,
  selected,
  onSelect,
}: {
  label: string;
  tabs: readonly AuthTab<TKey>[];
  selected: TKey;
  onSelect(key: TKey): void;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === selected),
  );
  const current = tabs[index];

  const move = (to: number) => {
    const target = (to + tabs.length) % tabs.length;
    onSelect(tabs[target].key);
    buttons.current[target]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // In a right-to-left page the next tab is on the left.
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const keys: Record<string, number> = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 };
    if (event.key in keys) move(index + keys[event.key]);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(tabs.length - 1);
    else return;
    event.preventDefault();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        css={(theme: Theme) => ({
          display: 'grid',
          gridTemplateColumns: `repeat(${tabs.length}, 1fr)`,
          borderBottom: `1px solid #c5ccd6`,
          marginBottom: theme.space(6),
        })}
      >
        {tabs.map((tab, position) => {
          const active = position === index;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                buttons.current[position] = element;
              }}
              type="button"
              role="tab"
              id={`auth-tab-${tab.key}`}
              data-testid={`auth-tab-${tab.key}`}
              aria-selected={active}
              aria-controls={`auth-panel-${tab.key}`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.key)}
              onKeyDown={onKeyDown}
              css={(theme: Theme) => ({
                minHeight: 48,
                font: 'inherit',
                fontSize: '1.0625rem',
                fontWeight: active ? 700 : 600,
                color: active ? theme.colors.primary : theme.colors.text,
                background: 'none',
                border: 0,
                borderBottom: `3px solid ${active ? theme.colors.primary : 'transparent'}`,
                marginBottom: -1,
                cursor: 'pointer',
                '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: -3 },
              })}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`auth-panel-${current.key}`} aria-labelledby={`auth-tab-${current.key}`}>
        {current.panel}
      </div>
    </div>
  );
}
