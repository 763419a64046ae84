import type { OrderLine } from './order-repository';

/** A stored line with the prices the server gave it, as quotations and invoices show it. */
export function storedLineView(line: OrderLine) {
  return {
    lineNo: line.lineNo,
    itemCode: line.itemCode,
    productName: line.productName,
    qty: line.qty,
    amount: line.amount,
    discountAmount: line.discountAmount,
    cardMadeFee: line.cardMadeFee,
    letterPrice: line.letterPrice,
    extraProductAmount: line.extraProductAmount,
    shipFee: line.shipFee,
    taxAmount: line.taxAmount,
    lineTotal: line.lineTotal,
  };
}
