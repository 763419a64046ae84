import type { Theme } from '@emotion/react';

/** Submit buttons fill the form's width (spec 1: the mobile variant has full-width buttons). */
export const fullWidthSubmit = (theme: Theme) => ({
  marginTop: theme.space(2),
  '& button': { width: '100%', justifyContent: 'center' },
});

/** A two-choice radio group drawn as a segmented switch; the radios stay real for keyboards and readers. */
export const methodSwitchCss = (theme: Theme) => ({
  border: 0,
  padding: 0,
  margin: `0 0 ${theme.space(4)}`,
  legend: { fontWeight: 600, marginBottom: theme.space(1), padding: 0 },
  '& > div': {
    display: 'grid',
    gridTemplateColumns: '1fr 1fr',
    border: `1px solid #6b7785`,
    borderRadius: theme.radius,
    overflow: 'hidden',
  },
  label: { position: 'relative' as const, display: 'block', cursor: 'pointer' },
  'label + label': { borderInlineStart: '1px solid #6b7785' },
  input: { position: 'absolute' as const, opacity: 0, inset: 0, margin: 0, cursor: 'pointer' },
  'label span': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: 44,
    padding: `0 ${theme.space(2)}`,
    fontWeight: 600,
    color: theme.colors.text,
  },
  'input:checked + span': { background: theme.colors.primary, color: theme.colors.primaryText },
  'input:focus-visible + span': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: -3 },
});

/** A form's fields grouped to be locked at once (a disabled fieldset), without a box of their own. */
export const lockableFieldsCss = { border: 0, padding: 0, margin: 0, minWidth: 0 };
