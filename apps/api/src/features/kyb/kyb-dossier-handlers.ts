import {
  KYB_VERIFICATION_TRANSFER,
  getBankInfo,
  getKybUserInfo,
  kybSubmit,
  updateKybUser,
  type KybBankInfo,
} from '@shop/contracts';
import { ApiFailure } from '../../http/api-failure';
import { handler } from '../../http/handler';
import type { Services } from '../services';
import type { KybAccountRow } from './kyb-accounts';
import { kybCaller } from './kyb-caller';
import type { KybChangeRefusal, KybDossierRecord } from './kyb-dossiers';
import { kybReceivingAccount } from './kyb-receiving-accounts';
import { kybRuleOptions } from './kyb-rule-options';
import { companyPartToStore, dossierIssues, peopleToStore, stakesOf, tabCompletion } from './kyb-tab-rules';
import { isEditable, kybUserInfoView, roleOfType } from './kyb-view';

async function dossierOf(services: Services, account: KybAccountRow): Promise<KybDossierRecord> {
  const record = await services.kybDossiers.find(account.id);
  // Every KYB account is created with its dossier, in one transaction.
  if (!record) throw new Error(`KYB account ${account.id} has no dossier`);
  return record;
}

function refuse(refusal: KybChangeRefusal): never {
  if (refusal.refused === 'locked') throw new ApiFailure('KYB_DOSSIER_LOCKED');
  throw new ApiFailure('KYB_DOCUMENT_MISSING', [
    {
      path: `companyMemberInfo.${refusal.index}.idDocumentFileId`,
      message: 'Upload the ID card or passport (PDF under 4.5 MB).',
      key: 'kybDocumentRequired',
    },
  ]);
}

export const getKybUserInfoHandler = handler(getKybUserInfo, async ({ input, unit, services }) => {
  const account = await kybCaller(services, unit, input);
  const record = await dossierOf(services, account);
  return kybUserInfoView(account, record, input.type, tabCompletion(record, await kybRuleOptions(services)));
});

const COMPANY_PARTS = ['companyInfo', 'embargoInfo', 'bankInfo'] as const;

/**
 * One tab of an editable dossier saved as a draft: every value sent must pass the forms' full rules (the
 * people's stakes together with the other people tab's saved ones), empty ones may wait until kybSubmit
 * (the answer's dossier.completion lists them); a dossier filed for review answers 10084.
 */
export const updateKybUserHandler = handler(updateKybUser, async ({ input, unit, services }) => {
  const account = await kybCaller(services, unit, input);
  const before = await dossierOf(services, account);
  if (!isEditable(before)) throw new ApiFailure('KYB_DOSSIER_LOCKED');
  const options = await kybRuleOptions(services);
  if (input.type === 0) {
    const sent = COMPANY_PARTS.filter((part) => input[part] !== undefined);
    if (sent.length === 0) {
      throw new ApiFailure('INVALID_REQUEST', [{ path: 'companyInfo', message: 'Send the tab to save.' }]);
    }
    const parts = Object.fromEntries(sent.map((part) => [part, companyPartToStore(part, input[part], options)]));
    const refusal = await services.kybDossiers.saveCompanyParts(account.id, parts);
    if (refusal) refuse(refusal);
  } else {
    const role = roleOfType(input.type);
    const otherStakes = stakesOf(before, role === 'representative' ? 'shareholder' : 'representative');
    const people = peopleToStore(role, input.companyMemberInfo, options, otherStakes);
    const refusal = await services.kybDossiers.replaceMembers(
      unit.buId,
      account.id,
      role,
      people.map((person) => ({ details: person, fileId: (person.idDocumentFileId as string) || null })),
    );
    if (refusal) refuse(refusal);
  }
  const after = await dossierOf(services, account);
  return kybUserInfoView(account, after, input.type, tabCompletion(after, options));
});

/** A holder as the bank field takes it: the company's name in uppercase English letters and digits. */
function holderOf(companyName: string): string {
  return companyName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 70);
}

/** The saved bank account or a prefill, and the 10-euro transfer that proves it is the company's. */
export const getBankInfoHandler = handler(getBankInfo, async ({ input, unit, services }) => {
  const account = await kybCaller(services, unit, input);
  const { dossier } = await dossierOf(services, account);
  const saved = dossier.bankInfo as KybBankInfo | null;
  const receiving = kybReceivingAccount(unit.buId);
  return {
    bankInfo: saved ?? { accountHolder: holderOf(account.companyName), bic: '', iban: '', currency: unit.currency },
    saved: saved !== null,
    verificationTransfer: receiving && {
      ...KYB_VERIFICATION_TRANSFER,
      reference: dossier.transferReference,
      ...receiving,
      receivedAt: dossier.transferReceivedAt?.toISOString() ?? '',
    },
  };
});

/**
 * Files the dossier after checking every tab again on the server (10085 with each field's issue); the
 * dossier must not change between that check and the filing (a concurrent save makes it check again).
 */
export const kybSubmitHandler = handler(kybSubmit, async ({ input, unit, services }) => {
  const account = await kybCaller(services, unit, input);
  const record = await dossierOf(services, account);
  if (!isEditable(record)) throw new ApiFailure('KYB_DOSSIER_LOCKED');
  const issues = dossierIssues(record, await kybRuleOptions(services));
  if (issues.length > 0) throw new ApiFailure('KYB_DOSSIER_INCOMPLETE', issues);
  const submittedAt = await services.kybDossiers.submit(account.id, record.dossier.updatedAt);
  if (!submittedAt) {
    const now = await dossierOf(services, account);
    throw new ApiFailure(isEditable(now) ? 'KYB_DOSSIER_INCOMPLETE' : 'KYB_DOSSIER_LOCKED');
  }
  return { state: 'submitted' as const, submittedAt: submittedAt.toISOString() };
});

export const KYB_DOSSIER_HANDLERS = [getKybUserInfoHandler, updateKybUserHandler, getBankInfoHandler, kybSubmitHandler];
