import { mkdtemp, mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SEED_IMAGES_DIR } from './document-test-cards';
import { readTemplateImage } from './template-image';

describe('readTemplateImage', () => {
  it('reads a served template (svg, png, jpeg) by its URL, with or without the origin', async () => {
    const svg = await readTemplateImage(SEED_IMAGES_DIR, '/api/images/templates/97-101.svg');
    expect(svg?.type).toBe('svg');
    expect(svg?.bytes.toString('utf8')).toContain('<svg');
    const full = await readTemplateImage(SEED_IMAGES_DIR, 'http://localhost:3333/api/images/templates/97-101.svg?v=2');
    expect(full?.bytes.toString('utf8')).toBe(svg?.bytes.toString('utf8'));
  });

  it('reads nothing outside the images folder, of another type, or missing', async () => {
    const root = await mkdtemp(join(tmpdir(), 'templates-'));
    try {
      const images = join(root, 'images');
      await mkdir(join(images, 'templates'), { recursive: true });
      await writeFile(join(root, 'secret.png'), 'secret');
      await writeFile(join(images, 'templates', 'a.png'), 'png bytes');
      await writeFile(join(images, 'templates', 'a.txt'), 'text');
      await symlink(join(root, 'secret.png'), join(images, 'templates', 'link.png'));
      expect((await readTemplateImage(images, '/api/images/templates/a.png'))?.type).toBe('png');
      for (const url of [
        '/api/images/../secret.png',
        '/api/images/templates/..%2F..%2Fsecret.png',
        '/api/images/templates/link.png',
        '/api/images/templates/a.txt',
        '/api/images/templates/missing.png',
        '/api/other/templates/a.png',
        '/etc/passwd',
        '',
      ])
        expect(await readTemplateImage(images, url)).toBeUndefined();
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
