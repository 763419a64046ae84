import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';

/** A page's main heading, an optional lead paragraph and its content, in a readable column. */
export function PageSection({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <section
      css={(theme: Theme) => ({ maxWidth: 960, margin: '0 auto', padding: `${theme.space(8)} ${theme.space(4)}` })}
    >
      <h1
        css={(theme: Theme) => ({
          fontSize: 'clamp(1.5rem, 3vw, 2.25rem)',
          margin: `0 0 ${theme.space(3)}`,
          color: theme.colors.text,
        })}
      >
        {title}
      </h1>
      {lead ? <p css={{ fontSize: '1.125rem', lineHeight: 1.6, margin: 0 }}>{lead}</p> : null}
      {children}
    </section>
  );
}
