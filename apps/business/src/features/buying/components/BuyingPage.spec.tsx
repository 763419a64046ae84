import { act, fireEvent, screen, within } from '@testing-library/react';
import { cartStore } from '@shop/cart-engine';
import { cartLines, emptyCart } from '../../../testing/cart-test-kit';
import {
  DURAND,
  b2bUnit,
  durandProfile,
  failed,
  ok,
  product,
  renderBusinessPage,
  settle,
  startBusinessPage,
} from '../../../testing/business-test-kit';
import { staffCard } from '../../../testing/business-checkout-test-kit';
import { pages } from '../../../routes';
import { BuyingPage } from './BuyingPage';

const CATALOGUE = [
  product('MC-CE-D', { productName: 'Cadeau Express', currency: 'EUR', denominations: [2500, 5000, 10000] }),
  product('MC-FL-D', {
    productName: 'Flex Card',
    currency: 'EUR',
    denominations: [],
    minAmount: 1000,
    maxAmount: 50000,
  }),
  product('MC-PO-P', { productName: 'Posted Card', kind: 'P' }),
];

type Answers = NonNullable<Parameters<typeof startBusinessPage>[0]>['answers'];

async function openBuying(mode: 'others' | 'self', answers: Answers = {}, unit = b2bUnit({ b2bMaxQty: 500 })) {
  const api = await startBusinessPage({
    unit,
    answers: {
      getMemberProfile: () => ok(durandProfile()),
      getProducts: () => ok({ products: CATALOGUE, totalCount: CATALOGUE.length, page: 1 }),
      getMemberPreviousFile: () => ok({ totalCount: 0, page: 1, files: [] }),
      ...answers,
    },
  });
  emptyCart();
  const path = mode === 'self' ? '/b2b/buying-self' : '/b2b/buying';
  const { router } = await renderBusinessPage(path, <BuyingPage mode={mode} />);
  await screen.findAllByTestId('business-product');
  return { ...api, router };
}

const field = (label: string | RegExp) => screen.getByLabelText(label);
const type = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

async function choose(itemCode: string) {
  const card = screen.getAllByTestId('business-product').find((item) => item.dataset.itemCode === itemCode);
  fireEvent.click(within(card as HTMLElement).getByRole('button', { name: /^Choose/ }));
  await settle();
}

async function addToCart() {
  fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
  await settle();
}

describe('the business buying page', () => {
  afterEach(() => act(() => cartStore.getState().clearCart()));

  it('offers the business catalogue sent by email, every category, as product cards', async () => {
    const api = await openBuying('others');
    const cards = screen.getAllByTestId('business-product');
    expect(cards.map((card) => card.dataset.itemCode)).toEqual(['MC-CE-D', 'MC-FL-D']);
    expect(cards[0]).toHaveTextContent('Cadeau Express');
    expect(api.callsOf('getProducts')).toEqual([{ categoryId: 0, page: 1 }]);
    expect(screen.getByRole('heading', { name: 'From a file' })).toBeInTheDocument();
  });

  it('adds a line for a receiver to the cart with the draft path /b2b/buying, then the checkout', async () => {
    await openBuying('others');
    await choose('MC-CE-D');
    expect(field('Sender name')).toHaveValue('Sophie Durand');
    expect(field('Sender email')).toHaveValue('achats@atelier-durand.com');
    fireEvent.change(screen.getByRole('combobox', { name: 'Amount per card' }), { target: { value: '5000' } });
    type('Number of cards', '20');
    type('Receiver name', 'Paul Martin');
    type('Receiver email', 'paul.martin@example.com');
    await addToCart();
    expect(cartLines()).toEqual([
      expect.objectContaining({
        itemCode: 'MC-CE-D',
        productName: 'Cadeau Express',
        amount: 5000,
        qty: 20,
        deliverType: 'Email',
        kind: 'D',
        senderName: 'Sophie Durand',
        senderEmail: 'achats@atelier-durand.com',
        receiverName: 'Paul Martin',
        receiverEmail: 'paul.martin@example.com',
        draftPath: '/b2b/buying',
      }),
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Cadeau Express was added to your cart.');
    expect(screen.getByRole('link', { name: 'Go to checkout' })).toHaveAttribute('href', '/b2b/buying/checkout');
    fireEvent.click(screen.getByRole('button', { name: 'Add another line' }));
    await settle();
    expect(screen.getAllByTestId('business-product')).toHaveLength(2);
    expect(screen.getByText('Cards in your cart: 20')).toBeInTheDocument();
  });

  it("keeps the order's cards within b2bMaxQty, counting those already in the cart", async () => {
    await openBuying('others', {}, b2bUnit({ b2bMaxQty: 50 }));
    await choose('MC-FL-D');
    type(/Amount per card/, '25.50');
    type('Receiver name', 'Paul Martin');
    type('Receiver email', 'paul.martin@example.com');
    type('Number of cards', '51');
    await addToCart();
    expect(field('Number of cards')).toHaveAccessibleDescription(/The maximum quantity is 50 for an order/);
    expect(cartLines()).toEqual([]);

    type('Number of cards', '40');
    await addToCart();
    expect(cartLines()).toEqual([expect.objectContaining({ itemCode: 'MC-FL-D', amount: 2550, qty: 40 })]);
    fireEvent.click(screen.getByRole('button', { name: 'Add another line' }));
    await settle();
    await choose('MC-FL-D');
    expect(field('Number of cards')).toHaveAccessibleDescription(/your cart already holds 40/);
    type(/Amount per card/, '30');
    type('Receiver name', 'Anne Roux');
    type('Receiver email', 'anne.roux@example.com');
    type('Number of cards', '11');
    await addToCart();
    expect(field('Number of cards')).toHaveAccessibleDescription(/The maximum quantity is 50 for an order/);
    expect(cartLines()).toHaveLength(1);
  });

  it("names each field the rules refuse next to it: the amount's range, a receiver's email", async () => {
    await openBuying('others');
    await choose('MC-FL-D');
    type(/Amount per card/, '5');
    type('Receiver name', 'Paul Martin');
    type('Receiver email', 'paul.martin@example');
    await addToCart();
    expect(field(/Amount per card/)).toHaveAccessibleDescription(/greater than or equal to/);
    expect(field('Receiver email')).toHaveAccessibleDescription(/not valid email format/);
    expect(field('Receiver email')).toHaveAttribute('aria-invalid', 'true');
    expect(cartLines()).toEqual([]);
  });

  it('sends cards bought for the company to the signed-in contact, draft path /b2b/buying-self', async () => {
    await openBuying('self');
    expect(screen.queryByRole('heading', { name: 'From a file' })).toBeNull();
    await choose('MC-CE-D');
    expect(screen.queryByLabelText('Receiver email')).toBeNull();
    expect(field('Your email')).toHaveValue('achats@atelier-durand.com');
    fireEvent.change(screen.getByRole('combobox', { name: 'Amount per card' }), { target: { value: '10000' } });
    type('Number of cards', '3');
    await addToCart();
    expect(cartLines()).toEqual([
      expect.objectContaining({
        itemCode: 'MC-CE-D',
        amount: 10000,
        qty: 3,
        receiverName: 'Sophie Durand',
        receiverEmail: 'achats@atelier-durand.com',
        draftPath: '/b2b/buying-self',
      }),
    ]);
    expect(screen.getByRole('link', { name: 'Go to checkout' })).toHaveAttribute('href', '/b2b/buying-self/checkout');
  });

  it('lets an account awaiting its document check browse, saying why it cannot order yet', async () => {
    await startBusinessPage({
      user: { ...DURAND, businessVerification: 'pending' },
      answers: {
        getMemberProfile: () => ok(durandProfile({ businessVerification: 'pending' })),
        getProducts: () => ok({ products: CATALOGUE, totalCount: 3, page: 1 }),
        getMemberPreviousFile: () => ok({ totalCount: 0, page: 1, files: [] }),
      },
    });
    emptyCart();
    const Buying = pages.buying;
    await renderBusinessPage('/b2b/buying', <Buying />);
    expect(await screen.findAllByTestId('business-product')).toHaveLength(2);
    expect(screen.getByTestId('business-verification-notice')).toHaveTextContent('You can order once it is verified.');
  });

  it('asks before leaving while a line form holds input not yet in the cart: No stays, Yes leaves', async () => {
    const { router } = await openBuying('others');
    act(() => void cartStore.getState().addOrder({ data: staffCard() }));
    await choose('MC-FL-D');
    type('Receiver name', 'Paul Martin');
    await settle();
    await act(async () => void router.navigate(-1));
    await settle();
    expect(screen.getByRole('alertdialog', { name: 'Are you sure to leave this page?' })).toHaveTextContent(
      'will not be saved',
    );
    fireEvent.click(screen.getByRole('button', { name: 'No, continue editing' }));
    await settle();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(field('Receiver name')).toHaveValue('Paul Martin');

    fireEvent.click(screen.getByRole('link', { name: 'Go to checkout' }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, leave this page' }));
    await settle();
    expect(router.location.pathname).toBe('/b2b/buying/checkout');
    expect(cartLines()).toHaveLength(1);
  });

  it('leaves without asking while nothing is typed, or once the line is in the cart', async () => {
    const { router } = await openBuying('self');
    await choose('MC-CE-D');
    await act(async () => void router.navigate(-1));
    await settle();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(router.location.pathname).toBe('/b2b');

    await act(async () => void router.navigate('/b2b/buying-self'));
    await settle();
    await screen.findAllByTestId('business-product');
    await choose('MC-CE-D');
    fireEvent.change(screen.getByRole('combobox', { name: 'Amount per card' }), { target: { value: '5000' } });
    await addToCart();
    fireEvent.click(screen.getByRole('link', { name: 'Go to checkout' }));
    await settle();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(router.location.pathname).toBe('/b2b/buying-self/checkout');
  });

  it('says when the catalogue could not be loaded, and loads it again on request', async () => {
    await startBusinessPage({
      answers: {
        getMemberProfile: () => ok(durandProfile()),
        getProducts: [
          () => failed({ code: 1234, message: 'Something went wrong' }, 500),
          () => ok({ products: CATALOGUE, totalCount: 3, page: 1 }),
        ],
        getMemberPreviousFile: () => ok({ totalCount: 0, page: 1, files: [] }),
      },
    });
    emptyCart();
    await renderBusinessPage('/b2b/buying', <BuyingPage mode="others" />);
    expect(await screen.findByText('The cards could not be loaded.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findAllByTestId('business-product')).toHaveLength(2);
  });
});
