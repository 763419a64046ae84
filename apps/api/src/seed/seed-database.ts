import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { BusinessUnitDirectorySchema, BusinessUnitSchema, type BusinessUnit } from '@shop/contracts';
import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  accounts,
  additionalProducts,
  addressBook,
  businessUnits,
  categories,
  companies,
  countries,
  discountTiers,
  inboxMessages,
  letterTypes,
  postalCodes,
  products,
  referenceCodes,
  salesmanCustomers,
  stores,
  templateCategories,
  templateImages,
  templates,
} from '../db/schema';
import type { PasswordChecker } from '../security/passwords';
import { AccountsSeedSchema, CatalogueSeedSchema, ReferenceSeedSchema, type CatalogueSeed } from './seed-files';
import { readOperatorSeed, seedOperators } from './seed-operators';

const DAY_MS = 24 * 60 * 60 * 1000;
/** An arbitrary constant: replicas starting together on an empty database seed it once. */
const SEED_LOCK = 725_041_194;
/** The environment variable that asks for the demo seed: `SHOP_SEED_DEMO=1` (`0` refuses it). */
export const SEED_DEMO_ENV = 'SHOP_SEED_DEMO';

/**
 * Whether an empty database gets the demo units, catalogues and accounts (whose password is
 * published): the option when given, else SHOP_SEED_DEMO (1 or 0), else only the embedded demo
 * database. A PostgreSQL database gets them only when asked for (docs/decisions/0005).
 */
export function demoSeedWanted(
  option: boolean | undefined,
  databaseKind: 'pglite' | 'postgres',
  env: NodeJS.ProcessEnv = process.env,
): boolean {
  if (option !== undefined) return option;
  if (env[SEED_DEMO_ENV] === '1') return true;
  if (env[SEED_DEMO_ENV] === '0') return false;
  return databaseKind === 'pglite';
}

/** A copy of a seed record without the nested list that goes to its own table. */
function without<T extends object, K extends keyof T>(record: T, key: K): Omit<T, K> {
  const copy = { ...record };
  delete copy[key];
  return copy;
}

function readJson<T extends v.GenericSchema>(path: string, schema: T): v.InferOutput<T> {
  const parsed = v.safeParse(schema, JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const where = issue.path?.map((item) => String(item.key)).join('.') ?? '';
    throw new Error(`Seed file ${path} is invalid at ${where}: ${issue.message}`);
  }
  return parsed.output;
}

/** Reads and checks every seed file before anything is written. */
export function readSeed(seedDir: string) {
  const unitsDir = join(seedDir, 'business-units');
  const directory = readJson(join(unitsDir, 'index.json'), BusinessUnitDirectorySchema);
  const units: BusinessUnit[] = directory.map(({ buId }) =>
    readJson(join(unitsDir, `${buId}.json`), BusinessUnitSchema),
  );
  const catalogues: CatalogueSeed[] = directory
    .map(({ buId }) => join(seedDir, 'catalogue', `${buId}.json`))
    .filter((path) => existsSync(path))
    .map((path) => readJson(path, CatalogueSeedSchema));
  return {
    units,
    catalogues,
    accounts: readJson(join(seedDir, 'accounts.json'), AccountsSeedSchema),
    reference: readJson(join(seedDir, 'reference.json'), ReferenceSeedSchema),
    operators: readOperatorSeed(seedDir),
  };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Seed = ReturnType<typeof readSeed>;

/** What a seeding run wrote. */
export interface SeedResult {
  reference: boolean;
  demo: boolean;
}

/**
 * Fills an empty database in one transaction: the reference data (countries with area codes,
 * reference code lists) when there are no countries yet, and, when `demo` is asked for, the demo
 * units, their catalogues, the company register and address stand-ins and the demo accounts when
 * there is no business unit yet (once units exist, operators own the data).
 */
export async function seedDatabase(
  db: Db,
  seedDir: string,
  passwords: PasswordChecker,
  now: number,
  { demo }: { demo: boolean },
): Promise<SeedResult> {
  const wanted = await missing(db, demo);
  if (!wanted.reference && !wanted.demo) return wanted;
  const seed = readSeed(seedDir);
  // Hashed before the transaction: scrypt at full cost takes seconds, no lock should wait on it.
  const passwordHashes = wanted.demo
    ? await Promise.all(seed.accounts.map((account) => passwords.hash(account.password)))
    : [];
  const operatorHashes = wanted.demo
    ? await Promise.all(seed.operators.map((operator) => passwords.hash(operator.password)))
    : [];
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    // Checked again under the lock: a replica starting beside this one may have seeded meanwhile.
    const result = await missing(tx, wanted.demo);
    if (result.reference) await seedReference(tx, seed);
    if (result.demo) await seedDemo(tx, seed, passwordHashes, now);
    // Issue 21: the demo operators, with the demo only.
    if (result.demo) await seedOperators(tx as unknown as Db, seed.operators, operatorHashes);
    return result;
  });
}

/** Which parts an empty database still lacks: reference data without countries, the demo without units. */
async function missing(db: Db | Tx, demo: boolean): Promise<SeedResult> {
  const [{ rows: countryRows }] = await db.select({ rows: count() }).from(countries);
  const [{ rows: unitRows }] = await db.select({ rows: count() }).from(businessUnits);
  return { reference: countryRows === 0, demo: demo && unitRows === 0 };
}

async function seedReference(tx: Tx, seed: Seed): Promise<void> {
  await tx.insert(countries).values(seed.reference.countries);
  await tx
    .insert(referenceCodes)
    .values(
      seed.reference.referenceCodes.flatMap((list) =>
        list.codes.map((code, sort) => ({ ...code, mId: list.mId, sort })),
      ),
    );
}

async function seedDemo(tx: Tx, seed: Seed, passwordHashes: string[], now: number): Promise<void> {
  await tx.insert(businessUnits).values(seed.units.map((unit) => ({ buId: unit.buId, params: unit })));
  for (const catalogue of seed.catalogues) {
    const buId = catalogue.buId;
    await tx.insert(categories).values(catalogue.categories.map((category) => ({ ...category, buId })));
    await tx
      .insert(products)
      .values(catalogue.products.map((product) => ({ ...without(product, 'discountTiers'), buId })));
    const tiers = catalogue.products.flatMap((product) =>
      product.discountTiers.map((tier) => ({ ...tier, buId, itemCode: product.itemCode })),
    );
    if (tiers.length > 0) await tx.insert(discountTiers).values(tiers);
    await tx.insert(templateCategories).values(catalogue.templateCategories.map((category) => ({ ...category, buId })));
    await tx
      .insert(templates)
      .values(catalogue.templates.map((template) => ({ ...without(template, 'images'), buId })));
    const images = catalogue.templates.flatMap((template) =>
      template.images.map((image) => ({ ...image, buId, templateId: template.templateId })),
    );
    if (images.length > 0) await tx.insert(templateImages).values(images);
    await tx.insert(letterTypes).values(catalogue.letterTypes.map((letter) => ({ ...letter, buId })));
    await tx.insert(additionalProducts).values(catalogue.additionalProducts.map((extra) => ({ ...extra, buId })));
    await tx.insert(stores).values(catalogue.stores.map((store) => ({ ...store, buId })));
  }
  // Stand-ins for the company register and the address service: demo data, not reference data.
  await tx.insert(companies).values(seed.reference.companies);
  await tx.insert(postalCodes).values(seed.reference.postalCodes);

  const accountIds = new Map<string, number>();
  for (const [index, account] of seed.accounts.entries()) {
    const { addressBook: book, inbox } = account;
    const { businessVerification, ...seeded } = without(account, 'ownerSalesman');
    const fields = without(without(without(seeded, 'password'), 'addressBook'), 'inbox');
    const [created] = await tx
      .insert(accounts)
      .values({
        ...fields,
        passwordHash: passwordHashes[index],
        status: 'active',
        companyInfo: fields.companyInfo ?? null,
        // The demo's business accounts have passed the document check (decision 0023).
        ...(fields.custType === 'B' ? { businessVerification, businessVerificationAt: new Date(now) } : {}),
      })
      .returning({ id: accounts.id });
    accountIds.set(`${account.buId}:${account.email}`, created.id);
    if (book.length > 0) {
      await tx
        .insert(addressBook)
        .values(
          book.map(({ isDefault, ...address }, position) => ({ accountId: created.id, position, isDefault, address })),
        );
    }
    if (inbox.length > 0) {
      await tx.insert(inboxMessages).values(
        inbox.map((message) => ({
          accountId: created.id,
          title: message.title,
          content: message.content,
          createdAt: new Date(now - message.daysAgo * DAY_MS),
        })),
      );
    }
  }
  // Issue 20: each business customer's owning salesman, named by his email in the same unit.
  const owned = seed.accounts.filter((account) => account.ownerSalesman);
  if (owned.length > 0) {
    await tx.insert(salesmanCustomers).values(
      owned.map((account) => {
        const salesmanId = accountIds.get(`${account.buId}:${account.ownerSalesman}`);
        if (salesmanId === undefined) throw new Error(`${account.email}: no salesman ${account.ownerSalesman}`);
        return {
          customerAccountId: accountIds.get(`${account.buId}:${account.email}`) as number,
          salesmanAccountId: salesmanId,
        };
      }),
    );
  }
}
