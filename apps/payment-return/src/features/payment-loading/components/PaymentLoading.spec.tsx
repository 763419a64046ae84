import { fireEvent, screen } from '@testing-library/react';
import { failed, fakeShopApi, ok } from '@shop/api-client/testing';
import { demoUnit97 } from '@shop/brand/testing';
import {
  ORDER_NO,
  PAYMENT_ID,
  orderResult,
  renderReturnAt,
  settle,
  startReturnPage,
} from '../../../testing/return-test-kit';

const RETURN = `/loading/order?paymentId=${PAYMENT_ID}&token=up_tok_123&status=succeeded`;
const DECLINED = {
  code: 59001,
  message:
    'There was an error processing your payment. Please verify that all your card information is correct before ' +
    'trying again.',
};
const UNREACHABLE = { code: 1234, message: 'Seems there are something went wrong. Please try again or contact us.' };

/** The browser came back from the provider to this return URL (the page sends its own URL). */
function cameBackTo(path: string) {
  window.history.replaceState(null, '', `/97${path}`);
}

beforeEach(async () => {
  await startReturnPage();
});

describe('/loading/{type}', () => {
  it('completes the payment with its return URL, then replaces itself with the order result', async () => {
    cameBackTo(RETURN);
    const api = fakeShopApi({
      paymentFinalisation: () =>
        ok({
          redirectUrl: `/97/order/${ORDER_NO}?paymentId=${PAYMENT_ID}&paymentMean=C04`,
          orderNo: ORDER_NO,
          purpose: 'order',
          pspResult: { paymentId: PAYMENT_ID, paymentMethod: 'C04', cardToken: '' },
        }),
      getOrderResult: () => ok(orderResult()),
    });
    await renderReturnAt(RETURN);
    expect(api.callsOf('paymentFinalisation')).toEqual([{ callBackUrl: `http://localhost/97${RETURN}` }]);
    expect(await screen.findByRole('heading', { name: 'Thank you, your order is confirmed' })).toBeInTheDocument();
    expect(api.callsOf('getOrderResult')).toEqual([{ orderNo: ORDER_NO, paymentId: PAYMENT_ID }]);
  });

  it('shows that it is working while the payment is completed', async () => {
    cameBackTo(RETURN);
    fakeShopApi({ paymentFinalisation: () => new Promise(() => undefined) });
    await renderReturnAt(RETURN);
    expect(screen.getByRole('heading', { name: 'Processing your payment' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'We are confirming your payment with the payment provider. Please keep this page open.',
    );
  });

  it("captures on a marketPay unit, with the provider's transaction id", async () => {
    await startReturnPage({ unit: demoUnit97({ pspProvider: 'marketPay' }) });
    const path = `/loading/order?paymentId=${PAYMENT_ID}&transactionId=mp_tx_77&status=AUTHORISED`;
    cameBackTo(path);
    const api = fakeShopApi({ marketPayCapture: () => new Promise(() => undefined) });
    await renderReturnAt(path);
    expect(api.callsOf('marketPayCapture')).toEqual([
      { callBackUrl: `http://localhost/97${path}`, transactionId: 'mp_tx_77' },
    ]);
  });

  it("takes a declined payment to its order's failed result", async () => {
    cameBackTo(RETURN);
    const api = fakeShopApi({
      paymentFinalisation: () => failed(DECLINED),
      getOrderResult: (input) =>
        ok(
          orderResult({
            result: 'failed',
            status: '02',
            payment: { paymentId: String(input.paymentId), state: 'failed' },
          }),
        ),
    });
    await renderReturnAt(RETURN);
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeInTheDocument();
    expect(api.callsOf('getOrderResult')).toEqual([
      { paymentId: PAYMENT_ID },
      { orderNo: ORDER_NO, paymentId: PAYMENT_ID },
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent(DECLINED.message);
  });

  it('says so, and tries again on demand, when the shop cannot be reached', async () => {
    cameBackTo(RETURN);
    let reachable = false;
    const unreachable = { ok: false as const, status: null, error: UNREACHABLE };
    const api = fakeShopApi({
      paymentFinalisation: () =>
        reachable
          ? ok({
              redirectUrl: `/97/order/${ORDER_NO}?paymentId=${PAYMENT_ID}&paymentMean=C04`,
              orderNo: ORDER_NO,
              purpose: 'order',
              pspResult: { paymentId: PAYMENT_ID, paymentMethod: 'C04', cardToken: '' },
            })
          : unreachable,
      getOrderResult: () => ok(orderResult()),
    });
    jest.useFakeTimers();
    try {
      await renderReturnAt(RETURN);
      for (let retry = 0; retry < 5; retry++) {
        await jestAdvance(2000);
      }
    } finally {
      jest.useRealTimers();
    }
    await settle();
    expect(api.callsOf('paymentFinalisation')).toHaveLength(6);
    expect(screen.getByRole('heading', { name: 'Processing your payment' })).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(UNREACHABLE.message);
    reachable = true;
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { name: 'Thank you, your order is confirmed' })).toBeInTheDocument();
  });

  it('goes on to the order result when the provider has still not decided after asking again', async () => {
    cameBackTo(RETURN);
    const api = fakeShopApi({
      paymentFinalisation: () => failed({ code: 59005, message: 'The payment is still being processed.' }, 409),
      getOrderResult: () => ok(orderResult({ result: 'processing', status: '041' })),
    });
    jest.useFakeTimers();
    try {
      await renderReturnAt(RETURN);
      for (let retry = 0; retry < 5; retry++) await jestAdvance(2000);
    } finally {
      jest.useRealTimers();
    }
    await settle();
    expect(api.callsOf('paymentFinalisation')).toHaveLength(6);
    expect(screen.getByRole('heading', { name: 'Your payment is being confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeInTheDocument();
  });

  it('leads a failed wallet top-up back to the wallet', async () => {
    const path = `/loading/topupWallet?paymentId=${PAYMENT_ID}&token=up_tok_9&status=failed`;
    cameBackTo(path);
    fakeShopApi({ paymentFinalisation: () => failed(DECLINED) });
    await renderReturnAt(path);
    expect(screen.getByRole('heading', { name: 'Payment not completed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(DECLINED.message);
    expect(screen.getByRole('link', { name: 'Back to my wallet' })).toHaveAttribute('href', '/97/account/wallet');
  });

  it('sends any other return type home', async () => {
    fakeShopApi({});
    await renderReturnAt('/loading/refund');
    expect(screen.getByTestId('landed')).toHaveTextContent('home /');
  });
});

/** Moves the fake clock and lets the calls it releases answer. */
async function jestAdvance(ms: number) {
  await settle(2);
  jest.advanceTimersByTime(ms);
  await settle(2);
}
