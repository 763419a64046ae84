import { useState } from 'react';
import type { KybUserInfo } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { Notice } from '@shop/ui';
import type { KybSession } from '../../kyb-account/kyb-session-store';
import type { KybLists } from '../api/kyb-reference-api';
import { DOSSIER_SECTIONS, type DossierSection } from '../dossier-sections';
import type { LoadedDossier } from '../hooks/use-kyb-dossier';
import { BankTab } from './BankTab';
import { CompanyTab } from './CompanyTab';
import { DossierTabs } from './DossierTabs';
import { EmbargoTab } from './EmbargoTab';
import { PeopleTab } from './PeopleTab';
import { SubmitSection } from './SubmitSection';

export interface DossierEditorProps {
  session: KybSession;
  loaded: LoadedDossier;
  lists: KybLists;
  onSaved(info: KybUserInfo): void;
  onSubmitted(): void;
}

/**
 * The five tabs of a dossier that may be changed (draft, or rejected and reopened), then Submit; a filed
 * dossier (submitted, approved) says it can no longer be changed. The page opens on the first tab not complete.
 */
export function DossierEditor({ session, loaded, lists, onSaved, onSubmitted }: DossierEditorProps) {
  const { t } = useTranslation('business');
  const { dossier } = loaded;
  const [current, setCurrent] = useState<DossierSection>(
    () => DOSSIER_SECTIONS.find((section) => !dossier.completion[section].complete) ?? 'company',
  );
  if (!dossier.editable) return <Notice>{t('kyb.dossier.readOnly')}</Notice>;

  const tabs = DOSSIER_SECTIONS.map((section) => ({
    section,
    label: t(`kyb.dossier.tabs.${section}`),
    saved: dossier.tabs[section],
    completion: dossier.completion[section],
  }));
  return (
    <div css={{ marginTop: 24 }}>
      <DossierTabs
        tabs={tabs}
        current={current}
        onSelect={setCurrent}
        panels={{
          company: <CompanyTab session={session} info={loaded.company} lists={lists} onSaved={onSaved} />,
          representatives: (
            <PeopleTab
              role="representative"
              session={session}
              people={loaded.representatives}
              others={loaded.shareholders}
              lists={lists}
              onSaved={onSaved}
            />
          ),
          shareholders: (
            <PeopleTab
              role="shareholder"
              session={session}
              people={loaded.shareholders}
              others={loaded.representatives}
              lists={lists}
              onSaved={onSaved}
            />
          ),
          embargo: <EmbargoTab session={session} info={loaded.company} onSaved={onSaved} />,
          bank: <BankTab session={session} onSaved={onSaved} />,
        }}
      />
      <SubmitSection session={session} dossier={dossier} onSubmitted={onSubmitted} />
    </div>
  );
}
