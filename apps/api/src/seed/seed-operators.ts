import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { BuIdSchema, OPERATOR_ROLES, OperatorEmailSchema } from '@shop/contracts';
import type { Db } from '../db/database';
import { operatorUnits, operators } from '../db/schema';
import { TOTP_SEALING_SECRET, TotpSealer } from '../features/operators/operator-totp';
import { serverSecret } from '../security/server-secrets';

// The demo operators (issue 21), seeded only with the demo seed: an administrator, an operator of unit 97
// and one of unit 250. Their TOTP secrets are in the seed file (base32) so the journeys and the tests can
// compute their codes; a real operator's secret is made when an administrator creates his account.

const OperatorSeedSchema = v.array(
  v.object({
    email: OperatorEmailSchema,
    name: v.pipe(v.string(), v.nonEmpty()),
    role: v.picklist(OPERATOR_ROLES),
    unitIds: v.array(BuIdSchema),
    password: v.string(),
    totpSecret: v.pipe(v.string(), v.regex(/^[A-Z2-7]{16,64}$/, 'A base32 TOTP secret')),
  }),
);
export type OperatorSeed = v.InferOutput<typeof OperatorSeedSchema>;

/** The demo operators of `seedDir` (operators.json), none when the file is absent. */
export function readOperatorSeed(seedDir: string): OperatorSeed {
  const path = join(seedDir, 'operators.json');
  if (!existsSync(path)) return [];
  const parsed = v.safeParse(OperatorSeedSchema, JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) throw new Error(`Seed file ${path} is invalid: ${parsed.issues[0].message}`);
  return parsed.output;
}

/** Writes the demo operators inside the seeding transaction; `passwordHashes` in the seed's order. */
export async function seedOperators(tx: Db, seed: OperatorSeed, passwordHashes: readonly string[]): Promise<void> {
  if (seed.length === 0) return;
  const sealer = new TotpSealer(await serverSecret(tx, TOTP_SEALING_SECRET));
  for (const [index, operator] of seed.entries()) {
    const [row] = await tx
      .insert(operators)
      .values({
        email: operator.email,
        name: operator.name,
        role: operator.role,
        passwordHash: passwordHashes[index],
        totpSecret: sealer.seal(operator.totpSecret),
      })
      .returning({ id: operators.id });
    const unitIds = operator.role === 'administrator' ? [] : operator.unitIds;
    if (unitIds.length > 0) {
      await tx.insert(operatorUnits).values(unitIds.map((buId) => ({ operatorId: row.id, buId })));
    }
  }
}
