import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { get, useFormContext } from 'react-hook-form';
import { useFieldMessage } from '@shop/ui';
import type { UnitSettingsValues } from '../unit-settings-form';

/** The form's message at a dotted path (nested errors, as the resolver gives them). */
export function useErrorAt() {
  const {
    formState: { errors },
  } = useFormContext<UnitSettingsValues>();
  return (path: string): string | undefined => (get(errors, path) as { message?: string } | undefined)?.message;
}

/** A titled group of fields, in columns on a desktop. */
export function FieldGroup({ legend, children, testId }: { legend: string; children: ReactNode; testId?: string }) {
  return (
    <fieldset css={groupCss} data-testid={testId}>
      <legend css={legendCss}>{legend}</legend>
      <div css={columnsCss}>{children}</div>
    </fieldset>
  );
}

/** A set of boxes for one list value (languages, login methods, payment types), its error under it. */
export function ChoiceList({ legend, error, children }: { legend: string; error?: string; children: ReactNode }) {
  const message = useFieldMessage(error);
  return (
    <fieldset css={{ border: 0, padding: 0, margin: '0 0 16px', gridColumn: '1 / -1' }}>
      <legend css={{ fontWeight: 600, marginBottom: 8 }}>{legend}</legend>
      <div css={{ display: 'flex', flexWrap: 'wrap', columnGap: 24 }}>{children}</div>
      {message ? (
        <p role="alert" css={(theme: Theme) => ({ color: theme.colors.error, margin: 0 })}>
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}

const groupCss = (theme: Theme) => ({
  background: '#fff',
  border: '1px solid #d5dbe3',
  borderRadius: theme.radius,
  padding: `${theme.space(4)} ${theme.space(5)}`,
  margin: `0 0 ${theme.space(5)}`,
});
const legendCss = { fontWeight: 700, fontSize: '1.1rem', padding: '0 6px' };
const columnsCss = (theme: Theme) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  columnGap: theme.space(5),
  alignItems: 'start',
});
