import { act, fireEvent, screen, within } from '@testing-library/react';
import { ok } from '@shop/api-client/testing';
import { cartStore } from '@shop/cart-engine';
import { changeLanguage, i18n } from '@shop/i18n';
import { GROCERY, catalogueService, renderBuyingAt, settle, startBuying } from '../testing/buying-test-kit';
import { BuyingPage } from './BuyingPage';

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = async (name: string | RegExp) => {
  fireEvent.click(screen.getByRole('button', { name }));
  await settle();
};
const errorOf = (name: string) => document.querySelector(`[data-field-error="${name}"]`)?.textContent;

// Whole journeys through three forms: slow on a shared machine.
jest.setTimeout(30_000);

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

    expect(router.location.pathname).toBe('/buying-friend/checkout');
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

  it('shows the open card in the language switched to, keeping the step, what was typed and its errors', async () => {
    const arabic = {
      ...GROCERY,
      productName: 'بطاقة مرجان للبقالة الإلكترونية',
      description: 'استخدمها لشراء البقالة في جميع فروع مرجان ماركت.',
      howToUse: 'أظهر الرمز على هاتفك عند الدفع.',
      termOfService: 'صالحة لمدة 12 شهرًا من تاريخ الشراء.',
    };
    const api = catalogueService({ getProductDetail: () => ok(i18n.language === 'ar' ? arabic : GROCERY) });
    await renderBuyingAt('/buying-friend?itemCode=MJ-GROCERY-D', <BuyingPage mode="friend" />);
    type('Quantity', '');
    await click('Next');
    expect(errorOf('amount')).toBe('This field is required.');
    type('Quantity', '4');

    await act(() => changeLanguage('ar'));
    await settle();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(arabic.productName);
    expect(screen.getByText(arabic.description)).toBeInTheDocument();
    expect(screen.getByText(arabic.howToUse)).toBeInTheDocument();
    expect(screen.getByText(arabic.termOfService)).toBeInTheDocument();
    // Same step, same form: what was typed stays, the error shown reads in Arabic.
    expect(screen.getByRole('textbox', { name: 'الكمية' })).toHaveValue('4');
    expect(errorOf('amount')).toBe('هذا الحقل مطلوب.');
    expect(api.callsOf('getProductDetail')).toEqual([{ itemCode: 'MJ-GROCERY-D' }, { itemCode: 'MJ-GROCERY-D' }]);
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
    expect(router.location.pathname).toBe('/buying-friend');
  });
});

describe('the other ways to buy', () => {
  beforeEach(() => startBuying());

  it('rates a card with discount tiers by its tier in the cart', async () => {
    catalogueService({
      getProductDetail: () => ok({ ...GROCERY, hasDiscount: true }),
      getProductsDiscount: () =>
        ok({
          itemCode: 'MJ-GROCERY-D',
          accumulateAmt: 0,
          isAccuSales: false,
          discount: 0,
          productDiscountList: [
            { itemCode: 'MJ-GROCERY-D', amountFrom: 0, amountTo: 99999, discountRate: 0 },
            { itemCode: 'MJ-GROCERY-D', amountFrom: 100000, amountTo: 499999, discountRate: 2 },
          ],
        }),
    });
    await renderBuyingAt('/buying-friend?itemCode=MJ-GROCERY-D', <BuyingPage mode="friend" />);
    fireEvent.click(screen.getByRole('radio', { name: /AED\s200\.00/ }));
    type('Quantity', '5');
    await click('Next');
    await click('Next');
    type('Your name', 'Layla Haddad');
    type('Your email', 'layla@example.com');
    type("Receiver's name", 'Omar Haddad');
    type("Receiver's email", 'omar@example.com');
    await click('Add to cart and check out');
    expect(cartStore.getState().cartItems[0].data).toMatchObject({
      amount: 20000,
      qty: 5,
      discountItemCode: 'MJ-GROCERY-D',
      productDiscount: 2,
    });
  });

  it('buys for oneself by SMS: no receiver to name, the buyer is the receiver', async () => {
    catalogueService();
    const { router } = await renderBuyingAt(
      '/buying-self?itemCode=MJ-GROCERY-D',
      <BuyingPage mode="self" />,
      '/buying-self',
    );
    expect(screen.getByText('Buy a gift card for yourself')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: /AED\s50\.00/ }));
    await click('Next');
    await click('Next');
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(
      expect.arrayContaining(['Email', 'SMS', 'PDF']),
    );
    expect(screen.queryByLabelText("Receiver's name")).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Text message (SMS)' }));
    await settle();
    type('Your name', 'Layla Haddad');
    type('Your email', 'layla@example.com');
    type('Your mobile number', '050 123 4567');
    fireEvent.click(screen.getByRole('radio', { name: 'Tomorrow' }));
    await settle();
    expect(screen.getByLabelText('Time zone')).toBeInTheDocument();
    await click('Add to cart and check out');
    expect(router.location.pathname).toBe('/buying-self/checkout');
    const line = cartStore.getState().cartItems[0].data;
    expect(line).toMatchObject({
      deliverType: 'SMS',
      receiverName: 'Layla Haddad',
      receiverEmail: 'layla@example.com',
      receiverMobileAreaCode: '971',
      receiverMobileNo: '+971501234567',
      draftPath: '/buying-self',
    });
    expect(line.deliverDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(line.deliverTimeZone).not.toBe('');
  });

  it('sends a physical gift box by post: a typed amount, the letter and an extra, the address', async () => {
    catalogueService();
    await renderBuyingAt('/buying-friend?itemCode=MJ-GROCERY-CP', <BuyingPage mode="friend" />);
    type('Amount (AED)', '99.99');
    await click('Next');
    expect(errorOf('amount')).toBe('Amount must be greater than or equal to AED\u00a0100.00.');
    type('Amount (AED)', '150.5');
    await click('Next');

    expect(screen.getByRole('radio', { name: /Classic envelope/ })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: /Ribbon letter/ }));
    fireEvent.click(screen.getByRole('radio', { name: /Chocolate box/ }));
    await click('Next');

    expect(screen.getByText('This card is sent by post, in the letter you chose.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'When to send it' })).not.toBeInTheDocument();
    type('Your name', 'Layla Haddad');
    type('Your email', 'layla@example.com');
    type('First name', 'Omar');
    type('Last name', 'Haddad');
    type('Address', 'Villa 12, Street 4');
    type('City', 'Dubai');
    type("Receiver's phone number", '04 555 0190');
    await click('Add to cart and check out');
    expect(cartStore.getState().cartItems[0].data).toMatchObject({
      itemCode: 'MJ-GROCERY-CP',
      kind: 'CP',
      amount: 15050,
      deliverType: 'Physical',
      letterTypeId: 2,
      letterPrice: 1000,
      extraItemCode: 'MJ-EXTRA-CHOC',
      extraProductAmount: 3500,
      receiverName: 'Omar Haddad',
      receiverFirstName: 'Omar',
      receiverAddress: 'Villa 12, Street 4',
      receiverCity: 'Dubai',
      receiverCountryCode: 'AE',
      receiverMobileNo: '+97145550190',
      deliverDate: '',
    });
  });
});
