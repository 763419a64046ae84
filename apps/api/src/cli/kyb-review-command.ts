import { KYB_DOSSIER_STATES, KYB_VERIFICATION_TRANSFER, type KybDossierState } from '@shop/contracts';
import { approveKybDossier, rejectKybDossier } from '../features/kyb/kyb-review-actions';
import type { KybReviewRefusal } from '../features/kyb/kyb-reviews';
import type { Services } from '../features/services';
import type { CommandOutcome } from './business-verification-command';

export const KYB_REVIEW_USAGE = [
  'Usage: kyb-review <command> --reviewer <name>',
  '  list [--state submitted|draft|approved|rejected] [--bu <buId>]   dossiers, oldest filing first',
  '  show <dossierId>                                                 every tab, the people and their ID files',
  '  record-transfer --reference <KYB...> --iban <IBAN> [--amount 1000] [--currency EUR]',
  '                                                                   the 10-euro transfer seen on the statement',
  '  approve <dossierId>                                              needs the transfer from the dossier IBAN',
  '  reject <dossierId> --reason "<why>"                               emails the reason; the company may fix it',
].join('\n');

const REFUSALS: Record<KybReviewRefusal, string> = {
  notFound: 'No such dossier.',
  notSubmitted: 'The dossier is not waiting for a review (it must be submitted).',
  transferMissing: 'The 10-euro verification transfer from the dossier IBAN is not recorded yet.',
  wrongAmount: `The verification transfer is ${KYB_VERIFICATION_TRANSFER.amount} minor units in EUR.`,
  wrongIban: 'The transfer must come from the IBAN of the dossier.',
  alreadyApproved: 'The dossier is already approved.',
};

function optionOf(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
}

const usage = (): CommandOutcome => ({ lines: [KYB_REVIEW_USAGE], exitCode: 2 });
const refused = (reason: KybReviewRefusal): CommandOutcome => ({ lines: [REFUSALS[reason]], exitCode: 1 });

async function show(services: Services, dossierId: number): Promise<CommandOutcome> {
  const record = await services.kybDossiers.find(dossierId);
  const account = await services.kybAccounts.byId(dossierId);
  if (!record || !account) return refused('notFound');
  const { dossier, members } = record;
  const json = (value: unknown) => JSON.stringify(value ?? null);
  return {
    lines: [
      `Dossier #${dossierId}  unit ${dossier.buId}  ${account.companyName}  ${account.email}  state ${dossier.state}`,
      dossier.rejectionReason ? `  rejected: ${dossier.rejectionReason}` : '',
      `  company: ${json(dossier.companyInfo)}`,
      `  embargo: ${json(dossier.embargoInfo)}`,
      `  bank: ${json(dossier.bankInfo)}`,
      `  transfer reference ${dossier.transferReference}: ` +
        (dossier.transferReceivedAt
          ? `received ${dossier.transferReceivedAt.toISOString()} from ${dossier.transferFromIban}`
          : 'not received'),
      ...members.flatMap(({ role, subId, details, idDocument }) => [
        `  ${role} #${subId}: ${json(details)}`,
        idDocument
          ? `    ID document ${idDocument.fileName || '(unnamed)'}: ${services.uploads.pathOf(idDocument.fileId)}`
          : '    ID document not uploaded yet',
      ]),
    ].filter(Boolean),
    exitCode: 0,
  };
}

/**
 * The reviewers' command until the operators' remote (issue 21): lists and shows dossiers, records the
 * 10-euro verification transfer, approves or rejects (emailing the company). Every step names its reviewer.
 */
export async function runKybReviewCommand(args: readonly string[], services: Services): Promise<CommandOutcome> {
  const [command, target] = args;
  const reviewer = optionOf(args, '--reviewer')?.trim() ?? '';
  if (command === 'list') {
    const state = (optionOf(args, '--state') ?? 'submitted') as KybDossierState;
    if (!KYB_DOSSIER_STATES.includes(state)) return usage();
    const lines = await services.kybReviews.list(state, optionOf(args, '--bu'));
    if (lines.length === 0) return { lines: [`No ${state} dossier.`], exitCode: 0 };
    return {
      lines: lines.map(
        (line) =>
          `#${line.dossierId}  unit ${line.buId}  ${line.companyName}  ${line.email}  ${line.state}` +
          `  filed ${line.submittedAt?.toISOString() ?? '-'}  transfer ${line.transferReference} ` +
          (line.transferReceivedAt ? 'received' : 'not received'),
      ),
      exitCode: 0,
    };
  }
  if (command === 'show') {
    const dossierId = Number(target);
    return Number.isSafeInteger(dossierId) && dossierId > 0 ? show(services, dossierId) : usage();
  }
  if (!reviewer) return { lines: ['Every decision names its reviewer: --reviewer "<name>".'], exitCode: 2 };
  if (command === 'record-transfer') {
    const reference = optionOf(args, '--reference');
    const iban = optionOf(args, '--iban');
    if (!reference || !iban) return usage();
    const dossierId = await services.kybReviews.byReference(reference);
    if (dossierId === null) return { lines: [`No dossier has the reference ${reference}.`], exitCode: 1 };
    const outcome = await services.kybReviews.recordTransfer(dossierId, {
      amount: Number(optionOf(args, '--amount') ?? KYB_VERIFICATION_TRANSFER.amount),
      currency: optionOf(args, '--currency') ?? KYB_VERIFICATION_TRANSFER.currency,
      fromIban: iban,
      reviewer,
    });
    if (!outcome.ok) return refused(outcome.refused);
    return {
      lines: [`Verification transfer recorded on dossier #${dossierId} (${outcome.account.email}).`],
      exitCode: 0,
    };
  }
  const dossierId = Number(target);
  if (!Number.isSafeInteger(dossierId) || dossierId <= 0) return usage();
  if (command === 'approve') {
    const outcome = await approveKybDossier(services, dossierId, reviewer);
    if (!outcome.ok) return refused(outcome.refused);
    const linked = outcome.linkedAccountId
      ? ` Business account #${outcome.linkedAccountId} is now En Compte (2).`
      : ' No business account of this email in the unit.';
    return { lines: [`Dossier #${dossierId} (${outcome.account.email}) approved.${linked}`], exitCode: 0 };
  }
  if (command === 'reject') {
    const reason = optionOf(args, '--reason')?.trim() ?? '';
    if (!reason) return { lines: ['A rejection needs its reason: --reason "<why>".'], exitCode: 2 };
    const outcome = await rejectKybDossier(services, dossierId, reviewer, reason);
    if (!outcome.ok) return refused(outcome.refused);
    return {
      lines: [`Dossier #${dossierId} (${outcome.account.email}) rejected; the company was emailed.`],
      exitCode: 0,
    };
  }
  return usage();
}
