import { fireEvent, screen, within } from '@testing-library/react';
import { failed, fakeShopApi, ok } from '@shop/api-client/testing';
import { cartStore } from '@shop/cart-engine';
import {
  LAYLA,
  ORDER_NO,
  PAYMENT_ID,
  orderResult,
  renderReturnAt,
  settle,
  startReturnPage,
} from '../../../testing/return-test-kit';

const RESULT = `/order/${ORDER_NO}?paymentId=${PAYMENT_ID}&paymentMean=C04`;

/** A line in the cart, as the buying steps leave it. */
function cartWithOneLine() {
  cartStore.getState().configure({ storage: null, sessionStorage: null, buId: '97', createId: () => 'line-1' });
  cartStore.getState().clearCart();
  cartStore.getState().addOrder({
    data: {
      itemCode: 'MJ-GROCERY-D',
      productName: 'Marjan Grocery Card',
      amount: 10_000,
      qty: 2,
      deliverType: 'Email',
      draftPath: '/buying-self',
    } as never,
  });
}

beforeEach(async () => {
  window.sessionStorage.clear();
  await startReturnPage();
  cartWithOneLine();
});

describe('/order/{number}', () => {
  it('shows a paid order: what was bought, what happens next, and empties the cart once', async () => {
    const api = fakeShopApi({
      getOrderResult: () => ok(orderResult({ payment: { paymentId: PAYMENT_ID, state: 'succeeded' } })),
    });
    const view = await renderReturnAt(RESULT);
    expect(screen.getByRole('heading', { name: 'Thank you, your order is confirmed' })).toHaveFocus();
    expect(screen.getByTestId('order-result-state')).toHaveTextContent(`Order number: ${ORDER_NO}`);
    expect(screen.getByTestId('order-line')).toHaveTextContent('2 × Marjan Grocery Card of AED 100.00');
    expect(screen.getByTestId('order-line')).toHaveTextContent('AED 200.00');
    expect(screen.getByTestId('order-summary-total')).toHaveTextContent('AED 200.00');
    expect(within(screen.getByTestId('order-next-steps')).getByRole('listitem')).toHaveTextContent(
      'The cards are on their way to their receivers by email.',
    );
    expect(cartStore.getState().cartItems).toEqual([]);
    expect(api.callsOf('getOrderResult')).toEqual([{ orderNo: ORDER_NO, paymentId: PAYMENT_ID }]);

    // The same result opened again in this tab leaves a new cart alone.
    view.unmount();
    cartWithOneLine();
    await renderReturnAt(RESULT);
    expect(cartStore.getState().cartItems).toHaveLength(1);
  });

  it('says a physical order stays locked until it is unlocked, and a scheduled card when it goes', async () => {
    fakeShopApi({
      getOrderResult: () =>
        ok(
          orderResult({
            hasPhysical: true,
            isUnlocked: false,
            orderLines: [
              { ...orderResult().orderLines[0], kind: 'P', deliverType: 'Physical' },
              { ...orderResult().orderLines[0], lineNo: 2, deliverDate: '2099-03-05', deliverTimeZone: 'Asia/Dubai' },
            ],
          }),
        ),
    });
    await renderReturnAt(RESULT);
    const steps = within(screen.getByTestId('order-next-steps')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'The cards are sent by post. For your safety they stay locked until you receive them: then unlock them with ' +
        'the link in the email we sent you.',
      'The cards will be emailed to their receivers on 5 Mar 2099.',
    ]);
  });

  it("shows a failed payment with the spec's text, keeps the cart and leads back to its checkout", async () => {
    fakeShopApi({
      getOrderResult: () =>
        ok(orderResult({ result: 'failed', status: '02', payment: { paymentId: PAYMENT_ID, state: 'failed' } })),
    });
    await renderReturnAt(RESULT);
    expect(screen.getByRole('heading', { name: 'Payment failed' })).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'There was an error processing your payment. Please verify that all your card information is correct before ' +
        'trying again.',
    );
    expect(screen.getByTestId('order-failed-cart')).toHaveTextContent('Your cart is still there, with 2 card(s)');
    expect(cartStore.getState().cartItems).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Back to checkout' })).toHaveAttribute('href', '/97/buying-self/checkout');
  });

  it('shows what the payment method paid on a paid order, and what is still to pay on a waiting one', async () => {
    const withCoupons = { couponAmount: 5_000, walletAmount: 3_000 };
    const view = fakeShopApi({ getOrderResult: () => ok(orderResult({ ...withCoupons, paidAmount: 12_000 })) });
    const paid = await renderReturnAt(RESULT);
    expect(screen.getByTestId('order-summary-coupons')).toHaveTextContent('AED 50.00');
    expect(screen.getByTestId('order-summary-wallet')).toHaveTextContent('AED 30.00');
    expect(screen.getByTestId('order-summary-paid').parentElement).toHaveTextContent(
      'Paid by payment methodAED 120.00',
    );
    expect(screen.queryByTestId('order-summary-due')).toBeNull();
    expect(view.callsOf('getOrderResult')).toHaveLength(1);
    paid.unmount();

    const waiting = { ...withCoupons, result: 'pending', status: '041', paymentMean: '05' } as const;
    fakeShopApi({ getOrderResult: () => ok(orderResult({ ...waiting, dueAmount: 12_000, paidAmount: 0 })) });
    await renderReturnAt(`/order/${ORDER_NO}?paymentMean=05`);
    expect(screen.getByTestId('order-summary-due').parentElement).toHaveTextContent('Still to payAED 120.00');
    expect(screen.queryByTestId('order-summary-paid')).toBeNull();
  });

  it('asks the provider again for a payment still being confirmed', async () => {
    const api = fakeShopApi({
      getOrderResult: [() => ok(orderResult({ result: 'processing', status: '041' })), () => ok(orderResult())],
      confirmPayment: () => failed({ code: 59005, message: 'still open' }, 409),
    });
    await renderReturnAt(RESULT);
    expect(screen.getByRole('heading', { name: 'Your payment is being confirmed' })).toBeInTheDocument();
    expect(cartStore.getState().cartItems).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await settle();
    expect(api.callsOf('confirmPayment')).toEqual([{ paymentId: PAYMENT_ID }]);
    expect(screen.getByRole('heading', { name: 'Thank you, your order is confirmed' })).toBeInTheDocument();
  });

  it('cancels an order being confirmed after asking, and shows the refund once its payment came anyway', async () => {
    const refunded = orderResult({
      result: 'refunded',
      status: '02',
      refund: { amount: 20_000, state: 'refunded', refundedAt: '2026-11-27T10:00:00.000Z' },
    });
    const api = fakeShopApi({
      getOrderResult: [() => ok(orderResult({ result: 'processing', status: '041' })), () => ok(refunded)],
      cancelOrder: () => ok({ orderNo: ORDER_NO, isCanceled: true, status: '02' }),
    });
    await renderReturnAt(RESULT);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel this order' }));
    expect(screen.getByRole('group')).toHaveTextContent(
      `Cancel order ${ORDER_NO}? If your payment still goes through, it is refunded to you.`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Keep the order' }));
    expect(api.callsOf('cancelOrder')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel this order' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel the order' }));
    await settle();
    expect(api.callsOf('cancelOrder')).toEqual([{ orderNo: ORDER_NO }]);
    expect(screen.getByRole('heading', { name: 'Your payment has been refunded' })).toHaveFocus();
    expect(screen.getByTestId('order-refund')).toHaveTextContent(
      'We refunded AED 200.00 to the means you paid with on',
    );
    expect(cartStore.getState().cartItems).toHaveLength(1);
  });

  it('says why a cancel was refused next to the question (the payment went through meanwhile)', async () => {
    fakeShopApi({
      getOrderResult: () => ok(orderResult({ result: 'processing', status: '041' })),
      cancelOrder: () => failed({ code: 58004, message: 'paid' }, 409),
    });
    await renderReturnAt(RESULT);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel this order' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel the order' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('A paid order cannot be cancelled.');
    expect(screen.getByRole('button', { name: 'Keep the order' })).toBeEnabled();
  });

  it("lets a member upload a bank transfer's receipt, with its progress, and then shows it pending", async () => {
    await startReturnPage({ user: LAYLA });
    const window30 = new Date(Date.now() + 20 * 60_000).toISOString();
    const pending = { result: 'pending', paymentMean: '03', paymentWindowEndsAt: window30, dueAmount: 20_000 } as const;
    const api = fakeShopApi({
      getOrderResult: [
        () => ok(orderResult({ ...pending, status: '041', paidAmount: 0 })),
        () => ok(orderResult({ ...pending, status: '04', paidAmount: 0 })),
      ],
      uploadPaymentReceipt: () => ok({ orderNo: ORDER_NO, status: '04' }),
    });
    await renderReturnAt(`/order/${ORDER_NO}?paymentMean=03`);
    expect(screen.getByRole('heading', { name: 'Your order is waiting for payment' })).toBeInTheDocument();
    expect(screen.getByText(/Pay AED 200.00 by bank transfer within 30 minutes/)).toBeInTheDocument();
    expect(cartStore.getState().cartItems).toEqual([]);

    const input = screen.getByLabelText('Receipt of the transfer (JPG, PNG or PDF, at most 2 MB)');
    fireEvent.change(input, { target: { files: [new File(['not a receipt'], 'notes.txt', { type: 'text/plain' })] } });
    expect(screen.getByTestId('receipt-problem')).toHaveTextContent('Format should be JPG, JPEG, PNG, PDF');
    expect(api.callsOf('uploadPaymentReceipt')).toEqual([]);

    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'receipt.png', {
      type: 'image/png',
    });
    fireEvent.change(input, { target: { files: [png] } });
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
    await screen.findByText('We have your payment receipt: your order is pending until the payment is confirmed.');
    expect(api.callsOf('uploadPaymentReceipt')).toEqual([
      { custId: '1001', orderNo: ORDER_NO, receiptImage: 'data:image/png;base64,iVBORw0KGgo=' },
    ]);
    expect(api.callsOf('getOrderResult')[0]).toEqual({ orderNo: ORDER_NO, custId: '1001' });
  });

  it('answers "not found" for a number the shop never makes, without asking, and for an unknown order', async () => {
    const api = fakeShopApi({ getOrderResult: () => failed({ code: 58001, message: 'unknown' }, 404) });
    const view = await renderReturnAt('/order/GC-1001');
    expect(screen.getByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(api.callsOf('getOrderResult')).toEqual([]);
    view.unmount();
    await renderReturnAt(`/order/${ORDER_NO}`);
    expect(screen.getByTestId('order-not-found')).toHaveTextContent(`We could not find order ${ORDER_NO}.`);
    expect(cartStore.getState().cartItems).toHaveLength(1);
  });

  it('reads right to left in Arabic, the order number left to right', async () => {
    await startReturnPage({ language: 'ar' });
    fakeShopApi({ getOrderResult: () => ok(orderResult()) });
    await renderReturnAt(RESULT);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('heading', { name: 'شكراً لك، تم تأكيد طلبك' })).toBeInTheDocument();
    expect(screen.getByText(ORDER_NO)).toHaveAttribute('dir', 'ltr');
  });
});
