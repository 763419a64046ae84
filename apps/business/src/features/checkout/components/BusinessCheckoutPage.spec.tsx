import { act, fireEvent, screen, within } from '@testing-library/react';
import { cartStore } from '@shop/cart-engine';
import { durandProfile, failed, ok, settle } from '../../../testing/business-test-kit';
import {
  FILE_ID,
  ORDER_NO,
  QUOTATION_NO,
  openBusinessCheckout,
  staffCard,
  unitInEuros,
} from '../../../testing/business-checkout-test-kit';
import { goToExternalPage } from '../api/external-page';
import { BusinessCheckoutPage } from './BusinessCheckoutPage';

jest.mock('../api/external-page', () => ({ goToExternalPage: jest.fn() }));
// Each test renders the whole page and walks several calls; on a loaded shared machine that passes 5 s.
jest.setTimeout(20_000);
const goToProvider = goToExternalPage as jest.Mock;

const page = <BusinessCheckoutPage buyingPath="/b2b/buying" />;

const INVOICE = {
  invoiceReceiverName: 'Atelier Durand SAS',
  invoiceAddress: '18 rue de la Paix',
  invoiceZipCode: '75002',
  invoiceCity: 'Paris',
  invoiceCountryCode: 'FR',
  invoiceEmail: 'achats@atelier-durand.com',
  invoiceMobileNo: '+33140000000',
};

const meansOffered = () => screen.getAllByTestId('payment-mean').map((input) => input.getAttribute('data-code'));

async function placeOrder() {
  fireEvent.click(screen.getByTestId('place-order'));
  await settle();
  await settle();
}

function meanRadio(code: string) {
  const radio = screen.getAllByTestId('payment-mean').find((input) => input.getAttribute('data-code') === code);
  if (!radio) throw new Error(`no payment mean ${code}`);
  return radio;
}

beforeEach(() => goToProvider.mockReset());

describe('the business checkout', () => {
  it('shows this buying page’s lines, the address from the company profile, the En Compte means', async () => {
    await openBusinessCheckout({
      page,
      lines: [staffCard(), staffCard({ productName: 'Own Card', draftPath: '/b2b/buying-self' })],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Business checkout' })).toBeInTheDocument();
    const lines = screen.getAllByTestId('checkout-line');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toHaveTextContent('Business Gift Card');
    expect(lines[0]).toHaveTextContent('Camille Martin');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('100.00');
    expect(screen.getByLabelText('Invoice to (company or person)')).toHaveValue('Atelier Durand SAS');
    expect(screen.getByLabelText('City')).toHaveValue('Paris');
    expect(screen.getByLabelText('Invoice email')).toHaveValue('achats@atelier-durand.com');
    expect(meansOffered()).toEqual(['14', '03', '05']);
    expect(screen.getByRole('radio', { name: /Wallet/ })).toBeChecked();
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('500.00 available');
    expect(screen.getByRole('radio', { name: /Bank transfer/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Bank check/ })).toBeInTheDocument();
  });

  it('a wallet short of the total is shown with its balance and cannot be chosen', async () => {
    await openBusinessCheckout({
      page,
      answers: {
        getMemberWallet: () =>
          ok({
            balance: 2000,
            currency: 'EUR',
            isReloadable: true,
            processAmount: 0,
            inProgressBalance: 2000,
            orders: [],
          }),
      },
    });
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('20.00 available Not enough for this order.');
    expect(meanRadio('14')).toBeDisabled();
    expect(meanRadio('03')).toBeChecked();
  });

  it('a Light contract is offered bank transfer and bank check only', async () => {
    const means = [
      { code: '03', hosted: false },
      { code: '05', hosted: false },
    ];
    await openBusinessCheckout({
      page,
      answers: { getPaymentMeans: () => ok({ pspProvider: 'Sandbox', paymentMeans: means }) },
    });
    expect(meansOffered()).toEqual(['03', '05']);
    expect(screen.queryByTestId('wallet-balance')).toBeNull();
  });

  it('by bank transfer: the lines carry the invoicing address, the order result page takes over', async () => {
    const { callsOf } = await openBusinessCheckout({ page });
    fireEvent.click(meanRadio('03'));
    await placeOrder();
    const [created] = callsOf('createOrder');
    expect(created.custId).toBe('2001');
    expect(created.orderLines).toEqual([
      expect.objectContaining({ itemCode: 'BIZ50', amount: 5000, qty: 2, ...INVOICE }),
    ]);
    expect(callsOf('confirmOrder')).toEqual([
      expect.objectContaining({ orderNo: ORDER_NO, paymentMean: '03', useWallet: false }),
    ]);
    expect(callsOf('createPayment')).toHaveLength(0);
    expect(screen.getByTestId('landed')).toHaveTextContent(`/order/${ORDER_NO}?paymentMean=03`);
  });

  it('a Registered contract pays a hosted mean on the provider’s page', async () => {
    const { callsOf } = await openBusinessCheckout({
      page,
      answers: {
        getPaymentMeans: () =>
          ok({
            pspProvider: 'Sandbox',
            paymentMeans: [
              { code: 'C04', hosted: true },
              { code: '03', hosted: false },
            ],
          }),
      },
    });
    await placeOrder();
    expect(callsOf('confirmOrder')).toEqual([expect.objectContaining({ paymentMean: 'C04' })]);
    expect(callsOf('createPayment')).toEqual([expect.objectContaining({ paymentMethod: 'C04', txnCurrency: 'EUR' })]);
    expect(goToProvider).toHaveBeenCalledWith('http://127.0.0.1:4400/pay/pay_abcdefghijklmnopqrstuv');
  });

  it('refuses an invalid invoicing address with each error next to its field, and orders nothing', async () => {
    const { callsOf } = await openBusinessCheckout({ page });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Invoice email'), { target: { value: 'compta' } });
    fireEvent.change(screen.getByLabelText(/Phone number/), { target: { value: '+3312' } });
    await placeOrder();
    expect(screen.getByLabelText('City')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Invoice email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Phone number/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Zip code')).not.toHaveAttribute('aria-invalid');
    expect(callsOf('createOrder')).toHaveLength(0);
  });

  it('places the server’s 58031 issues on the fields, with the spec’s sentence', async () => {
    await openBusinessCheckout({
      page,
      answers: {
        createOrder: () =>
          failed({
            code: 58031,
            message: 'Invalid address, please update your invoicing address',
            issues: [{ path: 'invoiceZipCode', message: 'Invalid zip code' }],
          }),
      },
    });
    await placeOrder();
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('Invalid address, please update your invoicing address');
    expect(screen.getByLabelText('Zip code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the server’s refusal of an unverified business (58030) by the button', async () => {
    await openBusinessCheckout({
      page,
      answers: {
        createOrder: () =>
          failed({ code: 58030, message: 'Your business account is not verified yet, you cannot place an order.' }),
      },
    });
    await placeOrder();
    const summary = screen.getByTestId('checkout-summary');
    expect(within(summary).getByRole('alert')).toHaveTextContent(
      'Your business account is not verified yet, you cannot place an order.',
    );
  });

  it('an account awaiting its document check cannot order', async () => {
    const { callsOf } = await openBusinessCheckout({
      page,
      answers: { getMemberProfile: () => ok(durandProfile({ businessVerification: 'pending' })) },
    });
    expect(screen.getByTestId('checkout-unverified')).toHaveTextContent('once your business account is verified');
    expect(screen.getByTestId('place-order')).toHaveAttribute('aria-disabled', 'true');
    await placeOrder();
    expect(callsOf('createOrder')).toHaveLength(0);
  });

  it('orders a checked recipient file with orderLargeOrderFile, and offers no quotation', async () => {
    const file = {
      fileId: FILE_ID,
      fileName: 'staff-december.xlsx',
      uploadedAt: '2026-11-27T09:00:00.000Z',
      size: 20480,
      rowCount: 500,
      validRowCount: 497,
      result: 'checked',
      orderNo: '',
    };
    const { callsOf } = await openBusinessCheckout({
      page,
      path: `/b2b/buying/checkout?file=${FILE_ID}`,
      answers: { getMemberPreviousFile: () => ok({ totalCount: 1, page: 1, files: [file] }) },
    });
    expect(screen.getByTestId('checkout-file')).toHaveTextContent('staff-december.xlsx');
    expect(screen.getByTestId('checkout-file')).toHaveTextContent('497 valid rows of 500 are ordered.');
    expect(screen.queryByTestId('checkout-line')).toBeNull();
    expect(screen.queryByTestId('request-quotation')).toBeNull();
    fireEvent.click(meanRadio('05'));
    await placeOrder();
    expect(callsOf('orderLargeOrderFile')).toEqual([{ custId: '2001', fileId: FILE_ID, ...INVOICE }]);
    expect(callsOf('createOrder')).toHaveLength(0);
    expect(callsOf('confirmOrder')).toEqual([expect.objectContaining({ orderNo: ORDER_NO, paymentMean: '05' })]);
    expect(screen.getByTestId('landed')).toHaveTextContent(`/order/${ORDER_NO}?paymentMean=05`);
  });

  it('orders a quotation with orderQuotation, showing its lines and the server’s total', async () => {
    const line = {
      lineNo: 1,
      itemCode: 'BIZ50',
      productName: 'Business Gift Card',
      qty: 20,
      amount: 5000,
      discountAmount: 0,
      cardMadeFee: 0,
      letterPrice: 0,
      extraProductAmount: 0,
      shipFee: 0,
      taxAmount: 0,
      lineTotal: 100000,
      receiverName: 'Camille Martin',
      receiverEmail: 'camille@atelier-durand.com',
    };
    const quotation = {
      orderNo: QUOTATION_NO,
      createdAt: '2026-11-20T09:00:00.000Z',
      currency: 'EUR',
      grossAmount: 100000,
      discountAmount: 0,
      feeAmount: 0,
      shippingAmount: 0,
      taxAmount: 0,
      orderAmtTot: 100000,
      validUntil: '2099-12-20T09:00:00.000Z',
      orderedAs: '',
      orderLines: [line],
    };
    const { callsOf } = await openBusinessCheckout({
      page,
      path: `/b2b/buying/checkout?quotation=${QUOTATION_NO}`,
      answers: { getQuotationDetail: () => ok(quotation) },
    });
    expect(callsOf('getQuotationDetail')).toEqual([{ custId: '2001', orderNo: QUOTATION_NO }]);
    expect(screen.getByTestId('checkout-line')).toHaveTextContent('20 cards of €50.00');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('1,000.00');
    // 20 cards of 50 euros to one employee: over the exemption.
    expect(screen.getByTestId('employee-gift-exemption')).toHaveAttribute('data-exceeded', 'true');
    fireEvent.click(meanRadio('03'));
    await placeOrder();
    expect(callsOf('orderQuotation')).toEqual([{ custId: '2001', orderNo: QUOTATION_NO, ...INVOICE }]);
    expect(callsOf('createOrder')).toHaveLength(0);
  });

  it('requests a quotation of the lines with the invoicing address, and says where it was sent', async () => {
    const { callsOf } = await openBusinessCheckout({ page });
    fireEvent.click(screen.getByTestId('request-quotation'));
    await settle();
    expect(callsOf('quoteOrder')).toEqual([
      { custId: '2001', orderLines: [expect.objectContaining({ itemCode: 'BIZ50', ...INVOICE })] },
    ]);
    const dialog = screen.getByRole('dialog', { name: 'Quotation sent' });
    expect(dialog).toHaveTextContent('Your quotation was sent to the receiver email:');
    expect(dialog).toHaveTextContent('camille@atelier-durand.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsOf('createOrder')).toHaveLength(0);
  });

  it('notes the employee gift exemption in euros, and warns per beneficiary over it', async () => {
    const first = await openBusinessCheckout({ page });
    const note = screen.getByTestId('employee-gift-exemption');
    expect(note).toHaveTextContent('up to €183.00 per employee');
    expect(note).not.toHaveAttribute('data-exceeded');
    first.view.unmount();

    await openBusinessCheckout({
      page,
      lines: [staffCard(), staffCard({ amount: 10000, receiverEmail: 'louis@atelier-durand.com' })],
    });
    const over = screen.getByTestId('employee-gift-exemption');
    expect(over).toHaveAttribute('data-exceeded', 'true');
    expect(over).toHaveTextContent('louis@atelier-durand.com');
    expect(over).not.toHaveTextContent('camille@atelier-durand.com');
  });

  it('says nothing of the exemption outside the euro', async () => {
    await openBusinessCheckout({ page, unit: unitInEuros({ currency: 'AED', countryCode: 'AE' }) });
    expect(screen.queryByTestId('employee-gift-exemption')).toBeNull();
  });

  it('leaving asks first: No stays; Yes cancels the unpaid order and clears this buying page’s lines', async () => {
    const { callsOf, router } = await openBusinessCheckout({
      page,
      lines: [staffCard(), staffCard({ productName: 'Own Card', draftPath: '/b2b/buying-self' })],
      answers: {
        getPaymentMeans: () => ok({ pspProvider: 'Sandbox', paymentMeans: [{ code: 'C04', hosted: true }] }),
        createPayment: () => failed({ code: 59006, message: 'The order changed.' }),
      },
    });
    await placeOrder();
    expect(callsOf('confirmOrder')).toEqual([expect.objectContaining({ orderNo: ORDER_NO })]);
    await act(async () => void router.navigate(-1));
    await settle();
    expect(screen.getByRole('alertdialog', { name: 'Are you sure to leave this page?' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'No, continue editing' }));
    await settle();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(router.location.pathname).toBe('/b2b/buying/checkout');
    expect(callsOf('cancelOrder')).toHaveLength(0);
    expect(cartStore.getState().cartItems).toHaveLength(2);

    fireEvent.click(screen.getByRole('link', { name: 'Back to the buying page' }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, leave this page' }));
    await settle();
    expect(callsOf('cancelOrder')).toEqual([{ custId: '2001', orderNo: ORDER_NO }]);
    expect(cartStore.getState().cartItems.map((item) => item.data.draftPath)).toEqual(['/b2b/buying-self']);
    expect(router.location.pathname).toBe('/b2b/buying');
  });

  it('leaving a file’s checkout asks too, and keeps the cart lines (the file put none there)', async () => {
    const file = { fileId: FILE_ID, fileName: 'staff.xlsx', uploadedAt: '2026-11-27T09:00:00.000Z', size: 20480 };
    const { callsOf, router } = await openBusinessCheckout({
      page,
      path: `/b2b/buying/checkout?file=${FILE_ID}`,
      answers: {
        getMemberPreviousFile: () =>
          ok({
            totalCount: 1,
            page: 1,
            files: [{ ...file, rowCount: 2, validRowCount: 2, result: 'checked', orderNo: '' }],
          }),
      },
    });
    expect(screen.getByTestId('checkout-file')).toHaveTextContent('staff.xlsx');
    await act(async () => void router.navigate(-1));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, leave this page' }));
    await settle();
    expect(callsOf('cancelOrder')).toHaveLength(0);
    expect(cartStore.getState().cartItems).toHaveLength(1);
    expect(router.location.pathname).toBe('/b2b');
  });

  it('an empty checkout has nothing to lose: leaving does not ask', async () => {
    const { router } = await openBusinessCheckout({ page, lines: [] });
    expect(screen.getByTestId('checkout-empty')).toBeInTheDocument();
    await act(async () => void router.navigate(-1));
    await settle();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(router.location.pathname).toBe('/b2b');
  });

  it('reads in Arabic', async () => {
    await openBusinessCheckout({ page, language: 'ar' });
    expect(screen.getByRole('heading', { level: 1, name: 'إتمام شراء الشركة' })).toBeInTheDocument();
    expect(screen.getByTestId('place-order')).toHaveTextContent('تقديم الطلب');
  });
});
