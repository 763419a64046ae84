import type { Theme } from '@emotion/react';
import type { FormEventHandler, ReactNode } from 'react';
import type { KybTabCompletion } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { FormAlert, SubmitButton } from '@shop/ui';

export interface TabFrameProps {
  section: string;
  heading: string;
  lead?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onChange?(): void;
  busy: boolean;
  alert: string | null;
  /** The tab's completion once saved while on screen, else null. */
  savedNow: KybTabCompletion | null;
  children: ReactNode;
}

/**
 * A tab's form: its heading and lead, the fields, an alert for errors naming no field, and Save (a draft:
 * what is filled is kept, the status says how many fields are still to fill).
 */
export function TabFrame({
  section,
  heading,
  lead,
  onSubmit,
  onChange,
  busy,
  alert,
  savedNow,
  children,
}: TabFrameProps) {
  const { t } = useTranslation('business');
  return (
    <form onSubmit={onSubmit} onChange={onChange} noValidate data-testid={`kyb-form-${section}`}>
      <h2 css={{ margin: 0 }}>{heading}</h2>
      {lead ? <p css={{ lineHeight: 1.5 }}>{lead}</p> : null}
      {alert ? (
        <div data-testid="kyb-tab-alert">
          <FormAlert tone="error">{alert}</FormAlert>
        </div>
      ) : null}
      {children}
      <div
        css={(theme: Theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          gap: theme.space(3),
          alignItems: 'center',
          marginTop: theme.space(4),
        })}
      >
        <SubmitButton data-testid={`kyb-save-${section}`} busy={busy} busyLabel={t('kyb.dossier.saving')}>
          {t('kyb.dossier.save')}
        </SubmitButton>
        <p
          role="status"
          data-testid={`kyb-saved-${section}`}
          css={(theme: Theme) => ({ margin: 0, color: theme.colors.success })}
        >
          {savedNow?.complete ? t('kyb.dossier.savedComplete') : ''}
          {savedNow && !savedNow.complete ? t('kyb.dossier.savedDraft', { count: savedNow.missing.length }) : ''}
        </p>
      </div>
    </form>
  );
}

/** Fields side by side on a desktop, one under the other on a phone. */
export const fieldGridCss = (theme: Theme) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
  columnGap: theme.space(4),
});
