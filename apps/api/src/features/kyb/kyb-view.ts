import type { KybBankInfo, KybCompanyInfo, KybDossier, KybEmbargoInfo, KybPerson, KybUserInfo } from '@shop/contracts';
import type { KybAccountRow } from './kyb-accounts';
import { EDITABLE_STATES, type KybDossierRecord, type KybMemberRecord, type KybRole } from './kyb-dossiers';

const iso = (date: Date | null) => (date ? date.toISOString() : '');

/** The role of getKybUserInfo's type: 1 user (legal representatives), 2 other shareholders. */
export function roleOfType(type: 1 | 2): KybRole {
  return type === 1 ? 'representative' : 'shareholder';
}

export function personView(member: KybMemberRecord): KybPerson {
  const document = member.idDocument;
  return {
    ...(member.details as Omit<KybPerson, 'subId' | 'idDocument'>),
    subId: member.subId,
    idDocument: document && { fileId: document.fileId, fileName: document.fileName, size: document.size },
  };
}

/** Draft and rejected dossiers may be changed. */
export function isEditable(record: KybDossierRecord): boolean {
  return EDITABLE_STATES.includes(record.dossier.state);
}

/**
 * What getKybUserInfo and updateKybUser answer for a type: the dossier's state, each tab's completion
 * (tabCompletion) and that type's parts.
 */
export function kybUserInfoView(
  account: KybAccountRow,
  record: KybDossierRecord,
  type: 0 | 1 | 2,
  completion: KybDossier['completion'],
): KybUserInfo {
  const { dossier, members } = record;
  const hasRole = (role: KybRole) => members.some((member) => member.role === role);
  return {
    custId: String(account.id),
    email: account.email,
    companyName: account.companyName,
    type,
    dossier: {
      state: dossier.state,
      rejectionReason: dossier.state === 'rejected' ? dossier.rejectionReason : '',
      submittedAt: iso(dossier.submittedAt),
      reviewedAt: iso(dossier.reviewedAt),
      editable: isEditable(record),
      tabs: {
        company: dossier.companyInfo !== null,
        representatives: dossier.representativesSaved && hasRole('representative'),
        shareholders: dossier.shareholdersSaved,
        embargo: dossier.embargoInfo !== null,
        bank: dossier.bankInfo !== null,
      },
      completion,
    },
    companyInfo: type === 0 ? ((dossier.companyInfo as KybCompanyInfo | null) ?? null) : null,
    embargoInfo: type === 0 ? ((dossier.embargoInfo as KybEmbargoInfo | null) ?? null) : null,
    bankInfo: type === 0 ? ((dossier.bankInfo as KybBankInfo | null) ?? null) : null,
    companyMemberInfo: type === 0 ? [] : members.filter((member) => member.role === roleOfType(type)).map(personView),
  };
}
