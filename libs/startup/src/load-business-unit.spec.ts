import fs from 'node:fs';
import path from 'node:path';
import { BusinessUnitConfigError, loadBusinessUnit, loadBusinessUnitDirectory } from './load-business-unit';

const seedDir = path.join(__dirname, '../../../tools/seed/business-units');
const fromSeed = async (url: string) => {
  const file = url.split('/').pop() as string;
  return JSON.parse(fs.readFileSync(path.join(seedDir, file), 'utf8'));
};

describe('business unit configuration', () => {
  it('loads and validates every demo unit listed in the directory', async () => {
    const directory = await loadBusinessUnitDirectory(fromSeed);
    expect(directory.map((unit) => unit.buId)).toEqual(['97', '250', '150']);
    for (const entry of directory) {
      const unit = await loadBusinessUnit(entry.buId, fromSeed);
      expect(unit.name).toBe(entry.name);
      expect(unit.languages).toContain(unit.defaultLanguage);
    }
  });

  it('explains which field of a unit is wrong', async () => {
    const broken = async () => ({ ...(await fromSeed('97.json')), currency: 'DIRHAM', languages: ['en', 'xx'] });
    await expect(loadBusinessUnit('97', broken)).rejects.toThrow(BusinessUnitConfigError);
    await expect(loadBusinessUnit('97', broken)).rejects.toThrow(/currency: .*; languages\.1/);
  });
});
