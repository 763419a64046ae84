import { act, fireEvent, screen } from '@testing-library/react';
import { ok, renderSalesmanPage, settle, startSalesmanPage } from '../../../testing/salesman-test-kit';
import { CommissionPage } from './CommissionPage';

const statement = (input: Record<string, unknown>) =>
  ok({
    month: input.month,
    salesmanId: '3001',
    salesmanName: 'Julien Moreau',
    currency: 'EUR',
    orders: [
      {
        orderNo: 'SO250001',
        createdAt: '2026-11-27T10:00:00.000Z',
        custId: '2001',
        companyName: 'Atelier Durand SAS',
        status: '041',
        isPaid: false,
        orderAmtTot: 13000,
        commissionAmount: 450,
      },
    ],
    orderCount: 1,
    orderAmount: 13000,
    commissionAmount: 450,
    earnedCommissionAmount: 0,
  });

describe('the commission statement', () => {
  const saved: string[] = [];
  beforeAll(() => {
    URL.createObjectURL = jest.fn(() => 'blob:statement');
    URL.revokeObjectURL = jest.fn();
    // The browser's save is the anchor's click: the file name it was given is what a user gets.
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });

  it("lists the month's orders and commission, another month on choice, and downloads the xlsx", async () => {
    const file = { blob: new Blob(['xlsx']), filename: 'commission.xlsx', contentType: 'application/xlsx' };
    const api = await startSalesmanPage({
      answers: { getSalesmanCommission: statement, downloadSalesmanCommission: () => ok(file) },
    });
    await renderSalesmanPage('/salesman/commission', <CommissionPage />);
    const [current, previous] = months();
    expect(api.callsOf('getSalesmanCommission')).toEqual([{ month: current }]);
    expect(screen.getByTestId('commission-order')).toHaveTextContent('Atelier Durand SAS');
    expect(screen.getByTestId('commission-order')).toHaveTextContent('Pending payment');
    expect(screen.getByTestId('commission-total')).toHaveTextContent('4.50');

    fireEvent.change(screen.getByLabelText('Month'), { target: { value: previous } });
    await settle();
    expect(api.callsOf('getSalesmanCommission')).toEqual([{ month: current }, { month: previous }]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Download (xlsx)' }));
    });
    expect(api.callsOf('downloadSalesmanCommission')).toEqual([{ month: previous }]);
    expect(URL.createObjectURL).toHaveBeenCalledWith(file.blob);
    expect(saved).toEqual(['commission.xlsx']);
  });
});

/** The month picker's first two months, read from the page's options. */
function months(): [string, string] {
  const options = [...document.querySelectorAll('option')].map((option) => option.value);
  return [options[0], options[1]];
}
