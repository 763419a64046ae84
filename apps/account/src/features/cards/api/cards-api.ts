import { shopApi, type ApiResult } from '@shop/api-client';
import {
  cardResend,
  cardTransactions,
  cardTransfer,
  getMemberGiftCardsWithProduct,
  updateCard,
  type ResponseOf,
} from '@shop/contracts';

export type MemberCardProducts = ResponseOf<typeof getMemberGiftCardsWithProduct>['productList'];
export type MemberCard = ResponseOf<typeof updateCard>;
export type CardAction = 'Block' | 'UnBlock' | 'NEW' | 'USED';
export type CardTransactionPage = ResponseOf<typeof cardTransactions>;
export type CardTransaction = CardTransactionPage['transactionList'][number];
export type TransferResult = ResponseOf<typeof cardTransfer>;

export async function fetchMemberCards(custId: string): Promise<ApiResult<MemberCardProducts>> {
  const result = await shopApi().call(getMemberGiftCardsWithProduct, { custId });
  return result.ok ? { ...result, data: result.data.productList } : result;
}

/** Block, UnBlock, NEW or USED: the answer is the card as it is now. */
export function changeCard(custId: string, cardId: string, action: CardAction): Promise<ApiResult<MemberCard>> {
  return shopApi().call(updateCard, { custId, cardId, action });
}

export function fetchCardTransactions(
  custId: string,
  cardId: string,
  page: number,
): Promise<ApiResult<CardTransactionPage>> {
  return shopApi().call(cardTransactions, { custId, cardId, page });
}

export interface TransferReceiver {
  receiverEmail: string;
  receiverName: string;
}

/** Gives the card away: the receiver gets a new number and PIN by email, this card stops working. */
export function transferCard(
  custId: string,
  cardId: string,
  { receiverEmail, receiverName }: TransferReceiver,
): Promise<ApiResult<TransferResult>> {
  const name = receiverName.trim();
  return shopApi().call(cardTransfer, { custId, cardId, receiverEmail, ...(name ? { receiverName: name } : {}) });
}

export function resendCard(
  custId: string,
  cardId: string,
  receiverEmail: string,
): Promise<ApiResult<{ receiverEmail: string }>> {
  return shopApi().call(cardResend, { custId, cardId, receiverEmail });
}
