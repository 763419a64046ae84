import type { BusinessVerifications } from '../features/business-accounts/business-verifications';

export const BUSINESS_VERIFICATION_USAGE = [
  'Usage: business-verification <command>',
  '  list [--bu <buId>]                 business accounts waiting for the document check, oldest first',
  '  verify <accountId>                 the documents are right: the account may order',
  '  refuse <accountId> --reason <why>  the documents are not right: the account may not order',
].join('\n');

/** What a run printed and its exit code. */
export interface CommandOutcome {
  lines: string[];
  exitCode: number;
}

function optionOf(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
}

/**
 * The reviewers' command until the operators' back office exists (issue 18): lists the business
 * accounts waiting for the document check with their documents, and records a decision.
 */
export async function runBusinessVerificationCommand(
  args: readonly string[],
  verifications: BusinessVerifications,
  uploadPathOf: (fileId: string) => string,
): Promise<CommandOutcome> {
  const [command, target] = args;
  if (command === 'list') {
    const pending = await verifications.pending(optionOf(args, '--bu'));
    if (pending.length === 0) return { lines: ['No business account is waiting for the document check.'], exitCode: 0 };
    const lines = pending.flatMap((account) => [
      `#${account.accountId}  unit ${account.buId}  ${account.companyName} (SIREN/SIRET ${account.sirenNumber})  ` +
        `${account.email}  registered ${account.registeredAt.toISOString()}`,
      ...account.documents.map(
        (document) =>
          `    ${document.documentType} ${document.originalName || '(unnamed)'} ${document.contentType}: ` +
          uploadPathOf(document.fileId),
      ),
    ]);
    return { lines, exitCode: 0 };
  }
  if (command === 'verify' || command === 'refuse') {
    const accountId = Number(target);
    if (!Number.isSafeInteger(accountId) || accountId <= 0)
      return { lines: [BUSINESS_VERIFICATION_USAGE], exitCode: 2 };
    const reason = optionOf(args, '--reason') ?? '';
    if (command === 'refuse' && !reason.trim()) {
      return { lines: ['A refusal needs its reason: --reason "<why>".'], exitCode: 2 };
    }
    const decided = await verifications.decide(accountId, command === 'verify' ? 'verified' : 'refused', reason.trim());
    if (!decided) return { lines: [`No business account #${accountId}.`], exitCode: 1 };
    return {
      lines: [`Business account #${accountId} (${decided.email}) is now ${decided.businessVerification}.`],
      exitCode: 0,
    };
  }
  return { lines: [BUSINESS_VERIFICATION_USAGE], exitCode: 2 };
}
