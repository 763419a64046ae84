import { useTranslation } from '@shop/i18n/react';
import { Button } from '@shop/ui';

/** A section's submit button: disabled and marked busy while it saves, with a test id for journeys. */
export function SaveButton({ busy, testId, label }: { busy: boolean; testId: string; label?: string }) {
  const { t } = useTranslation('account');
  return (
    <Button type="submit" disabled={busy} aria-busy={busy || undefined} data-testid={testId}>
      {busy ? t('saving') : (label ?? t('save'))}
    </Button>
  );
}
