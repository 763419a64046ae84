import type { ApiClient } from '@shop/api-client';
import { cartStore, type CartStore } from '@shop/cart-engine';
import { i18n } from '@shop/i18n';

type Api = Pick<ApiClient, 'call'>;

/**
 * Keeps the cart's product names in the page's language: after each language switch the lines
 * (cart dropdown, checkout) are renamed from the catalogue, by item code; an answer overtaken by a
 * later switch is dropped. Answers the unsubscribe.
 */
export function followLanguageInCart(api: Api, cart: CartStore = cartStore): () => void {
  let latest = 0;
  const rename = async () => {
    const items = cart.getState().cartItems;
    if (items.length === 0) return;
    const request = ++latest;
    // The catalogue calls load on the first switch only: most visits never switch (home page budget).
    const { fetchCartProductNames } = await import('./cart-product-names');
    const names = await fetchCartProductNames(api, items);
    if (request === latest) cart.getState().renameProducts(names);
  };
  const onLanguageChanged = () => void rename();
  i18n.on('languageChanged', onLanguageChanged);
  return () => i18n.off('languageChanged', onLanguageChanged);
}
