import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { BusinessUnitDirectorySchema, BusinessUnitSchema, type BusinessUnit } from '@shop/contracts';
import { count } from 'drizzle-orm';
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
  stores,
  templateCategories,
  templateImages,
  templates,
} from '../db/schema';
import type { PasswordChecker } from '../security/passwords';
import { AccountsSeedSchema, CatalogueSeedSchema, ReferenceSeedSchema, type CatalogueSeed } from './seed-files';

const DAY_MS = 24 * 60 * 60 * 1000;

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
  const units: BusinessUnit[] = directory.map(({ buId }) => readJson(join(unitsDir, `${buId}.json`), BusinessUnitSchema));
  const catalogues: CatalogueSeed[] = directory
    .map(({ buId }) => join(seedDir, 'catalogue', `${buId}.json`))
    .filter((path) => existsSync(path))
    .map((path) => readJson(path, CatalogueSeedSchema));
  return {
    units,
    catalogues,
    accounts: readJson(join(seedDir, 'accounts.json'), AccountsSeedSchema),
    reference: readJson(join(seedDir, 'reference.json'), ReferenceSeedSchema),
  };
}

/**
 * Fills an empty database with the demo units, their catalogues, reference data and demo
 * accounts, in one transaction. Does nothing when business units exist (operators own them then).
 */
export async function seedDatabase(db: Db, seedDir: string, passwords: PasswordChecker, now: number): Promise<boolean> {
  const [{ units: existing }] = await db.select({ units: count() }).from(businessUnits);
  if (existing > 0) return false;
  const seed = readSeed(seedDir);
  const passwordHashes = await Promise.all(seed.accounts.map((account) => passwords.hash(account.password)));

  await db.transaction(async (tx) => {
    await tx.insert(businessUnits).values(seed.units.map((unit) => ({ buId: unit.buId, params: unit })));
    for (const catalogue of seed.catalogues) {
      const buId = catalogue.buId;
      await tx.insert(categories).values(catalogue.categories.map((category) => ({ ...category, buId })));
      await tx.insert(products).values(catalogue.products.map((product) => ({ ...without(product, 'discountTiers'), buId })));
      const tiers = catalogue.products.flatMap((product) =>
        product.discountTiers.map((tier) => ({ ...tier, buId, itemCode: product.itemCode })),
      );
      if (tiers.length > 0) await tx.insert(discountTiers).values(tiers);
      await tx.insert(templateCategories).values(catalogue.templateCategories.map((category) => ({ ...category, buId })));
      await tx.insert(templates).values(catalogue.templates.map((template) => ({ ...without(template, 'images'), buId })));
      const images = catalogue.templates.flatMap((template) =>
        template.images.map((image) => ({ ...image, buId, templateId: template.templateId })),
      );
      if (images.length > 0) await tx.insert(templateImages).values(images);
      await tx.insert(letterTypes).values(catalogue.letterTypes.map((letter) => ({ ...letter, buId })));
      await tx.insert(additionalProducts).values(catalogue.additionalProducts.map((extra) => ({ ...extra, buId })));
      await tx.insert(stores).values(catalogue.stores.map((store) => ({ ...store, buId })));
    }
    await tx.insert(countries).values(seed.reference.countries);
    await tx.insert(referenceCodes).values(
      seed.reference.referenceCodes.flatMap((list) => list.codes.map((code, sort) => ({ ...code, mId: list.mId, sort }))),
    );
    await tx.insert(companies).values(seed.reference.companies);
    await tx.insert(postalCodes).values(seed.reference.postalCodes);

    for (const [index, account] of seed.accounts.entries()) {
      const { addressBook: book, inbox } = account;
      const fields = without(without(without(account, 'password'), 'addressBook'), 'inbox');
      const [created] = await tx
        .insert(accounts)
        .values({ ...fields, passwordHash: passwordHashes[index], status: 'active', companyInfo: fields.companyInfo ?? null })
        .returning({ id: accounts.id });
      if (book.length > 0) {
        await tx.insert(addressBook).values(
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
  });
  return true;
}
