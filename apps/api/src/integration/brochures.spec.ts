import { downloadBrochure, getBuParameter } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { businessUnits } from '../db/schema';
import { readPdf } from '../testing/document-readers';
import { startTestApi, type TestApi } from '../testing/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const db = () => api.app.shopApi.database.db;

/** The downloaded file and its bytes; fails the test with the refusal when there is none. */
async function brochure(buId: string, language: 'en' | 'fr' | 'ar', name: 'businessOffer' | 'orderingGuide') {
  const answer = await api.client({ buId, language }).download(downloadBrochure, { brochure: name });
  if (!answer.ok) throw new Error(`refused: ${answer.error.code} ${answer.error.message}`);
  return { file: answer.data, bytes: new Uint8Array(await answer.data.blob.arrayBuffer()) };
}

/** The error code of a download the API refuses. */
async function refusal(buId: string, name: 'businessOffer') {
  const answer = await api.client({ buId }).download(downloadBrochure, { brochure: name });
  return answer.ok ? 'downloaded' : answer.error.code;
}

describe('business brochures (POST /files/brochure)', () => {
  it('are PDFs in the caller’s language, with the brand and its business contacts, for anyone', async () => {
    const french = await brochure('250', 'fr', 'businessOffer');
    expect(french.file).toMatchObject({ contentType: 'application/pdf', filename: 'businessOffer-250-fr.pdf' });
    expect(Buffer.from(french.bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    const [page] = await readPdf(french.bytes);
    expect(page.text).toContain('Maison Cadeaux');
    expect(page.text).toContain('Des cartes cadeaux pour votre entreprise');
    expect(page.text).toContain('Commandes en nombre');
    expect(page.text).toContain('+33 1 84 88 00 10');
    expect(page.text).toContain('entreprises@maison-cadeaux.test');

    const english = await brochure('250', 'en', 'orderingGuide');
    const [guide] = await readPdf(english.bytes);
    expect(guide.text).toContain('How to order as a business');
    expect(guide.text).toContain('1 to 7 days');
  });

  it('answer in the unit’s default language when the caller’s is not one of the unit’s', async () => {
    const answer = await brochure('250', 'ar', 'businessOffer');
    const [page] = await readPdf(answer.bytes);
    expect(page.text).toContain('Des cartes cadeaux pour votre entreprise');
  });

  it('do not exist where B2B is off, where the unit hides them, or under another name', async () => {
    expect(await refusal('97', 'businessOffer')).toBe(40400);
    const unknown = await api
      .client({ buId: '250' })
      .download(downloadBrochure, { brochure: 'priceList' as 'businessOffer' });
    expect(unknown).toMatchObject({ ok: false, error: { code: 40000 } });

    const [unit] = await db().select().from(businessUnits).where(eq(businessUnits.buId, '250'));
    await db()
      .update(businessUnits)
      .set({ params: { ...unit.params, businessInfoPage: { hideIntro: false, hideBrochures: true } } })
      .where(eq(businessUnits.buId, '250'));
    api.advance(31_000); // the unit cache lives 30 s
    try {
      const parameters = await api.client({ buId: '250' }).call(getBuParameter, { buId: '250' });
      expect(parameters).toMatchObject({ ok: true, data: { businessInfoPage: { hideBrochures: true } } });
      expect(await refusal('250', 'businessOffer')).toBe(40400);
    } finally {
      await db().update(businessUnits).set({ params: unit.params }).where(eq(businessUnits.buId, '250'));
      api.advance(31_000);
    }
  });
});
