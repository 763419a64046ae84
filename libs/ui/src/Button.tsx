import type { Theme } from '@emotion/react';
import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary';

const buttonCss = (variant: Variant) => (theme: Theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space(2),
  minHeight: 44,
  padding: `${theme.space(2)} ${theme.space(5)}`,
  borderRadius: theme.radius,
  border: `2px solid ${theme.colors.primary}`,
  background: variant === 'primary' ? theme.colors.primary : 'transparent',
  color: variant === 'primary' ? theme.colors.primaryText : theme.colors.primary,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
  '&:disabled': { opacity: 0.6, cursor: 'progress' },
});

export function Button({
  variant = 'primary',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button type="button" css={buttonCss(variant)} {...props} />;
}
