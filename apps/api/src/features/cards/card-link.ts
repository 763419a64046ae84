import type { Services } from '../services';
import { cardLinkToken } from './card-link-token';

/**
 * The receiver's page of a card, which every document, SMS and email that carries the card links to
 * (the consumer remote's /:buId/card/:token). Made again the same for a resend: nothing is stored.
 */
export async function cardLinkUrl(
  services: Pick<Services, 'shopUrl' | 'cardKeys'>,
  buId: string,
  cardId: number,
): Promise<string> {
  const { link } = await services.cardKeys.current();
  return `${services.shopUrl}/${encodeURIComponent(buId)}/card/${cardLinkToken(link, buId, cardId)}`;
}
