import { useTranslation } from '@shop/i18n/react';
import { FormAlert } from '@shop/ui';
import type { VersionOutcome } from '../hooks/use-version-actions';

/** What the last publish, restore or preview did, with the preview's link. */
export function VersionOutcomeNotice({ outcome }: { outcome: VersionOutcome }) {
  const { t } = useTranslation('operator');
  if (!outcome) return null;
  return (
    <div data-testid="operator-version-outcome">
      <FormAlert tone={outcome.tone}>
        {outcome.text}
        {outcome.tone === 'success' && outcome.previewUrl ? (
          <>
            {' '}
            <a href={outcome.previewUrl} target="_blank" rel="noopener noreferrer" data-testid="operator-preview-link">
              {t('versions.openPreview')}
            </a>
          </>
        ) : null}
      </FormAlert>
    </div>
  );
}
