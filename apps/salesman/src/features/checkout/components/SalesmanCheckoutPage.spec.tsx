import { act, fireEvent, screen } from '@testing-library/react';
import { SALESMAN_API_ERRORS } from '@shop/contracts';
import { keepChosenCustomer } from '../../customers/chosen-customer';
import { DEFAULT_TERMS, LINE_DEFAULTS } from '../../draft-order/draft-order';
import { draftStorageKey, writeDraft } from '../../draft-order/draft-storage';
import {
  customer,
  failed,
  ok,
  renderSalesmanPage,
  settle,
  startSalesmanPage,
} from '../../../testing/salesman-test-kit';
import { SalesmanCheckoutPage } from './SalesmanCheckoutPage';

const key = { buId: '97', salesmanId: '3001', custId: '2001', mode: 'others' as const };

const prices = {
  orderNo: 'PREVIEW0',
  currency: 'EUR',
  grossAmount: 10000,
  discountAmount: 1000,
  feeAmount: 4000,
  shippingAmount: 0,
  taxAmount: 0,
  orderAmtTot: 13000,
  orderLines: [],
  commissionAmount: 450,
  freeItem: '',
  freeItemQty: 0,
};

const detail = () =>
  ok({
    customer: customer(),
    firstName: 'Sophie',
    lastName: 'Durand',
    civillity: 2,
    companyInfo: null,
    deliveryInfo: null,
    invoiceInfo: null,
    deliveryAddressBook: [],
    paymentMeans: ['03', '05'],
  });

function keepDraft() {
  const { custId, companyName, contactName, email, contractTypeId, orderBlock } = customer();
  keepChosenCustomer('97', '3001', { custId, companyName, contactName, email, contractTypeId, orderBlock });
  writeDraft(localStorage, key, {
    lines: [
      {
        ...LINE_DEFAULTS,
        id: 'line-1',
        itemCode: 'MC-CE-D',
        productName: 'Card MC-CE-D',
        amount: 5000,
        qty: 2,
        discountRate: 10,
        cardMadeFee: 2000,
        letterPrice: 0,
        extraProductAmount: 0,
        shipFeeDiscType: '',
        shipFeeDiscValue: 0,
        extraFeeDiscType: '',
        extraFeeDiscValue: 0,
        senderName: 'Sophie Durand',
        senderEmail: 'achats@atelier-durand.com',
        receiverName: 'Équipe',
        receiverEmail: 'equipe@atelier-durand.com',
      },
    ],
    terms: DEFAULT_TERMS,
  });
}

async function place() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Place the order' }));
  });
  await settle();
}

describe('the salesman checkout', () => {
  it("shows the server's prices and his commission, places the order by transfer, drops the draft", async () => {
    const api = await startSalesmanPage({
      answers: {
        priceSalesmanOrder: () => ok(prices),
        getSalesmanCustomer: detail,
        salesmanCheckout: () =>
          ok({ ...prices, orderNo: 'SO250001', status: '03', paymentMean: '03', paymentWindowEndsAt: '' }),
      },
    });
    keepDraft();
    await renderSalesmanPage('/salesman/buying/checkout', <SalesmanCheckoutPage mode="others" />);
    expect(screen.getByTestId('order-total')).toHaveTextContent('130.00');
    expect(screen.getByTestId('order-commission')).toHaveTextContent('4.50');
    expect(screen.getByRole('radio', { name: 'Bank transfer' })).toBeChecked();
    await place();
    expect(api.callsOf('salesmanCheckout')).toEqual([
      expect.objectContaining({ custId: '2001', paymentMean: '03', rewardType: 'commission' }),
    ]);
    expect(screen.getByRole('heading', { name: 'Order SO250001 placed' })).toHaveFocus();
    expect(screen.getByTestId('placed-total')).toHaveTextContent('130.00');
    expect(screen.getByText(/Atelier Durand SAS's, to be paid by Bank transfer/)).toBeInTheDocument();
    expect(localStorage.getItem(draftStorageKey(key))).toBeNull();
  });

  it("says the server's refusal and keeps the draft for another try", async () => {
    await startSalesmanPage({
      answers: {
        priceSalesmanOrder: () => ok(prices),
        getSalesmanCustomer: detail,
        salesmanCheckout: () => failed(SALESMAN_API_ERRORS.SALESMAN_CUSTOMER_NOT_VERIFIED, 403),
      },
    });
    keepDraft();
    await renderSalesmanPage('/salesman/buying/checkout', <SalesmanCheckoutPage mode="others" />);
    await place();
    expect(screen.getByText(/not yet verified/)).toBeInTheDocument();
    expect(localStorage.getItem(draftStorageKey(key))).not.toBeNull();
  });
});
