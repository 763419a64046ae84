import { shopApi, type ApiResult } from '@shop/api-client';
import { importCard, type ResponseOf } from '@shop/contracts';

export interface ImportCardValues {
  cardNumber: string;
  pinCode: string;
}

export type ImportedCard = ResponseOf<typeof importCard>;

/** Adds a received card to the member's cards by its number and PIN. */
export function addCardToAccount(custId: string, values: ImportCardValues): Promise<ApiResult<ImportedCard>> {
  return shopApi().call(importCard, { custId, cardNumber: values.cardNumber, pinCode: values.pinCode });
}
