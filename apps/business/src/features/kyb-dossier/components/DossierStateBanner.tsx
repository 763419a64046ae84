import type { Theme } from '@emotion/react';
import type { KybDossier } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';

const TONE = { draft: 'primary', submitted: 'primary', approved: 'success', rejected: 'error' } as const;

/** The dossier's state in words (draft, submitted, approved, rejected with the reviewer's reason). */
export function DossierStateBanner({ dossier }: { dossier: Pick<KybDossier, 'state' | 'rejectionReason'> }) {
  const { t } = useTranslation('business');
  return (
    <section
      aria-label={t('kyb.state.label')}
      data-testid="kyb-dossier-state"
      data-state={dossier.state}
      css={(theme: Theme) => ({
        marginTop: theme.space(5),
        padding: theme.space(4),
        background: theme.colors.surface,
        borderInlineStart: `4px solid ${theme.colors[TONE[dossier.state]]}`,
        borderRadius: theme.radius,
        lineHeight: 1.5,
      })}
    >
      <strong>{t(`kyb.state.${dossier.state}.title`)}</strong>
      <p css={{ margin: '4px 0 0' }}>{t(`kyb.state.${dossier.state}.text`, { reason: dossier.rejectionReason })}</p>
    </section>
  );
}
