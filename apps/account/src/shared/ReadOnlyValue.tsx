import type { Theme } from '@emotion/react';

/** A value the member sees but does not edit here (the email, the current phone number). */
export function ReadOnlyValue({
  label,
  value,
  testId,
  ltr = false,
}: {
  label: string;
  value: string;
  testId: string;
  ltr?: boolean;
}) {
  return (
    <dl css={(theme: Theme) => ({ margin: `0 0 ${theme.space(4)}` })}>
      <dt css={(theme: Theme) => ({ fontWeight: 600, marginBottom: theme.space(1) })}>{label}</dt>
      <dd data-testid={testId} css={{ margin: 0, overflowWrap: 'anywhere' }}>
        {/* A phone number or an email reads left to right inside a right-to-left page. */}
        {ltr ? <span dir="ltr">{value}</span> : value}
      </dd>
    </dl>
  );
}
