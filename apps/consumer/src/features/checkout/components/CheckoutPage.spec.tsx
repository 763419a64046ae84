import { act, fireEvent, screen, within } from '@testing-library/react';
import { failed, ok } from '@shop/api-client/testing';
import { cartStore } from '@shop/cart-engine';
import { changeLanguage } from '@shop/i18n';
import { oopsStore } from '@shop/session';
import { goToExternalPage } from '../api/external-page';
import { ORDER_NO, emailCard, openCheckout, settle } from '../testing/checkout-test-kit';
import { CheckoutPage } from './CheckoutPage';

jest.mock('../api/external-page', () => ({ goToExternalPage: jest.fn() }));
// Each test renders the whole page and walks several calls; on a loaded shared machine that passes 5 s.
jest.setTimeout(20_000);
const goToProvider = goToExternalPage as jest.Mock;

const REDIRECT = 'http://127.0.0.1:4400/pay/pay_abcdefghijklmnopqrstuv';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

async function click(name: string | RegExp) {
  fireEvent.click(screen.getByRole('button', { name }));
  await settle();
}

async function addGiftCard(cardNumber: string, pinCode: string) {
  const form = screen.getByRole('form', { name: 'Add a gift card' });
  fireEvent.change(within(form).getByLabelText('Gift card number'), { target: { value: cardNumber } });
  fireEvent.change(within(form).getByLabelText('PIN code'), { target: { value: pinCode } });
  fireEvent.click(within(form).getByRole('button', { name: 'Apply gift card' }));
  await settle();
}

beforeEach(() => {
  goToProvider.mockReset();
  oopsStore.getState().dismiss();
});

describe('checkout page', () => {
  it('shows each line with its recipient, delivery and amount, the total, the means of the unit', async () => {
    await openCheckout(<CheckoutPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    const steps = screen.getByRole('navigation', { name: /./ });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    expect(within(steps).getAllByRole('listitem')[3]).toHaveAttribute('aria-current', 'step');
    const line = screen.getByTestId('checkout-line');
    expect(line).toHaveTextContent('1. Marjan Grocery Card');
    expect(line).toHaveTextContent('For Omar Haddad');
    expect(line).toHaveTextContent('Delivery: Email');
    expect(line).toHaveTextContent(/100\.00.*× 2/);
    expect(screen.getByTestId('checkout-summary-to-pay')).toHaveTextContent('200.00');
    expect(screen.getByRole('radio', { name: 'Credit card' })).toBeChecked();
    // Wallet and gift cards have their own controls, not a radio each.
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: /Use my wallet \(AED\s50\.00 available\)/ })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeEnabled();
  });

  it('creates, confirms and pays the order on the provider page, with the lines the cart builds', async () => {
    const { callsOf } = await openCheckout(<CheckoutPage />);
    await click('Pay now');
    const [created] = callsOf('createOrder');
    expect(created.custId).toBe('1001');
    expect(created.orderLines).toEqual([
      expect.objectContaining({
        itemCode: 'MARJ100',
        amount: 10000,
        qty: 2,
        deliverType: 'Email',
        receiverEmail: 'omar@example.com',
        message: 'Happy birthday!',
        isTaxCredit: 0,
      }),
    ]);
    expect(callsOf('confirmOrder')).toEqual([
      {
        custId: '1001',
        orderNo: ORDER_NO,
        paymentMean: 'C04',
        couponList: [],
        useWallet: false,
        walletAmount: undefined,
      },
    ]);
    expect(callsOf('createPayment')).toEqual([
      { orderNo: ORDER_NO, paymentMethod: 'C04', csrfToken: 'csrf-token-1', txnAmount: 20000, txnCurrency: 'AED' },
    ]);
    expect(goToProvider).toHaveBeenCalledWith(REDIRECT);
    // The cart stays until the result page says paid.
    expect(cartStore.getState().cartItems).toHaveLength(1);
    // The button stays busy while the provider's page loads.
    expect(screen.getByRole('button', { name: 'Placing your order…' })).toBeDisabled();
  });

  it('a double click places one order and one payment', async () => {
    const answer = deferred<ReturnType<typeof ok>>();
    const { callsOf } = await openCheckout(<CheckoutPage />, {
      answers: {
        createOrder: [
          () =>
            answer.promise.then(() =>
              ok({
                orderNo: ORDER_NO,
                currency: 'AED',
                grossAmount: 20000,
                discountAmount: 0,
                feeAmount: 0,
                shippingAmount: 0,
                taxAmount: 0,
                orderAmtTot: 20000,
                orderLines: [],
              }),
            ),
        ],
      },
    });
    const pay = screen.getByRole('button', { name: 'Pay now' });
    fireEvent.click(pay);
    fireEvent.click(pay);
    fireEvent.submit(pay.closest('form') as HTMLFormElement);
    await settle();
    expect(screen.getByRole('button', { name: 'Placing your order…' })).toBeDisabled();
    await act(async () => answer.resolve(ok(null)));
    await settle();
    expect(callsOf('createOrder')).toHaveLength(1);
    expect(callsOf('confirmOrder')).toHaveLength(1);
    expect(callsOf('createPayment')).toHaveLength(1);
    expect(goToProvider).toHaveBeenCalledTimes(1);
  });

  it('after a refused payment, paying again keeps the same order and confirmation', async () => {
    const { callsOf } = await openCheckout(<CheckoutPage />, {
      answers: {
        createPayment: [
          () => failed({ code: 59006, message: 'The order changed, please try again.' }),
          () => ok({ redirectUrl: REDIRECT, paymentId: 'pay_abcdefghijklmnopqrstuv', orderNo: ORDER_NO }),
        ],
      },
    });
    await click('Pay now');
    expect(screen.getByRole('alert')).toHaveTextContent(/./);
    expect(goToProvider).not.toHaveBeenCalled();
    await click('Pay now');
    expect(callsOf('createOrder')).toHaveLength(1);
    expect(callsOf('confirmOrder')).toHaveLength(1);
    expect(callsOf('paymentInitToken')).toHaveLength(2);
    expect(goToProvider).toHaveBeenCalledWith(REDIRECT);
  });

  it('back from the provider page, paying again goes on with the same order and its gift card', async () => {
    const first = await openCheckout(<CheckoutPage />);
    await addGiftCard('4000123412349876', '012345');
    await click('Pay now');
    expect(goToProvider).toHaveBeenCalledTimes(1);
    const coupons = cartStore.getState().couponList;
    first.view.unmount();

    // The browser's back button loads the checkout again in the same tab, cart and coupons as they were.
    const again = await openCheckout(<CheckoutPage />, { keepTab: true });
    act(() => {
      for (const coupon of coupons) cartStore.getState().addCoupon(coupon);
    });
    await settle();
    await click('Pay now');
    expect(again.callsOf('createOrder')).toHaveLength(0);
    expect(again.callsOf('confirmOrder')).toHaveLength(0);
    expect(again.callsOf('createPayment')).toEqual([expect.objectContaining({ orderNo: ORDER_NO, txnAmount: 12500 })]);
    expect(goToProvider).toHaveBeenCalledTimes(2);
  });

  it('a kept order that was paid meanwhile gives way to a new order', async () => {
    const first = await openCheckout(<CheckoutPage />);
    await click('Pay now');
    first.view.unmount();
    const again = await openCheckout(<CheckoutPage />, {
      keepTab: true,
      answers: {
        createPayment: [
          () => failed({ code: 58002, message: 'This order is already paid.' }, 409),
          () => ok({ redirectUrl: REDIRECT, paymentId: 'pay_abcdefghijklmnopqrstuv', orderNo: ORDER_NO }),
        ],
      },
    });
    await click('Pay now');
    expect(again.callsOf('createOrder')).toHaveLength(1);
    expect(again.callsOf('confirmOrder')).toHaveLength(1);
    expect(again.callsOf('createPayment')).toHaveLength(2);
    expect(goToProvider).toHaveBeenCalledTimes(2);
  });

  it('a gift card pays part: it is queried, listed masked, and the confirmation redeems it', async () => {
    const { callsOf } = await openCheckout(<CheckoutPage />);
    await addGiftCard('4000 1234 1234 9876', '012345');
    expect(callsOf('queryCard')).toEqual([
      {
        cardNumber: '4000123412349876',
        pinCode: '012345',
        custId: '1001',
        cartList: [{ itemCode: 'MARJ100', templateId: 7 }],
        captchaToken: undefined,
      },
    ]);
    const applied = screen.getByTestId('checkout-gift-card');
    expect(applied).toHaveTextContent('•••• 9876');
    expect(applied).toHaveTextContent(/Pays AED\s75\.00/);
    expect(screen.getByText('Card •••• 9876 applied to your order.')).toHaveAttribute('role', 'status');
    expect(screen.getByTestId('checkout-summary-giftCards')).toHaveTextContent('75.00');
    expect(screen.getByTestId('checkout-summary-to-pay')).toHaveTextContent('125.00');
    await click('Pay now');
    expect(callsOf('confirmOrder')[0]).toMatchObject({
      paymentMean: 'C04',
      couponList: [{ cardNumber: '4000123412349876', pinCode: '012345' }],
    });
    expect(callsOf('createPayment')[0]).toMatchObject({ txnAmount: 12500 });
  });

  it('says why a gift card is refused, next to its field', async () => {
    await openCheckout(<CheckoutPage />, {
      answers: {
        queryCard: [
          () =>
            failed({
              code: 11001,
              message: 'The card number or PIN code is wrong, or the card is locked for a while after too many tries.',
            }),
        ],
      },
    });
    const form = screen.getByRole('form', { name: 'Add a gift card' });
    fireEvent.click(within(form).getByRole('button', { name: 'Apply gift card' }));
    await settle();
    expect(within(form).getByLabelText('Gift card number')).toHaveAccessibleDescription('This field is required.');
    expect(within(form).getByLabelText('PIN code')).toHaveAccessibleDescription('This field is required.');
    await addGiftCard('4000123412349876', '999999');
    const number = within(form).getByLabelText('Gift card number');
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription(/The card number or PIN code is wrong/);
    expect(number).toHaveFocus();
  });

  it('a card the confirmation refuses is said at the gift cards, until the cards change', async () => {
    await openCheckout(<CheckoutPage />, {
      answers: { confirmOrder: () => failed({ code: 11004, message: 'Insufficient Card Balance' }) },
    });
    await addGiftCard('4000123412349876', '012345');
    await click('Pay now');
    const giftCards = screen.getByTestId('checkout-gift-cards');
    expect(within(giftCards).getByRole('alert')).toHaveTextContent('Insufficient Card Balance');
    await click('Remove card •••• 9876');
    expect(within(giftCards).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('the same card twice is refused with the spec text', async () => {
    await openCheckout(<CheckoutPage />);
    await addGiftCard('4000123412349876', '012345');
    await addGiftCard('4000 1234 1234 9876', '012345');
    expect(screen.getByLabelText('Gift card number')).toHaveAccessibleDescription(
      'The coupon you entered is invalid. Please try again.',
    );
    expect(screen.getAllByTestId('checkout-gift-card')).toHaveLength(1);
  });

  it('gift cards paying everything go straight to the order result', async () => {
    const { callsOf, router } = await openCheckout(<CheckoutPage />, {
      answers: {
        queryCard: () =>
          ok({
            cardNumber: '************9876',
            cardBalance: 50000,
            currency: 'AED',
            isAllowPartialRedeem: true,
            subPayDesc: '',
            suitedItemCode: [],
            isThirdPartyCoupon: false,
            expiresAt: '2027-11-23T00:00:00.000Z',
          }),
        confirmOrder: () =>
          ok({
            orderNo: ORDER_NO,
            orderAmtTot: 0,
            couponAmount: 20000,
            walletAmount: 0,
            isConfirm: true,
            isPaid: true,
            status: '09',
          }),
      },
    });
    await addGiftCard('4000123412349876', '012345');
    expect(screen.getByTestId('checkout-summary-to-pay')).toHaveTextContent('0.00');
    await click('Place order');
    expect(callsOf('createPayment')).toHaveLength(0);
    expect(router.location.pathname).toBe(`/order/${ORDER_NO}`);
    expect(router.location.search).toBe('?paymentMean=15');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('the wallet pays what it holds and the card the rest', async () => {
    const { callsOf } = await openCheckout(<CheckoutPage />);
    fireEvent.click(screen.getByRole('checkbox', { name: /Use my wallet/ }));
    await settle();
    expect(screen.getByTestId('checkout-summary-wallet')).toHaveTextContent('50.00');
    expect(screen.getByTestId('checkout-summary-to-pay')).toHaveTextContent('150.00');
    await click('Pay now');
    expect(callsOf('confirmOrder')[0]).toMatchObject({ paymentMean: 'C04', useWallet: true, walletAmount: 5000 });
  });

  it('a refused line shows next to that line', async () => {
    await openCheckout(<CheckoutPage />, {
      lines: [emailCard(), emailCard({ receiverEmail: 'bad', receiverName: 'Sara' })],
      answers: {
        createOrder: () =>
          failed({
            code: 400,
            message: 'Invalid request',
            issues: [{ path: 'orderLines.1.receiverEmail', message: 'not valid email format' }],
          }),
      },
    });
    await click('Pay now');
    const [first, second] = screen.getAllByTestId('checkout-line');
    expect(within(second).getByRole('alert')).toHaveTextContent('not valid email format');
    expect(within(first).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('no answer at all opens the Oops popup, whose Try again pays with the same order', async () => {
    const { callsOf } = await openCheckout(<CheckoutPage />, {
      answers: {
        paymentInitToken: [
          () => ({ ok: false, status: null, error: { code: 1234, message: 'Network error' } }),
          () => ok({ csrfToken: 'csrf-token-2', expiresInSeconds: 1800 }),
        ],
      },
    });
    await click('Pay now');
    expect(oopsStore.getState().open).toBe(true);
    await act(async () => oopsStore.getState().tryAgain());
    await settle();
    expect(callsOf('createOrder')).toHaveLength(1);
    expect(goToProvider).toHaveBeenCalledWith(REDIRECT);
  });

  it('a guest logs in or continues as guest; a guest has no wallet', async () => {
    const { callsOf, router } = await openCheckout(<CheckoutPage />, { user: null });
    expect(screen.getByRole('heading', { name: 'Log in to check out' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/auth/login?next=%2Fbuying-friend%2Fcheckout',
    );
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
    await click('Continue as guest');
    expect(screen.queryByRole('checkbox', { name: /Use my wallet/ })).not.toBeInTheDocument();
    await click('Pay now');
    expect(callsOf('createOrder')[0].custId).toBeUndefined();
    expect(callsOf('getMemberWallet')).toHaveLength(0);
    expect(router.location.pathname).toBe('/buying-friend/checkout');
  });

  it('a guest the server refuses is asked to log in, with the reason', async () => {
    await openCheckout(<CheckoutPage />, {
      user: null,
      answers: { createOrder: () => failed({ code: 58007, message: 'Please sign in to place an order.' }, 401) },
    });
    await click('Continue as guest');
    await click('Pay now');
    expect(screen.getByRole('heading', { name: 'Log in to check out' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/./);
  });

  it('going to log in keeps the cart and does not ask', async () => {
    const { router } = await openCheckout(<CheckoutPage />, { user: null });
    fireEvent.click(screen.getByRole('link', { name: 'Log in' }));
    await settle();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(router.location.pathname).toBe('/auth/login');
    expect(cartStore.getState().cartItems).toHaveLength(1);
  });

  it('leaving asks first; leaving cancels the unpaid order and clears the cart', async () => {
    const { callsOf, router } = await openCheckout(<CheckoutPage />, {
      answers: { createPayment: () => failed({ code: 59006, message: 'The order changed.' }) },
    });
    await addGiftCard('4000123412349876', '012345');
    await click('Pay now');
    await act(async () => void router.navigate(-1));
    await settle();
    expect(screen.getByRole('alertdialog', { name: 'Are you sure to leave this page?' })).toBeInTheDocument();
    await click('No, continue editing');
    expect(cartStore.getState().cartItems).toHaveLength(1);
    expect(callsOf('cancelOrder')).toHaveLength(0);
    await act(async () => void router.navigate('/'));
    await settle();
    await click('Yes, leave this page');
    expect(callsOf('cancelOrder')).toEqual([{ custId: '1001', orderNo: ORDER_NO }]);
    expect(cartStore.getState().cartItems).toHaveLength(0);
    expect(cartStore.getState().couponList).toHaveLength(0);
    expect(router.location.pathname).toBe('/');
  });

  it('a phone credit line shows the number it credits, sent by SMS', async () => {
    await openCheckout(<CheckoutPage />, {
      path: '/phone-credit/checkout',
      lines: [
        emailCard({
          itemCode: 'DU-CREDIT',
          productName: 'du Mobile Credit',
          productSorts: 'T',
          qty: 1,
          amount: 5000,
          deliverType: 'SMS',
          receiverName: '',
          receiverEmail: '',
          receiverMobileAreaCode: '971',
          receiverMobileNo: '501234567',
          draftPath: '/phone-credit',
        }),
      ],
    });
    const line = screen.getByTestId('checkout-line');
    expect(line).toHaveTextContent('For +971 501234567');
    expect(line).toHaveTextContent('Delivery: Text message (SMS)');
    expect(screen.getByTestId('checkout-summary-to-pay')).toHaveTextContent('50.00');
  });

  it('an empty cart says so and offers the catalogue', async () => {
    await openCheckout(<CheckoutPage />, { lines: [] });
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a gift card' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
  });

  it('removing a line takes it out of the cart', async () => {
    await openCheckout(<CheckoutPage />, { lines: [emailCard(), emailCard({ receiverName: 'Sara', amount: 5000 })] });
    // Each remove button is named by its card and recipient, never by the line's number.
    expect(screen.queryByRole('button', { name: /Remove \d/ })).not.toBeInTheDocument();
    await click('Remove Marjan Grocery Card for Sara');
    expect(screen.getAllByTestId('checkout-line')).toHaveLength(1);
    expect(screen.getByRole('button', { name: /^Remove Marjan Grocery Card for / })).toHaveTextContent(/^Remove$/);
    expect(screen.getByTestId('checkout-summary-to-pay')).toHaveTextContent('200.00');
  });

  it('reads in Arabic, right to left texts of the checkout namespace', async () => {
    await openCheckout(<CheckoutPage />, { language: 'ar' });
    expect(screen.getByRole('heading', { level: 1, name: 'إتمام الشراء' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ادفع الآن' })).toBeInTheDocument();
    await act(async () => void changeLanguage('en'));
  });
});
