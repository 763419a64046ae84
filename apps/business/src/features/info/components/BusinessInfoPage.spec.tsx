import { act, fireEvent, screen, within } from '@testing-library/react';
import { sessionStore } from '@shop/session';
import {
  b2bUnit,
  DURAND,
  failed,
  ok,
  product,
  renderBusinessPage,
  settle,
  startBusinessPage,
} from '../../../testing/business-test-kit';
import type { LivePages } from '../../../shared/live-pages';
import { BusinessInfoPage } from './BusinessInfoPage';

const CARDS = ['GC-1', 'GC-2', 'GC-3', 'GC-4', 'GC-5'].map((code) => product(code));
const catalogue = () =>
  ok({ products: [product('TOPUP', { productType: 'PHONE_CREDIT' }), ...CARDS], totalCount: 6, page: 1 });
const LIVE: LivePages = new Set(['landing', 'info']);

type InfoOptions = NonNullable<Parameters<typeof startBusinessPage>[0]> & { live?: LivePages };

async function openInfo({ live = LIVE, ...options }: InfoOptions = {}) {
  const api = await startBusinessPage({
    user: null,
    ...options,
    answers: { getProducts: catalogue, ...options.answers },
  });
  await renderBusinessPage('/b2b/info', <BusinessInfoPage live={live} />);
  return api;
}

const shownCards = () =>
  within(screen.getByTestId('featured-carousel'))
    .getAllByRole('group', { name: /^Card \d of 5$/ })
    .map((slide) => slide.querySelector('h3')?.textContent);

describe('the business information page', () => {
  it('shows the intro, the four feature cards and the brochures', async () => {
    await openInfo();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Gift cards for businesses');
    expect(screen.getByTestId('business-intro')).toHaveTextContent('Thank your staff');
    const features = within(screen.getByTestId('business-features')).getAllByRole('heading', { level: 3 });
    expect(features.map((heading) => heading.textContent)).toEqual([
      'Employee gifts',
      'Customer and partner rewards',
      'Orders in bulk',
      'Quotations and invoices',
    ]);
    expect(screen.getByRole('button', { name: /Download \(PDF\).*Our business offer/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Download \(PDF\).*How to order/ })).toBeEnabled();
  });

  it('hides the intro or the brochures where the unit says so', async () => {
    await openInfo({ unit: b2bUnit({ businessInfoPage: { hideIntro: true, hideBrochures: true } }) });
    expect(screen.queryByTestId('business-intro')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Our brochures' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Download/ })).toBeNull();
    expect(screen.getByTestId('business-features')).toBeInTheDocument();
  });

  it('features the gift cards three at a time, moved by buttons and arrow keys, going round', async () => {
    await openInfo();
    expect(shownCards()).toEqual(['Card GC-1', 'Card GC-2', 'Card GC-3']);
    expect(screen.getAllByText('From AED 50.00')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Next card' }));
    expect(shownCards()).toEqual(['Card GC-2', 'Card GC-3', 'Card GC-4']);
    fireEvent.keyDown(screen.getByTestId('featured-carousel'), { key: 'ArrowLeft' });
    fireEvent.keyDown(screen.getByTestId('featured-carousel'), { key: 'ArrowLeft' });
    expect(shownCards()).toEqual(['Card GC-5', 'Card GC-1', 'Card GC-2']);
    fireEvent.click(screen.getByRole('button', { name: 'Previous card' }));
    expect(shownCards()).toEqual(['Card GC-4', 'Card GC-5', 'Card GC-1']);
  });

  it('offers a retry when the cards cannot be loaded', async () => {
    const api = await openInfo({
      answers: { getProducts: [() => failed({ code: 99999, message: 'down' }), catalogue] },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('The cards could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    expect(api.callsOf('getProducts')).toHaveLength(2);
    expect(shownCards()).toHaveLength(3);
  });

  it('downloads a brochure as the PDF the API made, and says so when it cannot', async () => {
    const saved: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:brochure');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const pdf = { blob: new Blob(['%PDF-1.7']), filename: 'businessOffer-97-en.pdf', contentType: 'application/pdf' };
    const api = await openInfo({
      answers: { downloadBrochure: [() => ok(pdf), () => failed({ code: 40400, message: 'Not found' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: /Download \(PDF\).*Our business offer/ }));
    await settle();
    expect(api.callsOf('downloadBrochure')).toEqual([{ brochure: 'businessOffer' }]);
    expect(saved).toEqual(['businessOffer-97-en.pdf']);

    fireEvent.click(screen.getByRole('button', { name: /Download \(PDF\).*How to order/ }));
    await settle();
    expect(within(screen.getByTestId('brochure-orderingGuide')).getByRole('alert')).toHaveTextContent(
      'The brochure could not be downloaded.',
    );
    click.mockRestore();
  });

  it('sends a business user on to the business area; a visitor to sign-in pages only once they work', async () => {
    await openInfo({ user: DURAND });
    expect(screen.getByRole('link', { name: 'Go to your business area' })).toHaveAttribute('href', '/b2b');

    act(() => sessionStore.setState({ user: null }));
    await openInfo({ live: new Set(['landing', 'info', 'login', 'register']) });
    expect(screen.getAllByRole('link', { name: 'Business login' }).at(-1)).toHaveAttribute('href', '/auth/b2b/login');
  });

  it('offers company verification (KYB) to a visitor and to a business user once its page works', async () => {
    await openInfo({ live: new Set(['landing', 'info', 'kyb']) });
    expect(screen.getByRole('link', { name: 'Verify your company' })).toHaveAttribute('href', '/b2b/kyb');
    await openInfo({ user: DURAND, live: new Set(['landing', 'info', 'kyb']) });
    expect(screen.getAllByRole('link', { name: 'Verify your company' }).at(-1)).toHaveAttribute('href', '/b2b/kyb');
    act(() => sessionStore.setState({ user: null }));
  });

  it('reads right to left in Arabic, the next arrow moving on', async () => {
    await openInfo({ language: 'ar' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('بطاقات الهدايا للشركات');
    expect(screen.getByRole('button', { name: 'البطاقة التالية' })).toBeInTheDocument();
  });
});
