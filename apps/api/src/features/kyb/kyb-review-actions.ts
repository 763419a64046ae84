import { LANGUAGES, type Language } from '@shop/contracts';
import type { Services } from '../services';
import { kybEntryLink } from './kyb-account-handlers';
import { kybEmailTexts } from './kyb-email-texts';
import type { KybReviewAccount, KybReviewOutcome, KybStepOptions } from './kyb-reviews';

function languageOf(account: KybReviewAccount): Language {
  return (LANGUAGES as readonly string[]).includes(account.language) ? (account.language as Language) : 'en';
}

/** Approves a dossier (see KybReviews.approve) and tells the company by email. */
export async function approveKybDossier(
  services: Services,
  dossierId: number,
  reviewer: string,
  options: KybStepOptions & { contractTypeId?: number } = {},
) {
  const outcome = await services.kybReviews.approve(dossierId, reviewer, options);
  if (outcome.ok) await tellCompany(services, outcome, 'approved');
  return outcome;
}

/** Rejects a dossier with its reason (see KybReviews.reject) and emails the reason to the company. */
export async function rejectKybDossier(
  services: Services,
  dossierId: number,
  reviewer: string,
  reason: string,
  options: KybStepOptions = {},
) {
  const outcome = await services.kybReviews.reject(dossierId, reviewer, reason, options);
  if (outcome.ok) await tellCompany(services, outcome, 'rejected', reason);
  return outcome;
}

async function tellCompany(
  services: Services,
  outcome: Extract<KybReviewOutcome, { ok: true }>,
  decision: 'approved' | 'rejected',
  reason = '',
) {
  const { account } = outcome;
  const texts = kybEmailTexts(languageOf(account));
  const link = kybEntryLink(services.shopUrl, account.buId);
  const message =
    decision === 'approved'
      ? texts.approved(account.companyName, link)
      : texts.rejected(account.companyName, reason, link);
  await services.outbox.send({ buId: account.buId, channel: 'email', recipient: account.email, ...message });
}
