import type { Theme } from '@emotion/react';
import type { InputHTMLAttributes } from 'react';

export interface FileButtonProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'css'> {
  id: string;
  /** The button's text, e.g. "Choose a file". */
  chooseText: string;
  /** The chosen file's name, or what to say while none is chosen. */
  fileName: string | null;
  noFileText: string;
}

/**
 * A file field drawn as the shop's secondary button with the chosen file's name beside it, in the page's language
 * (the browser's own "Choose File" button is unstyled and speaks the browser's language). The native input stays:
 * it is what Tab reaches and Enter or Space opens, out of sight; the button is its label, so a click opens it too.
 * The field's name comes from the caller's own <label htmlFor={id}>.
 */
export function FileButton({ id, chooseText, fileName, noFileText, disabled, ...input }: FileButtonProps) {
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
      <input
        id={id}
        type="file"
        disabled={disabled}
        {...input}
        css={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
      />
      <label
        htmlFor={id}
        data-disabled={disabled || undefined}
        css={(theme: Theme) => ({
          display: 'inline-flex',
          alignItems: 'center',
          minHeight: 44,
          padding: `${theme.space(2)} ${theme.space(5)}`,
          borderRadius: theme.radius,
          border: `2px solid ${theme.colors.primary}`,
          color: theme.colors.primary,
          background: '#fff',
          fontWeight: 600,
          cursor: 'pointer',
          'input:focus-visible + &': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
          'input:hover + &': { background: theme.colors.surface },
          '&[data-disabled]': { opacity: 0.6, cursor: 'progress' },
        })}
      >
        {chooseText}
      </label>
      <span data-testid={`${id}-file-name`} css={{ overflowWrap: 'anywhere', color: fileName ? undefined : '#4a5563' }}>
        {fileName ?? noFileText}
      </span>
    </div>
  );
}
