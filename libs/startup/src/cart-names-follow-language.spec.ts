import { createCartStore } from '@shop/cart-engine';
import { changeLanguage, i18n, initI18n } from '@shop/i18n';
import { followLanguageInCart } from './cart-names-follow-language';
import { recordingApi } from './test-api';

// The catalogue as the API answers it: in the page's language (the client sends it on every call).
const NAMES: Record<string, Record<string, string>> = {
  'MC-SHOP-D': { fr: 'Carte Shopping Maison', en: 'Maison Shopping eGift' },
  'MC-SHOP-CP': { fr: 'Carte Shopping personnalisée', en: 'Personalised Shopping Card' },
};
const EXTRAS: Record<string, string> = { fr: 'Ballotin de chocolats', en: 'Box of chocolates' };

function catalogueApi() {
  return recordingApi({
    getProductDetail: (input) => {
      const { itemCode } = input as { itemCode: string };
      const name = NAMES[itemCode]?.[i18n.language];
      return name
        ? { ok: true, status: 200, data: { itemCode, productName: name } }
        : { ok: false, status: 200, error: { code: 52, message: 'The item no longer exists' } };
    },
    getAdditionalProducts: () => ({
      ok: true,
      status: 200,
      data: { products: [{ extraItemCode: 'MC-EXTRA-CHOCOLATS', extraProductName: EXTRAS[i18n.language] }] },
    }),
  });
}

function frenchCart() {
  const cart = createCartStore();
  cart
    .getState()
    .addOrder({ data: { itemCode: 'MC-SHOP-D', productName: 'Carte Shopping Maison', amount: 2000, qty: 1 } });
  cart
    .getState()
    .addOrder({ data: { itemCode: 'MC-SHOP-D', productName: 'Carte Shopping Maison', amount: 5000, qty: 2 } });
  cart.getState().addOrder({
    data: {
      itemCode: 'MC-SHOP-CP',
      productName: 'Carte Shopping personnalisée',
      extraItemCode: 'MC-EXTRA-CHOCOLATS',
      extraProductName: 'Ballotin de chocolats',
      amount: 3000,
      qty: 1,
    },
  });
  cart.getState().addOrder({ data: { itemCode: 'MC-GONE-D', productName: 'Carte retirée', amount: 1000, qty: 1 } });
  return cart;
}

const namesOf = (cart: ReturnType<typeof createCartStore>) =>
  cart.getState().cartItems.map((item) => [item.data.productName, item.data.extraProductName]);

async function until(condition: () => boolean): Promise<void> {
  for (let tries = 0; !condition() && tries < 200; tries += 1) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe("the cart's product names follow the page's language", () => {
  beforeEach(async () => {
    await initI18n({ languages: ['fr', 'en'], language: 'fr' });
  });

  it('renames every line from the catalogue after a switch, asking once per card', async () => {
    const cart = frenchCart();
    const { api, calls } = catalogueApi();
    const stop = followLanguageInCart(api, cart);
    await changeLanguage('en');
    await until(() => cart.getState().cartItems[0].data.productName === 'Maison Shopping eGift');
    expect(namesOf(cart)).toEqual([
      ['Maison Shopping eGift', ''],
      ['Maison Shopping eGift', ''],
      ['Personalised Shopping Card', 'Box of chocolates'],
      // The catalogue no longer has this card: the line keeps the name it was bought under.
      ['Carte retirée', ''],
    ]);
    expect(calls.map((call) => call.endpoint).sort()).toEqual([
      'getAdditionalProducts',
      'getProductDetail',
      'getProductDetail',
      'getProductDetail',
    ]);
    // Amounts and quantities are the cart's own: only names changed.
    expect(cart.getState().totals).toEqual(frenchCart().getState().totals);
    stop();
  });

  it('asks nothing for an empty cart, and nothing once stopped', async () => {
    const { api, calls } = catalogueApi();
    const stop = followLanguageInCart(api, createCartStore());
    await changeLanguage('en');
    stop();
    const cart = frenchCart();
    followLanguageInCart(api, cart)();
    await changeLanguage('fr');
    await changeLanguage('en');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
    expect(namesOf(cart)[0][0]).toBe('Carte Shopping Maison');
  });
});
