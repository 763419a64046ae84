import { fireEvent, screen } from '@testing-library/react';
import type { Wallet } from '@shop/contracts';
import { sessionStore } from '@shop/session';
import {
  LAYLA,
  memberService,
  ok,
  refused,
  renderAccountAt,
  settle,
  startAccountPage,
} from '../../../testing/account-test-kit';
import { paymentPage } from './TopUpForm';

function laylaWallet(overrides: Partial<Wallet> = {}): Wallet {
  return {
    balance: 12550,
    currency: 'AED',
    orderCount: 7,
    monthlyOrders: 2,
    isReloadable: true,
    isTopUpAllowed: true,
    topUpMinAmount: 5000,
    topUpMaxAmount: 1_000_000,
    cardNumber: '6012345678901234',
    processAmount: 5000,
    inProgressBalance: 17550,
    ...overrides,
  };
}

const CARD_ONLY = {
  pspProvider: 'sandbox',
  paymentMeans: [
    { code: 'C04', hosted: true },
    { code: '14', hosted: false },
  ],
};
const opened: string[] = [];

beforeEach(async () => {
  await startAccountPage();
  opened.length = 0;
  jest.spyOn(paymentPage, 'open').mockImplementation((url) => void opened.push(url));
});

afterEach(() => jest.restoreAllMocks());

function walletService(wallet: Wallet = laylaWallet(), answers = {}) {
  return memberService({
    answers: {
      getMemberWallet: () => ok(wallet),
      getPaymentMeans: () => ok(CARD_ONLY),
      topUpWallet: () =>
        ok({ topUpId: '41', paymentId: 'pay-41', redirectUrl: 'https://pay.example.test/hosted/pay-41' }),
      ...answers,
    },
  });
}

describe('the wallet tab', () => {
  it('shows the balance, the top-ups in progress, the orders and the number as the API gives them', async () => {
    walletService();
    await renderAccountAt('/account/wallet');
    expect(screen.getByTestId('account-tab-wallet')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('AED 125.50');
    expect(screen.getByTestId('wallet-in-progress')).toHaveTextContent('AED 175.50');
    expect(screen.getByTestId('wallet-process')).toHaveTextContent('AED 50.00');
    expect(screen.getByTestId('wallet-monthly-orders')).toHaveTextContent('2');
    expect(screen.getByTestId('wallet-orders')).toHaveTextContent('7');
    expect(screen.getByTestId('wallet-card-number')).toHaveTextContent('6012 3456 7890 1234');
    expect(screen.getByTestId('wallet-reloadable')).toHaveTextContent('Yes, you can top it up');
    expect(screen.getByTestId('wallet-top-up-mean')).toHaveTextContent('You pay by credit card.');
  });

  it('says a wallet not opened yet gets its number with its first top-up', async () => {
    walletService(laylaWallet({ balance: 0, processAmount: 0, inProgressBalance: 0, cardNumber: null }));
    await renderAccountAt('/account/wallet');
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('AED 0.00');
    expect(screen.getByTestId('wallet-card-number')).toHaveTextContent('Given with your first top-up');
  });

  it('refuses less than the minimum in the form and sends nothing', async () => {
    const service = walletService();
    await renderAccountAt('/account/wallet');
    fireEvent.change(screen.getByLabelText('Amount (AED)'), { target: { value: '49.99' } });
    fireEvent.click(screen.getByTestId('wallet-top-up-submit'));
    await settle();
    expect(screen.getByLabelText('Amount (AED)')).toHaveAccessibleDescription(
      // Intl puts a no-break space between the currency and the number.
      /^From AED\s50\.00 to AED\s10,000\.00 Amount must be greater than or equal to AED\s50\.00\.$/,
    );
    expect(service.callsTo('topUpWallet')).toEqual([]);
  });

  it('refuses more than the maximum in the form, the same rule as the API, and sends nothing', async () => {
    const service = walletService();
    await renderAccountAt('/account/wallet');
    for (const typed of ['10000.01', '10000000000']) {
      fireEvent.change(screen.getByLabelText('Amount (AED)'), { target: { value: typed } });
      fireEvent.click(screen.getByTestId('wallet-top-up-submit'));
      await settle();
      expect(screen.getByLabelText('Amount (AED)')).toHaveAccessibleDescription(
        /^From AED\s50\.00 to AED\s10,000\.00 Amount must be less than or equal to AED\s10,000\.00\.$/,
      );
    }
    expect(service.callsTo('topUpWallet')).toEqual([]);
    fireEvent.change(screen.getByLabelText('Amount (AED)'), { target: { value: '10000' } });
    fireEvent.click(screen.getByTestId('wallet-top-up-submit'));
    await settle();
    expect(service.callsTo('topUpWallet')).toEqual([{ custId: '1001', amount: 1_000_000, paymentMethod: 'C04' }]);
  });

  it('sends the amount in minor units with the card and goes to the payment page', async () => {
    const service = walletService();
    await renderAccountAt('/account/wallet');
    fireEvent.change(screen.getByLabelText('Amount (AED)'), { target: { value: '75.5' } });
    fireEvent.click(screen.getByTestId('wallet-top-up-submit'));
    await settle();
    expect(service.callsTo('topUpWallet')).toEqual([{ custId: '1001', amount: 7550, paymentMethod: 'C04' }]);
    expect(opened).toEqual(['https://pay.example.test/hosted/pay-41']);
    expect(screen.getByTestId('wallet-top-up-submit')).toHaveTextContent('Opening the payment page…');
    expect(screen.getByTestId('wallet-top-up-submit')).toBeDisabled();
  });

  it("places the server's refusal of the amount at the field, and a refusal of the wallet above the form", async () => {
    walletService(laylaWallet(), {
      topUpWallet: [
        () =>
          refused(40000, 'Invalid request', [
            { path: 'amount', message: 'Amount must be greater than or equal to AED 50.', key: 'amountMin' },
          ]),
        () => refused(57002, 'This wallet cannot be topped up.'),
      ],
    });
    await renderAccountAt('/account/wallet');
    fireEvent.change(screen.getByLabelText('Amount (AED)'), { target: { value: '60' } });
    fireEvent.click(screen.getByTestId('wallet-top-up-submit'));
    await settle();
    expect(screen.getByLabelText('Amount (AED)')).toHaveAccessibleDescription(
      expect.stringContaining('Amount must be greater than or equal to'),
    );
    fireEvent.click(screen.getByTestId('wallet-top-up-submit'));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('This wallet cannot be topped up.');
    expect(opened).toEqual([]);
  });

  it("shows the server's refusal over the unit's maximum in the page's language", async () => {
    await startAccountPage({ language: 'ar' });
    walletService(laylaWallet(), {
      // As the API answers it: the rule's key and the bound as the member reads it.
      topUpWallet: () =>
        refused(40000, 'Invalid request', [
          {
            path: 'amount',
            message: 'Amount must be less than or equal to AED 5000.',
            key: 'amountMax',
            params: { num: 'AED 5000' },
          },
        ]),
    });
    await renderAccountAt('/account/wallet');
    fireEvent.change(screen.getByLabelText('المبلغ (AED)'), { target: { value: '6000' } });
    fireEvent.click(screen.getByTestId('wallet-top-up-submit'));
    await settle();
    expect(screen.getByLabelText('المبلغ (AED)')).toHaveAccessibleDescription(
      expect.stringContaining('يجب أن يكون المبلغ أقل من أو يساوي AED 5000.'),
    );
    expect(opened).toEqual([]);
  });

  it('offers a choice of means when the unit has several paid on the payment page', async () => {
    const service = walletService(laylaWallet(), {
      getPaymentMeans: () =>
        ok({
          pspProvider: 'sandbox',
          paymentMeans: [
            { code: 'C04', hosted: true },
            { code: 'PP', hosted: true },
          ],
        }),
    });
    await renderAccountAt('/account/wallet');
    fireEvent.change(screen.getByLabelText('Payment method'), { target: { value: 'PP' } });
    fireEvent.change(screen.getByLabelText('Amount (AED)'), { target: { value: '50' } });
    fireEvent.click(screen.getByTestId('wallet-top-up-submit'));
    await settle();
    expect(service.callsTo('topUpWallet')).toEqual([{ custId: '1001', amount: 5000, paymentMethod: 'PP' }]);
  });

  it('has no top-up form for a wallet that cannot be topped up, and does not ask for the means', async () => {
    const service = walletService(laylaWallet({ isReloadable: false, isTopUpAllowed: false }));
    await renderAccountAt('/account/wallet');
    expect(screen.getByTestId('wallet-reloadable')).toHaveTextContent('No, it cannot be topped up');
    expect(screen.getByTestId('wallet-top-up')).toHaveTextContent('This wallet cannot be topped up online.');
    expect(screen.queryByTestId('wallet-top-up-form')).not.toBeInTheDocument();
    expect(service.callsTo('getPaymentMeans')).toEqual([]);
  });

  it("shows the server's 57001 to a salesman, with a retry", async () => {
    sessionStore.setState({ user: { ...LAYLA, custType: 'S' } });
    walletService(laylaWallet(), {
      getMemberWallet: () => refused(57001, 'The wallet is not available for this account.'),
    });
    await renderAccountAt('/account/wallet');
    expect(screen.getByTestId('wallet-load-failed')).toHaveTextContent(
      'Your wallet could not be loaded. The wallet is not available for this account.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByTestId('wallet-top-up-form')).not.toBeInTheDocument();
  });

  it('is busy while the wallet loads', async () => {
    let answer: (value: unknown) => void = () => undefined;
    walletService(laylaWallet(), {
      getMemberWallet: () => new Promise((resolve) => (answer = () => resolve(ok(laylaWallet())))),
    });
    await renderAccountAt('/account/wallet');
    expect(screen.getByTestId('wallet-loading')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your wallet…');
    answer(undefined);
    await settle();
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('AED 125.50');
  });

  it('reads in Arabic, right to left', async () => {
    await startAccountPage({ language: 'ar' });
    walletService();
    await renderAccountAt('/account/wallet');
    expect(screen.getByRole('heading', { name: 'محفظتي' })).toBeInTheDocument();
    expect(screen.getByTestId('wallet-top-up-submit')).toHaveTextContent('متابعة إلى الدفع');
  });
});
