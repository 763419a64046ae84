import type { RequestOf, salesmanCheckout } from '@shop/contracts';
import type { DraftOrder } from '../draft-order/draft-order';

export type SalesmanOrderRequest = Omit<RequestOf<typeof salesmanCheckout>, 'paymentMean'>;

/**
 * The salesman checkout's payload (spec 2: aggregatorBuId, custId, orderImageUrl, order lines, freeItem,
 * freeItemQty, rewardType, tempId) of a draft: lines by email, or by post with a letter and an address,
 * carrying the salesman's powers and the order's commission. The server prices it again from its catalogue.
 */
export function salesmanOrderRequest(
  draft: DraftOrder,
  { buId, custId, tempId }: { buId: string; custId: string; tempId: string },
): SalesmanOrderRequest {
  const { terms } = draft;
  const commission = terms.rewardType === 'commission';
  return {
    aggregatorBuId: buId,
    custId,
    orderImageUrl: terms.orderImageUrl,
    freeItem: terms.freeItem,
    freeItemQty: terms.freeItem ? terms.freeItemQty : 0,
    rewardType: terms.rewardType,
    tempId,
    order: draft.lines.map((line) => ({
      itemCode: line.itemCode,
      amount: line.amount,
      qty: line.qty,
      deliverType: line.deliverType,
      letterTypeId: line.deliverType === 'Physical' ? line.letterTypeId : null,
      extraItemCode: line.extraItemCode,
      senderName: line.senderName,
      senderEmail: line.senderEmail,
      receiverName: line.receiverName,
      receiverEmail: line.receiverEmail,
      receiverAddress: line.receiverAddress,
      receiverZipCode: line.receiverZipCode,
      receiverCity: line.receiverCity,
      receiverCountryCode: line.receiverCountryCode,
      cardMadeFee: line.cardMadeFee,
      discountRate: line.discountRate,
      shipFeeDiscType: line.shipFeeDiscType,
      shipFeeDiscValue: line.shipFeeDiscValue,
      extraFeeDiscType: line.extraFeeDiscType,
      extraFeeDiscValue: line.extraFeeDiscValue,
      commissionType: 'P',
      commissionValue: commission ? terms.commissionRate : 0,
    })),
  } as SalesmanOrderRequest;
}
