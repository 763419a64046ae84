import type { ApiClient } from '@shop/api-client';
import { storedFileUrl, uploadResource } from '@shop/contracts';
import { PERSONAL_IMAGE_MAX_BYTES, UPLOAD_ERROR_CODES } from '@shop/validation';
import { eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { storedFiles } from '../db/schema';
import { DEMO, startTestApi, type TestApi } from '../testing/test-api';
import { ELF, JPEG, MZ, PDF, PNG, storedStateOf } from './support/files-kit';

let api: TestApi;
let uploadDir: string;
beforeAll(async () => {
  uploadDir = await mkdtemp(join(tmpdir(), 'files-spec-'));
  api = await startTestApi({ uploadDir });
});
afterAll(async () => {
  await api.close();
  await rm(uploadDir, { recursive: true, force: true });
});

const db = () => api.app.shopApi.database.db;

const storedState = storedStateOf(() => ({ api, uploadDir }));

describe('POST /resource/upload', () => {
  let client: ApiClient;
  beforeAll(async () => {
    client = (await api.signIn(DEMO.consumer97)).client;
  });

  it('stores a personal image under a generated name outside the web root and answers its url', async () => {
    const answer = await client.call(uploadResource, {
      fileFormat: 'png',
      resourceContent: PNG.toString('base64'),
      prefix: 'data:image/png;base64,',
      fileName: '../../etc/passwd.png',
    });
    if (!answer.ok) throw new Error(answer.error.message);
    const { fileId, url, contentType, size } = answer.data;
    expect(fileId).toMatch(/^[0-9a-f]{32}$/);
    expect({ url, contentType, size }).toEqual({
      url: storedFileUrl(fileId),
      contentType: 'image/png',
      size: PNG.length,
    });
    expect(await readFile(join(uploadDir, fileId))).toEqual(PNG);
    const [row] = await db().select().from(storedFiles).where(eq(storedFiles.id, fileId));
    expect(row).toMatchObject({
      buId: '97',
      purpose: 'personalImage',
      originalName: '../../etc/passwd.png',
      sha256: createHash('sha256').update(PNG).digest('hex'),
    });
    expect(row.accountId).not.toBeNull();
    // Nothing under the API's prefix serves the folder.
    const served = await fetch(`${api.baseUrl}/images/../${fileId}`);
    expect(served.status).toBe(404);
  });

  it('takes a jpeg by default, a pdf as a business document, and a guest upload', async () => {
    const jpeg = await client.call(uploadResource, { resourceContent: JPEG.toString('base64') });
    expect(jpeg).toMatchObject({ ok: true, data: { contentType: 'image/jpeg' } });
    const pdf = await api.client().call(uploadResource, { fileFormat: 'pdf', resourceContent: PDF.toString('base64') });
    expect(pdf).toMatchObject({ ok: true, data: { contentType: 'application/pdf' } });
    if (!pdf.ok) return;
    const [row] = await db().select().from(storedFiles).where(eq(storedFiles.id, pdf.data.fileId));
    expect(row).toMatchObject({ purpose: 'businessDocument', accountId: null });
    expect(row.ownerScope).toMatch(/^guest:97:[0-9a-f]{32}$/);
  });

  it.each([
    ['a type images do not take (gif)', 'gif', PNG, UPLOAD_ERROR_CODES.unsupportedType],
    ['an executable named png (ELF)', 'png', ELF, UPLOAD_ERROR_CODES.wrongFormat],
    ['an executable named jpeg (MZ)', 'jpeg', MZ, UPLOAD_ERROR_CODES.wrongFormat],
    ['a png declared as jpeg', 'jpeg', PNG, UPLOAD_ERROR_CODES.wrongFormat],
    ['a png declared as pdf', 'pdf', PNG, UPLOAD_ERROR_CODES.wrongFormat],
    [
      'an image over 2 MB',
      'png',
      Buffer.concat([PNG, Buffer.alloc(PERSONAL_IMAGE_MAX_BYTES + 1 - PNG.length)]),
      UPLOAD_ERROR_CODES.fileTooBig,
    ],
  ])('refuses %s with the spec code and stores nothing', async (_label, fileFormat, bytes, code) => {
    const before = await storedState();
    const answer = await client.call(uploadResource, { fileFormat, resourceContent: bytes.toString('base64') });
    expect(answer).toMatchObject({ ok: false, status: 400, error: { code } });
    expect(await storedState()).toEqual(before);
  });

  it('refuses a data-URL prefix naming another type than the content, and content that is not base64', async () => {
    const before = await storedState();
    const prefixed = await client.call(uploadResource, {
      fileFormat: 'png',
      resourceContent: PNG.toString('base64'),
      prefix: 'data:image/jpeg;base64,',
    });
    expect(prefixed).toMatchObject({ ok: false, error: { code: 63004, issues: [{ path: 'prefix' }] } });
    const garbled = await client.call(uploadResource, { fileFormat: 'png', resourceContent: '@@not base64@@' });
    expect(garbled).toMatchObject({ ok: false, error: { code: 63004 } });
    expect(await storedState()).toEqual(before);
  });

  it('gives the exact limit a pass: a 2 MB image is stored', async () => {
    const bytes = Buffer.concat([PNG, Buffer.alloc(PERSONAL_IMAGE_MAX_BYTES - PNG.length)]);
    const answer = await client.call(uploadResource, { fileFormat: 'png', resourceContent: bytes.toString('base64') });
    expect(answer).toMatchObject({ ok: true, data: { size: PERSONAL_IMAGE_MAX_BYTES } });
  });
});
