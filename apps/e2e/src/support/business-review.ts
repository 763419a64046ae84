import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { workspaceRoot, type StoredShopData } from './shop-server';

const run = promisify(execFile);

/** The reviewers' command-line tool (docs/api.md, "Business accounts") on a stopped shop's stored data. */
async function reviewerTool(stored: StoredShopData, args: string[]): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    ['-r', './tools/bench/ts-register.cjs', 'apps/api/src/cli/business-verification.ts', ...args],
    {
      cwd: workspaceRoot,
      env: { ...process.env, PGLITE_DATA_DIR: stored.databaseDir, SHOP_UPLOAD_DIR: stored.uploadDir },
    },
  );
  return stdout;
}

/**
 * A reviewer lists the accounts waiting for the document check, finds the one registered with `email`
 * (with its document) and verifies it, as docs/api.md tells reviewers to. Answers what the tool printed.
 */
export async function verifyBusinessAccount(stored: StoredShopData | undefined, email: string): Promise<string> {
  if (!stored) throw new Error('The reviewer works on stored data: set the journey up with keepData');
  const waiting = await reviewerTool(stored, ['list', '--bu', '250']);
  const line = waiting.split('\n').find((candidate) => candidate.includes(email));
  const accountId = line?.match(/^#(\d+)/)?.[1];
  if (!accountId) throw new Error(`${email} is not waiting for the document check:\n${waiting}`);
  return reviewerTool(stored, ['verify', accountId]);
}
