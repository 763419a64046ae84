import { ThemeProvider } from '@emotion/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { failed, fakeShopApi, ok } from '@shop/api-client/testing';
import { brandStore } from '@shop/brand';
import { demoUnit97 } from '@shop/brand/testing';
import { themeOf } from '@shop/brand/react';
import { cartStore } from '@shop/cart-engine';
import type { ProductSummary } from '@shop/contracts';
import { changeLanguage, i18n, initI18n } from '@shop/i18n';
import { B2cPage, HomePage } from './HomePage';

const card = (itemCode: string, productName: string, extra: Partial<ProductSummary> = {}): ProductSummary => ({
  itemCode,
  productName,
  productImgUrl: `/img/${itemCode}.svg`,
  categoryId: 1,
  kind: 'D',
  productType: 'GIFT_CARD',
  countryCode: 'AE',
  currency: 'AED',
  minAmount: 5000,
  maxAmount: 200000,
  denominations: [10000, 5000],
  isReloadable: false,
  hasDiscount: false,
  ...extra,
});
const PAGE_1 = Array.from({ length: 12 }, (_, index) => card(`MJ-${index + 1}`, `Card ${index + 1}`));
const PAGE_2 = [card('MJ-13', 'Card 13'), card('MJ-FALCON-PC', 'Falcon credit', { productType: 'PHONE_CREDIT' })];
const CATEGORIES = [
  { categoryId: 1, categoryName: 'Supermarket', imageUrl: '', sort: 1 },
  { categoryId: 4, categoryName: 'Dining', imageUrl: '', sort: 4 },
];

async function settle() {
  for (let round = 0; round < 4; round += 1) await act(async () => undefined);
}

async function openHome(answers: Parameters<typeof fakeShopApi>[0] = {}, unit = demoUnit97(), page = <HomePage />) {
  if (!i18n.isInitialized) await initI18n({ languages: ['en', 'ar'], language: 'en' });
  else await changeLanguage('en');
  brandStore.getState().setUnit(unit, '');
  const api = fakeShopApi({
    getCategories: () => ok({ categories: CATEGORIES }),
    getProducts: ({ page, productName, categoryId }) => {
      if (productName) return ok({ products: [card('MJ-CAFE-D', 'Marjan Cafe')], totalCount: 1, page: 1 });
      if (categoryId === 4) return ok({ products: [card('MJ-DINE-D', 'Dine out')], totalCount: 1, page: 1 });
      return ok(
        page === 1 ? { products: PAGE_1, totalCount: 14, page: 1 } : { products: PAGE_2, totalCount: 14, page: 2 },
      );
    },
    ...answers,
  });
  render(
    <ThemeProvider theme={themeOf(unit)}>
      <MemoryRouter>
        <Routes>
          <Route path="/" element={page} />
          <Route path="/buying-friend" element={<h1>Buying page</h1>} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
  await settle();
  return api;
}

const cardNames = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

jest.setTimeout(30_000);

describe('the home page', () => {
  beforeEach(() => cartStore.getState().clearCart());

  it("lists the unit's cards page by page: page 1, then later pages appended", async () => {
    const api = await openHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Gift cards for every occasion' })).toBeInTheDocument();
    expect(cardNames()).toHaveLength(12);
    expect(screen.getByRole('status')).toHaveTextContent('Cards found: 14');
    const first = screen.getByTestId('product-MJ-1');
    expect(within(first).getByText(/From AED\s50\.00/)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: /^Send as a gift ?: Card 1$/ })).toHaveAttribute(
      'href',
      '/buying-friend?itemCode=MJ-1',
    );
    expect(within(first).getByRole('link', { name: /^For myself ?: Card 1$/ })).toHaveAttribute(
      'href',
      '/buying-self?itemCode=MJ-1',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Show more cards' }));
    await settle();
    expect(cardNames()).toHaveLength(14);
    expect(screen.queryByRole('button', { name: 'Show more cards' })).not.toBeInTheDocument();
    expect(within(screen.getByTestId('product-MJ-FALCON-PC')).getByRole('link')).toHaveAttribute(
      'href',
      '/phone-credit?itemCode=MJ-FALCON-PC',
    );
    expect(api.callsOf('getProducts')).toEqual([
      { categoryId: 0, page: 1 },
      { categoryId: 0, page: 2 },
    ]);
  });

  it('shows the chips and every card shown in the language switched to, asked again without a reload', async () => {
    // The API answers in the page's language (the client sends it with every call).
    const inLanguage = (name: string) => (i18n.language === 'ar' ? `${name} (ar)` : name);
    const api = await openHome({
      getCategories: () =>
        ok({
          categories: CATEGORIES.map((category) => ({ ...category, categoryName: inLanguage(category.categoryName) })),
        }),
      getProducts: ({ page }) => {
        const products = (page === 1 ? PAGE_1 : PAGE_2).map((product) => ({
          ...product,
          productName: inLanguage(product.productName),
        }));
        return ok({ products, totalCount: 14, page });
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Show more cards' }));
    await settle();
    expect(cardNames()).toHaveLength(14);

    await act(() => changeLanguage('ar'));
    await settle();
    // Both pages shown are asked again in Arabic and replace the list, in order; the chips follow.
    expect(cardNames()).toEqual([...PAGE_1, ...PAGE_2].map((product) => `${product.productName} (ar)`));
    expect(screen.getByRole('button', { name: 'Dining (ar)' })).toBeInTheDocument();
    expect(api.callsOf('getProducts')).toEqual([
      { categoryId: 0, page: 1 },
      { categoryId: 0, page: 2 },
      { categoryId: 0, page: 1 },
      { categoryId: 0, page: 2 },
    ]);
    expect(api.callsOf('getCategories')).toHaveLength(2);

    await act(() => changeLanguage('en'));
    await settle();
    expect(cardNames()[0]).toBe('Card 1');
    expect(screen.getByRole('button', { name: 'Dining' })).toBeInTheDocument();
  });

  it('keeps the cards shown when asking in the new language fails', async () => {
    await openHome();
    fakeShopApi({
      getCategories: () => ok({ categories: CATEGORIES }),
      getProducts: () => failed({ code: 1, message: 'Down' }),
    });
    await act(() => changeLanguage('ar'));
    await settle();
    expect(cardNames()).toHaveLength(12);
    expect(screen.queryByRole('button', { name: /retry|إعادة/i })).not.toBeInTheDocument();
  });

  it('filters by category (starting again at page 1) and searches by name', async () => {
    const api = await openHome();
    const dining = screen.getByRole('button', { name: 'Dining' });
    fireEvent.click(dining);
    await settle();
    expect(dining).toHaveAttribute('aria-pressed', 'true');
    expect(cardNames()).toEqual(['Dine out']);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search cards by name' }), { target: { value: ' cafe ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await settle();
    expect(cardNames()).toEqual(['Marjan Cafe']);
    expect(api.callsOf('getProducts').slice(1)).toEqual([
      { categoryId: 4, page: 1 },
      { categoryId: 4, page: 1, productName: 'cafe' },
    ]);
  });

  it('hides "For myself" when the brand hides deliver-to-me', async () => {
    await openHome({}, demoUnit97({}, { hideDeliverToMe: true }));
    expect(within(screen.getByTestId('product-MJ-1')).getAllByRole('link')).toHaveLength(1);
  });

  it('says when nothing matches, and offers a retry when the cards do not load', async () => {
    let fail = true;
    await openHome({
      getProducts: () =>
        fail ? failed({ code: 1234, message: 'down' }, 500) : ok({ products: [], totalCount: 0, page: 1 }),
    });
    expect(screen.getByRole('alert')).toHaveTextContent('The cards could not be loaded.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('No card matches your search.');
  });

  it('shows the quantity-limit popup instead of a buying page when the cart is full', async () => {
    const unit = demoUnit97({ b2cMaxQty: 3 });
    cartStore.getState().addOrder({ data: { itemCode: 'MJ-1', amount: 5000, qty: 3 } });
    await openHome({}, unit);
    const link = within(screen.getByTestId('product-MJ-2')).getByRole('link', { name: /^Send as a gift ?: Card 2$/ });
    link.focus();
    fireEvent.click(link);
    await settle();
    const popup = await screen.findByRole('alertdialog', { name: 'Your cart is full' });
    expect(popup).toHaveTextContent('The maximum quantity is 3 for an order');
    expect(within(popup).getByRole('button', { name: 'Close' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    await settle();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Buying page' })).not.toBeInTheDocument();
    expect(link).toHaveFocus();
  });

  it("shows the brand's banners, the phone image below 992 px", async () => {
    await openHome(
      {},
      demoUnit97({ banners: { deskImage1: '/b/d1.svg', mobileImage1: '/b/m1.svg', deskImage2: '/b/d2.svg' } }),
    );
    const offers = screen.getByRole('list', { name: 'Offers' });
    const images = within(offers).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('src'))).toEqual(['/b/d1.svg', '/b/d2.svg']);
    expect(images[0]).toHaveAttribute('alt', 'Marjan Market offer 1');
    expect(offers.querySelector('source')).toHaveAttribute('srcset', '/b/m1.svg');
  });

  it('is also the individual-only landing (/b2c), under its own title', async () => {
    await openHome({}, demoUnit97(), <B2cPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'For individual customers' })).toBeInTheDocument();
    expect(cardNames()).toHaveLength(12);
  });
});
