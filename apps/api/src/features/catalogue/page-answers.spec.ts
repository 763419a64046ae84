import { getCategories, getProducts } from '@shop/contracts';
import { startTestApi, type TestApi } from '../../testing/test-api';
import { pageAnswers } from './page-answers';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const services = () => api.app.shopApi.services;

describe("a server-rendered page's answers", () => {
  it('are what a guest of the unit gets from the sealed calls, in the language asked', async () => {
    const asked = [
      { endpoint: getCategories.name, input: {} },
      { endpoint: getProducts.name, input: { categoryId: 0, page: 1 } },
    ];
    const [categories, products] = await pageAnswers(services(), { buId: '250', language: 'fr' }, asked);
    const guest = api.client({ buId: '250', language: 'fr' });
    const sealedCategories = await guest.call(getCategories, {});
    const sealedProducts = await guest.call(getProducts, { categoryId: 0, page: 1 });
    expect(sealedCategories.ok && sealedProducts.ok).toBe(true);
    if (!sealedCategories.ok || !sealedProducts.ok) return;
    expect(categories).toEqual({ ...asked[0], data: sealedCategories.data });
    expect(products).toEqual({ ...asked[1], data: sealedProducts.data });
    expect(JSON.stringify(categories.data)).toContain('Loisirs & culture');
  });

  it('answer in the unit default language when the language asked is not one of its own', async () => {
    const [answer] = await pageAnswers(services(), { buId: '250', language: 'ar' }, [
      { endpoint: getCategories.name, input: {} },
    ]);
    expect(JSON.stringify(answer.data)).toContain('Loisirs & culture');
  });

  it('are null for a call not a public catalogue read, an input the rules refuse, or an unknown unit', async () => {
    const answers = await pageAnswers(services(), { buId: '250', language: 'fr' }, [
      { endpoint: 'getWalletBalance', input: {} },
      { endpoint: getProducts.name, input: { categoryId: -1, page: 0 } },
      { endpoint: getProducts.name, input: { categoryId: 0, page: 1, productName: 'x'.repeat(500) } },
    ]);
    expect(answers.map((answer) => answer.data)).toEqual([null, null, null]);
    const [unknownUnit] = await pageAnswers(services(), { buId: '999', language: 'en' }, [
      { endpoint: getCategories.name, input: {} },
    ]);
    expect(unknownUnit.data).toBeNull();
  });
});
