import { act, fireEvent, screen, within } from '@testing-library/react';
import { cartStore } from '@shop/cart-engine';
import { GROCERY, catalogueService, renderBuyingAt, settle, startBuying } from '../testing/buying-test-kit';
import { BuyingPage } from './BuyingPage';

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = async (name: string | RegExp) => {
  fireEvent.click(screen.getByRole('button', { name }));
  await settle();
};
const errorOf = (name: string) => document.querySelector(`[data-field-error="${name}"]`)?.textContent;

describe('buying a card for someone else', () => {
  beforeEach(() => startBuying());

  it('goes through the three steps, puts the card in the cart and opens the checkout', async () => {
    const api = catalogueService();
    const { router } = await renderBuyingAt('/buying-friend?itemCode=MJ-GROCERY-D', <BuyingPage mode="friend" />);

    expect(screen.getByRole('heading', { level: 1, name: GROCERY.productName })).toBeInTheDocument();
    const steps = screen.getByRole('navigation', { name: 'Buying steps' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['1Card Detail', '2Personalize', '3Choose Delivery', '4Checkout']);
    expect(within(steps).getByText('Card Detail').closest('li')).toHaveAttribute('aria-current', 'step');

    await click('Next');
    expect(errorOf('amount')).toBe('This field is required.');
    fireEvent.click(screen.getByRole('radio', { name: /AED\s100\.00/ }));
    type('Quantity', '2');
    await click('Next');

    expect(screen.getByRole('heading', { level: 2, name: 'Personalize' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Balloons' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'Lanterns' }));
    type('Personal message', 'Happy birthday, Omar!');
    type('Text on the card', 'A line that is far too long for the card itself');
    await click('Next');
    expect(errorOf('message2')).toBe('Must be less than 32 characters.');
    type('Text on the card', 'For Omar');
    await click('Next');

    expect(screen.getByRole('heading', { level: 2, name: 'Choose Delivery' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Email' })).toBeChecked();
    await click('Add to cart and check out');
    expect(errorOf('senderName')).toBe('This field is required.');
    expect(errorOf('senderEmail')).toBe('This field is required.');
    expect(errorOf('receiverName')).toBe('This field is required.');
    expect(errorOf('receiverEmail')).toBe('This field is required.');
    type('Your name', 'Layla Haddad');
    type('Your email', 'layla@example.com');
    type("Receiver's name", 'Omar Haddad');
    type("Receiver's email", 'omar.example.com');
    await click('Add to cart and check out');
    expect(errorOf('receiverEmail')).toBe('not valid email format');
    type("Receiver's email", 'omar@example.com');
    await click('Add to cart and check out');

    expect(router.state.location.pathname).toBe('/buying-friend/checkout');
    expect(screen.getByRole('heading', { name: 'Checkout page' })).toBeInTheDocument();
    const [line] = cartStore.getState().cartItems;
    expect(line.data).toMatchObject({
      itemCode: 'MJ-GROCERY-D',
      amount: 10000,
      qty: 2,
      templateId: 102,
      templateUrl: '/t/102.svg',
      cardMadeFee: 500,
      message: 'Happy birthday, Omar!',
      message2: 'For Omar',
      deliverType: 'Email',
      senderName: 'Layla Haddad',
      senderEmail: 'layla@example.com',
      receiverName: 'Omar Haddad',
      receiverEmail: 'omar@example.com',
      deliverDate: '',
      draftPath: '/buying-friend',
      kind: 'D',
    });
    expect(api.callsOf('getProductDetail')).toEqual([{ itemCode: 'MJ-GROCERY-D' }]);
  });

  it('keeps what was typed when going back a step', async () => {
    catalogueService();
    await renderBuyingAt('/buying-friend?itemCode=MJ-GROCERY-D', <BuyingPage mode="friend" />);
    fireEvent.click(screen.getByRole('radio', { name: /AED\s50\.00/ }));
    await click('Next');
    type('Personal message', 'Eid Mubarak');
    await click('Back');
    expect(screen.getByRole('radio', { name: /AED\s50\.00/ })).toBeChecked();
    await click('Next');
    expect(screen.getByLabelText('Personal message')).toHaveValue('Eid Mubarak');
  });

  it('says so when the card no longer exists (error 52)', async () => {
    catalogueService();
    await renderBuyingAt('/buying-friend?itemCode=GONE-1', <BuyingPage mode="friend" />);
    expect(screen.getByRole('heading', { name: 'This card is no longer available' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse gift cards' })).toHaveAttribute('href', '/');
  });

  it('asks before the back button leaves the steps', async () => {
    catalogueService();
    const { router } = await renderBuyingAt('/buying-friend?itemCode=MJ-GROCERY-D', <BuyingPage mode="friend" />);
    await act(async () => {
      void router.navigate(-1);
    });
    await settle();
    expect(screen.getByRole('alertdialog', { name: 'Are you sure to leave this page?' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'No, continue editing' }));
    await settle();
    expect(router.state.location.pathname).toBe('/buying-friend');
  });
});
