import { shopApi, type ApiResult } from '@shop/api-client';
import { openCardLink, type ResponseOf } from '@shop/contracts';

export type LinkedCard = ResponseOf<typeof openCardLink>;
export type LinkedCardCode = NonNullable<LinkedCard['code']>;

/** The card behind the link's token (its number, PIN and codes unless it was transferred). */
export function fetchLinkedCard(token: string): Promise<ApiResult<LinkedCard>> {
  return shopApi().call(openCardLink, { token });
}
