/** Read by screen readers, not shown. */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Hidden when printed: the printout is the voucher, not the page's controls. */
export const noPrint = { '@media print': { display: 'none' } } as const;

/** A field's label above its value (grey at 7:1 on white). */
export const fieldLabel = { fontSize: '0.875rem', color: '#4a5563' } as const;

/** Digits read left to right in every language, spaced like the printed card. */
export const codeCss = {
  direction: 'ltr',
  unicodeBidi: 'isolate',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '1.25rem',
  fontWeight: 700,
  letterSpacing: '0.04em',
  fontVariantNumeric: 'tabular-nums',
} as const;
