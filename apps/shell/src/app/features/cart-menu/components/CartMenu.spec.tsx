import { act, fireEvent, screen, within } from '@testing-library/react';
import { cartStore } from '@shop/cart-engine';
import { renderAt, setUpAuthTest } from '../../auth/testing/auth-test-kit';
import { CartMenu } from './CartMenu';

// jsdom has no PointerEvent: without it a pointer event carries no pointerType.
class TestPointerEvent extends MouseEvent {
  pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerType = init.pointerType ?? '';
  }
}
beforeAll(() => {
  (window as unknown as { PointerEvent: typeof TestPointerEvent }).PointerEvent = TestPointerEvent;
});

function addLines() {
  act(() => {
    cartStore.getState().addOrder({
      data: {
        itemCode: 'GC-SPA',
        productName: 'Spa day',
        amount: 10_000,
        qty: 2,
        receiverName: 'Omar Saleh',
        deliverType: 'Email',
        draftPath: '/buying-friend',
      },
    });
    cartStore.getState().addOrder({
      data: { itemCode: 'GC-BOOK', productName: 'Book shop', amount: 5_000, qty: 1, deliverType: 'SMS' },
    });
  });
}

describe('the cart dropdown', () => {
  beforeEach(async () => {
    await setUpAuthTest();
    act(() => cartStore.getState().clearCart());
  });
  afterEach(() => jest.useRealTimers());

  it('shows the number of cards on its badge and in its name', () => {
    renderAt('/', <CartMenu />);
    expect(screen.getByRole('button', { name: 'Cart, 0 cards' })).toHaveAttribute('aria-expanded', 'false');
    addLines();
    expect(screen.getByRole('button', { name: 'Cart, 3 cards' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3');
  });

  it('lists numbered lines with product, recipient, delivery and amount, the total, and goes to checkout', async () => {
    addLines();
    renderAt('/', <CartMenu />);
    fireEvent.click(screen.getByTestId('cart-button'));
    const list = await screen.findByRole('list');
    expect(list.tagName).toBe('OL');
    const lines = within(list).getAllByRole('listitem');
    // Without the no-break space of Intl and the direction isolates around the recipient.
    expect(lines.map((line) => line.textContent?.replace(/\u00a0/g, ' ').replace(/[\u2068\u2069]/g, ''))).toEqual([
      'Spa day × 2AED 200.00To Omar Saleh · By email',
      'Book shopAED 50.00For you · By SMS',
    ]);
    expect(screen.getByTestId('cart-total').textContent?.replace(/\u00a0/g, ' ')).toBe('AED 250.00');

    fireEvent.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/buying-friend/checkout');
  });

  it('says an empty cart is empty and offers to choose a card', async () => {
    renderAt('/buying-friend', <CartMenu />);
    fireEvent.click(screen.getByTestId('cart-button'));
    expect(await screen.findByTestId('cart-empty')).toHaveTextContent('Your cart is empty.');
    fireEvent.click(screen.getByRole('link', { name: 'Choose a gift card' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('opens when a mouse hovers it and closes 100 ms after the pointer leaves; Escape closes too', () => {
    jest.useFakeTimers();
    renderAt('/', <CartMenu />);
    const button = screen.getByTestId('cart-button');
    const menu = screen.getByTestId('cart-menu');
    fireEvent.pointerEnter(menu, { pointerType: 'mouse' });
    expect(button).toHaveAttribute('aria-expanded', 'true');

    fireEvent.pointerLeave(menu, { pointerType: 'mouse' });
    act(() => jest.advanceTimersByTime(99));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    act(() => jest.advanceTimersByTime(1));
    expect(button).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(button);
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('stays open when the hovering mouse then clicks; a second click closes it', () => {
    renderAt('/', <CartMenu />);
    const button = screen.getByTestId('cart-button');
    fireEvent.pointerEnter(screen.getByTestId('cart-menu'), { pointerType: 'mouse' });
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('does not open on a touch hover, only on a tap', () => {
    renderAt('/', <CartMenu />);
    fireEvent.pointerEnter(screen.getByTestId('cart-menu'), { pointerType: 'touch' });
    expect(screen.getByTestId('cart-button')).toHaveAttribute('aria-expanded', 'false');
  });
});
