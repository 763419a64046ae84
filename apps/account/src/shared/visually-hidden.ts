/** Read out by screen readers, not shown: a button's context ("Remove: Quotation …") beside its short text. */
export const visuallyHiddenCss = {
  position: 'absolute' as const,
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap' as const,
};
