import type { Theme } from '@emotion/react';
import { useId, type ReactNode } from 'react';

/** A titled block of the account area (a profile section, the address book); level 3 is a part of one. */
export function SectionCard({
  title,
  description,
  testId,
  level = 2,
  children,
}: {
  title: string;
  description?: string;
  testId: string;
  level?: 2 | 3;
  children: ReactNode;
}) {
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby={headingId}
      data-testid={testId}
      css={(theme: Theme) =>
        level === 2
          ? {
              border: '1px solid #d5dce4',
              borderRadius: theme.radius,
              padding: theme.space(5),
              marginBottom: theme.space(5),
              background: '#fff',
              [theme.media.mobile]: { padding: theme.space(4) },
            }
          : // A part of a section: set apart by a rule, not a second frame.
            { borderTop: '1px solid #d5dce4', paddingTop: theme.space(4), marginTop: theme.space(5) }
      }
    >
      <Heading
        id={headingId}
        css={(theme: Theme) => ({ margin: `0 0 ${theme.space(3)}`, fontSize: level === 2 ? '1.25rem' : '1.125rem' })}
      >
        {title}
      </Heading>
      {description ? (
        <p css={(theme: Theme) => ({ margin: `0 0 ${theme.space(4)}`, color: '#4a5563' })}>{description}</p>
      ) : null}
      {children}
    </section>
  );
}
