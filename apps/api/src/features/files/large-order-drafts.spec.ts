import type { BusinessUnit } from '@shop/contracts';
import { draftOfRow } from './large-order-drafts';

const unit = { decimalDigits: 2 } as BusinessUnit;

describe('a row as an order-line draft', () => {
  it('reads amounts in the unit’s currency, defaults the quantity to 1 and names the delivery type', () => {
    const read = draftOfRow(
      { rowNo: 2, cells: { itemCode: 'MC-CE-D', amount: '49,90', deliverType: 'email', receiverCountryCode: 'fr' } },
      unit,
    );
    expect(read).toMatchObject({
      ok: true,
      draft: { itemCode: 'MC-CE-D', amount: 4990, qty: 1, deliverType: 'Email', receiverCountryCode: 'FR' },
    });
  });

  it('gives a spreadsheet date cell as yyyy-mm-dd', () => {
    const read = draftOfRow({ rowNo: 2, cells: { itemCode: 'MC-CE-D', amount: 50, deliverDate: 46388 } }, unit);
    expect(read).toMatchObject({ ok: true, draft: { deliverDate: '2027-01-01' } });
  });

  it('names the cells that cannot make a line, with the shared rules’ keys', () => {
    expect(draftOfRow({ rowNo: 3, cells: { amount: 'fifty', qty: '1.5' } }, unit)).toEqual({
      ok: false,
      issues: [
        { path: 'amount', message: 'This field can input number only.', key: 'numberOnly' },
        { path: 'qty', message: 'This field can input number only.', key: 'numberOnly' },
        { path: 'itemCode', message: 'This field is required.', key: 'required' },
      ],
    });
    const unknownType = draftOfRow(
      { rowNo: 4, cells: { itemCode: 'MC-CE-D', amount: 50, deliverType: 'Pigeon' } },
      unit,
    );
    expect(unknownType).toMatchObject({ ok: false, issues: [{ path: 'deliverType' }] });
  });
});
