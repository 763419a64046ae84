import { orderLargeOrderFile } from '@shop/contracts';
import { invoiceAddressOf } from '@shop/validation';
import { ApiFailure } from '../../http/api-failure';
import { handler } from '../../http/handler';
import { verifiedBusinessAccount } from '../orders/business-order-rules';
import { storeOrder } from '../orders/order-creation';
import { checkLargeOrderRows } from './large-order-check';
import { sheetRowsOf } from './large-order-upload';

type SpreadsheetFormat = 'xlsx' | 'xls' | 'csv';

/** The format a stored large-order file was checked as (its name's extension matched its content). */
function formatOf(fileName: string): SpreadsheetFormat {
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  return extension === 'xls' || extension === 'csv' ? extension : 'xlsx';
}

/**
 * POST /files/orderFile: orders the valid rows of the member's checked large-order file. The stored
 * file is read and checked again (the catalogue may have changed since), the refused rows left out,
 * and one unpaid order (03) of the others is created with the invoicing address, the file marked as
 * ordered in the same transaction: a file is ordered once.
 */
export const orderLargeOrderFileHandler = handler(orderLargeOrderFile, async (call) => {
  const { input, session, unit, services } = call;
  if (session?.custType !== 'B') throw new ApiFailure('LARGE_ORDER_BUSINESS_ONLY');
  if (input.custId !== session.custId) throw new ApiFailure('NO_AUTHORIZED');
  const file = await services.storedFiles.find(input.fileId);
  const mine = file?.purpose === 'largeOrder' && file.accountId === session.accountId && file.buId === unit.buId;
  if (!file || !mine) throw new ApiFailure('LARGE_ORDER_FILE_UNKNOWN');
  if (file.orderNo) throw new ApiFailure('LARGE_ORDER_ALREADY_ORDERED');
  await verifiedBusinessAccount(call);

  const rows = sheetRowsOf(new Uint8Array(await services.uploads.read(file.id)), formatOf(file.originalName));
  const checked = await checkLargeOrderRows(call, rows);
  if (checked.valid.length === 0 || !checked.pricing) throw new ApiFailure('LARGE_ORDER_NO_VALID_ROW');
  const invoice = invoiceAddressOf(input);
  const orderLines = checked.valid.map((entry) => ({ ...entry.draft, ...invoice }));
  const { order } = await storeOrder(
    { ...call, input: { custId: input.custId, orderLines } },
    'order',
    async (tx, stored) => {
      if (!(await services.storedFiles.markOrdered(tx, file.id, stored.orderNo)))
        throw new ApiFailure('LARGE_ORDER_ALREADY_ORDERED');
    },
    // The rows were priced by the check just made: the invoicing address changes no price.
    { clientKeyScope: `file:${file.id}`, priced: checked.pricing },
  );
  return {
    orderNo: order.orderNo,
    currency: order.currency,
    orderAmtTot: order.totalAmount,
    orderedRowCount: orderLines.length,
    refusedRowCount: rows.length - orderLines.length,
  };
});
