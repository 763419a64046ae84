import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { discountTierProblems } from './tier-bounds';
import { tierRateFor } from './tiered-discount';

// The seed catalogues' discount tiers (tools/seed/catalogue/*.json) must cover one range with no
// gap and no overlap: amountTo is inclusive, so each tier starts one minor unit after the previous ends.

interface SeedTier {
  amountFrom: number;
  amountTo: number;
  rateBp: number;
}
interface SeedCatalogue {
  products: { itemCode: string; discountTiers?: SeedTier[] }[];
}

const catalogueDir = path.resolve(__dirname, '../../../tools/seed/catalogue');
const tieredProducts = readdirSync(catalogueDir)
  .filter((file) => file.endsWith('.json'))
  .flatMap((file) => {
    const catalogue = JSON.parse(readFileSync(path.join(catalogueDir, file), 'utf8')) as SeedCatalogue;
    return catalogue.products
      .filter((product) => (product.discountTiers ?? []).length > 0)
      .map((product) => ({ file, itemCode: product.itemCode, tiers: product.discountTiers ?? [] }));
  });

describe('Seed discount tiers leave no gap and no overlap', () => {
  it('finds tiered products in the seed catalogues', () => {
    expect(tieredProducts.length).toBeGreaterThan(0);
  });

  it.each(tieredProducts.map((product) => [product.file, product.itemCode, product.tiers] as const))(
    '%s %s: each tier starts one minor unit after the previous one ends',
    (_file, _itemCode, tiers) => {
      expect(discountTierProblems(tiers)).toEqual([]);
    },
  );

  it.each(tieredProducts.map((product) => [product.file, product.itemCode, product.tiers] as const))(
    '%s %s: every amount from the first tier to the last has its tier rate, on both sides of each boundary',
    (_file, _itemCode, tiers) => {
      const list = {
        itemCode: 'seed',
        tiers: tiers.map((tier) => ({
          amountFrom: tier.amountFrom,
          amountTo: tier.amountTo,
          discountRate: tier.rateBp / 100,
        })),
      };
      list.tiers.forEach((tier, index) => {
        expect(tierRateFor(list, tier.amountFrom)).toBe(tier.discountRate);
        expect(tierRateFor(list, tier.amountTo)).toBe(tier.discountRate);
        const next = list.tiers[index + 1];
        if (next) expect(tierRateFor(list, tier.amountTo + 1)).toBe(next.discountRate);
      });
    },
  );
});
