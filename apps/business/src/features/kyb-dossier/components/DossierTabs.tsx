import type { Theme } from '@emotion/react';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { KybTabCompletion } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import type { DossierSection } from '../dossier-sections';

export interface DossierTab {
  section: DossierSection;
  label: string;
  saved: boolean;
  completion: KybTabCompletion;
}

/** A tab is still to fill (not saved), a draft (saved, fields still to fill) or complete. */
export type DossierTabStatus = 'toFill' | 'draft' | 'complete';

export function tabStatus(tab: Pick<DossierTab, 'saved' | 'completion'>): DossierTabStatus {
  if (tab.completion.complete) return 'complete';
  return tab.saved ? 'draft' : 'toFill';
}

export interface DossierTabsProps {
  tabs: readonly DossierTab[];
  current: DossierSection;
  onSelect(section: DossierSection): void;
  /** Every section's panel: all stay mounted (hidden but the current), so a switch keeps what was typed. */
  panels: Readonly<Record<DossierSection, ReactNode>>;
}

/**
 * The dossier's sections as a tab list (WAI-ARIA tabs, manual activation): Tab reaches the current tab,
 * the arrow keys move between tabs in the reading direction (mirrored in RTL), Home and End go to the
 * ends; each tab says whether its section is still to fill, a draft (how many fields are left) or complete.
 */
export function DossierTabs({ tabs, current, onSelect, panels }: DossierTabsProps) {
  const { t, i18n } = useTranslation('business');
  const buttons = useRef(new Map<DossierSection, HTMLButtonElement>());
  const rtl = i18n.dir() === 'rtl';

  const move = (event: KeyboardEvent, index: number) => {
    const next = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let target: number | null = null;
    if (next !== undefined) target = (index + next + tabs.length) % tabs.length;
    if (event.key === 'Home') target = 0;
    if (event.key === 'End') target = tabs.length - 1;
    if (target === null) return;
    event.preventDefault();
    buttons.current.get(tabs[target].section)?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={t('kyb.dossier.tabsLabel')}
        css={(theme: Theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          gap: theme.space(1),
          borderBottom: `2px solid ${theme.colors.primary}`,
        })}
      >
        {tabs.map((tab, index) => {
          const selected = tab.section === current;
          const status = tabStatus(tab);
          return (
            <button
              key={tab.section}
              ref={(element) => {
                if (element) buttons.current.set(tab.section, element);
                else buttons.current.delete(tab.section);
              }}
              type="button"
              role="tab"
              id={`kyb-tab-${tab.section}`}
              aria-selected={selected}
              aria-controls={`kyb-panel-${tab.section}`}
              tabIndex={selected ? 0 : -1}
              data-testid={`kyb-tab-${tab.section}`}
              data-saved={tab.saved}
              data-status={status}
              onClick={() => onSelect(tab.section)}
              onKeyDown={(event) => move(event, index)}
              css={(theme: Theme) => ({
                minHeight: 44,
                padding: `${theme.space(2)} ${theme.space(4)}`,
                border: `1px solid ${selected ? theme.colors.primary : '#d5dbe3'}`,
                borderBottom: 'none',
                borderRadius: `${theme.radius} ${theme.radius} 0 0`,
                background: selected ? theme.colors.primary : '#fff',
                color: selected ? theme.colors.primaryText : theme.colors.text,
                font: 'inherit',
                fontWeight: 600,
                cursor: 'pointer',
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'flex-start',
                '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
              })}
            >
              <span>{tab.label}</span>
              <span css={{ fontSize: '0.85rem', fontWeight: 400 }}>
                {status === 'complete' ? t('kyb.dossier.tabComplete') : null}
                {status === 'draft' ? t('kyb.dossier.tabDraft', { count: tab.completion.missing.length }) : null}
                {status === 'toFill' ? t('kyb.dossier.tabToFill') : null}
              </span>
            </button>
          );
        })}
      </div>
      {tabs.map(({ section }) => (
        <div
          key={section}
          role="tabpanel"
          id={`kyb-panel-${section}`}
          aria-labelledby={`kyb-tab-${section}`}
          hidden={section !== current}
          data-testid={`kyb-panel-${section}`}
          css={(theme: Theme) => ({ paddingTop: theme.space(5) })}
        >
          {panels[section]}
        </div>
      ))}
    </div>
  );
}
