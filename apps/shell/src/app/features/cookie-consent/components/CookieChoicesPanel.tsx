import type { Theme } from '@emotion/react';
import { useId, useRef, useState } from 'react';
import { useUnit } from '@shop/brand/react';
import { useTranslation } from '@shop/i18n/react';
import { Button } from '@shop/ui';
import {
  EVERYTHING,
  NOTHING_OPTIONAL,
  OPTIONAL_COOKIE_CATEGORIES,
  readConsent,
  saveConsent,
  type CookieChoices,
} from '../api/consent';
import { useRoomBelowPage } from '../hooks/use-room-below-page';

const switchRowCss = (theme: Theme) => ({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `0 ${theme.space(3)}`,
  alignItems: 'start',
  padding: `${theme.space(2)} 0`,
  input: { width: 22, height: 22, margin: '2px 0 0', accentColor: theme.colors.primary },
  'input:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
});

/**
 * The visitor's cookie choices: essential always on; advertising, analytics and customisation
 * switchable; Accept all or Save. It is fixed at the bottom of the screen, so the page does not move
 * when it arrives (its code loads after the frame has painted); the page keeps as much room below it, and
 * a focused element is scrolled above it (WCAG 2.2 "Focus Not Obscured"). Taller than most of a phone's
 * screen, it scrolls inside.
 */
export default function CookieChoicesPanel({ onAnswered }: { onAnswered: () => void }) {
  const { t } = useTranslation('shell');
  const unit = useUnit();
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  useRoomBelowPage(panel);
  const [choices, setChoices] = useState<CookieChoices>(
    () => readConsent(localStorage, unit.buId)?.choices ?? NOTHING_OPTIONAL,
  );
  const answer = (chosen: CookieChoices) => {
    saveConsent(localStorage, unit.buId, chosen);
    onAnswered();
  };

  return (
    <section
      ref={panel}
      aria-labelledby={titleId}
      data-testid="cookie-consent"
      css={(theme: Theme) => ({
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        // Over the floating chat button, under the notifications and the header's menus.
        zIndex: 18,
        maxHeight: '75vh',
        overflowY: 'auto',
        padding: `${theme.space(4)} ${theme.space(4)}`,
        background: theme.colors.surface,
        color: theme.colors.text,
        borderTop: `3px solid ${theme.colors.primary}`,
        boxShadow: '0 -4px 16px rgba(0, 0, 0, 0.15)',
      })}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          answer(choices);
        }}
        css={{ maxWidth: 960, margin: '0 auto' }}
      >
        <h2 id={titleId} css={{ margin: '0 0 8px', fontSize: '1.125rem' }}>
          {t('cookies.title')}
        </h2>
        <p css={{ margin: '0 0 8px' }}>{t('cookies.body')}</p>
        <div css={{ display: 'grid', gap: '0 24px', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' }}>
          <label css={switchRowCss}>
            <input type="checkbox" role="switch" checked disabled aria-describedby={`${titleId}-essential`} />
            <span>
              <strong>{t('cookies.essential')}</strong> ({t('cookies.alwaysOn')})
              <span id={`${titleId}-essential`} css={{ display: 'block', fontSize: '0.875rem' }}>
                {t('cookies.essentialHint')}
              </span>
            </span>
          </label>
          {OPTIONAL_COOKIE_CATEGORIES.map((category) => (
            <label key={category} css={switchRowCss}>
              <input
                type="checkbox"
                role="switch"
                name={category}
                checked={choices[category]}
                onChange={(event) => setChoices({ ...choices, [category]: event.target.checked })}
                aria-describedby={`${titleId}-${category}`}
              />
              <span>
                <strong>{t(`cookies.${category}`)}</strong>
                <span id={`${titleId}-${category}`} css={{ display: 'block', fontSize: '0.875rem' }}>
                  {t(`cookies.${category}Hint`)}
                </span>
              </span>
            </label>
          ))}
        </div>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginTop: 12 }}>
          <Button onClick={() => answer(EVERYTHING)}>{t('cookies.acceptAll')}</Button>
          <Button type="submit" variant="secondary">
            {t('cookies.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
