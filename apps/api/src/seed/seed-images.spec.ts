import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SEED_IMAGES_DIR } from '../features/documents/document-test-cards';

/**
 * The seeded art is served to every language: words drawn into it ("eGift", "Gift card") would read in English on a
 * French or Arabic page and be cut off when long. The page names each card, banner and template in its language.
 */
describe('seeded card, banner and template art', () => {
  const files = readdirSync(SEED_IMAGES_DIR).flatMap((folder) =>
    readdirSync(join(SEED_IMAGES_DIR, folder))
      .filter((name) => name.endsWith('.svg'))
      .map((name) => join(folder, name)),
  );

  it('covers every folder of art', () => {
    const folders = new Set(files.map((file) => file.split('/')[0]));
    expect([...folders].sort()).toEqual(['banners', 'categories', 'extras', 'letters', 'products', 'templates']);
  });

  it.each(files)('%s draws no words and carries no English label', (file) => {
    const svg = readFileSync(join(SEED_IMAGES_DIR, file), 'utf8');
    expect(svg).toContain('<svg');
    expect(svg).not.toMatch(/<text|<tspan|aria-label=|<title|<desc/);
  });
});
