import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UploadFolder, newStoredFileId } from './upload-folder';

describe('the upload folder', () => {
  let dir: string;
  beforeEach(async () => {
    dir = join(await mkdtemp(join(tmpdir(), 'upload-folder-')), 'uploads');
  });
  afterEach(() => rm(join(dir, '..'), { recursive: true, force: true }));

  it('keeps a file under a staging name until it is given its id, then reads it back', async () => {
    const folder = new UploadFolder(dir);
    const staged = await folder.stage(new Uint8Array([1, 2, 3]));
    expect(await readdir(dir)).toEqual([expect.stringMatching(/^staging-[0-9a-f]{32}$/)]);
    const fileId = newStoredFileId();
    await folder.commit(staged, fileId);
    expect(await readdir(dir)).toEqual([fileId]);
    expect(await folder.read(fileId)).toEqual(Buffer.from([1, 2, 3]));
  });

  it('discards a staged file, and a missing one quietly', async () => {
    const folder = new UploadFolder(dir);
    const staged = await folder.stage(new Uint8Array([1]));
    await folder.discard(staged.path);
    await folder.discard(staged.path);
    expect(await readdir(dir)).toEqual([]);
  });

  it('names files by 32 hex digits only: no client name or path reaches the disk', () => {
    const folder = new UploadFolder(dir);
    expect(newStoredFileId()).toMatch(/^[0-9a-f]{32}$/);
    for (const name of ['../etc/passwd', 'photo.png', '', `${'a'.repeat(31)}/`]) {
      expect(() => folder.pathOf(name)).toThrow('not a stored file id');
    }
  });
});
