// The reviewers' tool for company verification (KYB) until the operators' remote (issue 21); see
// docs/api.md "Company verification (KYB)". Usage, from the repository root:
//   node -r ./tools/bench/ts-register.cjs apps/api/src/cli/kyb-review.ts list
//   node -r ./tools/bench/ts-register.cjs apps/api/src/cli/kyb-review.ts approve <dossierId> --reviewer <name>
// DATABASE_URL selects PostgreSQL (the API may keep running); else the embedded database in
// PGLITE_DATA_DIR (default <repo>/.data/pglite), which only one process can open: stop the API first.
import { createApiServer } from '../server';
import { runKybReviewCommand } from './kyb-review-command';

async function main(): Promise<number> {
  const app = await createApiServer({ dataDir: process.env.PGLITE_DATA_DIR, seedDir: false });
  try {
    const outcome = await runKybReviewCommand(process.argv.slice(2), app.shopApi.services);
    for (const line of outcome.lines) (outcome.exitCode === 0 ? console.info : console.error)(line);
    return outcome.exitCode;
  } finally {
    await app.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
