import { openCardLink } from '@shop/contracts';
import { handler } from '../../http/handler';
import { localised } from '../../i18n/localised';
import { cardNumberLookupHash } from '../gift-cards/card-hashes';
import { cardIdOfLink, openSealedCode } from '../gift-cards/card-key-chain';
import { cardLinkUrl } from './card-link';
import { cardCodeImages } from './card-link-codes';
import { CardHolderClients } from './card-holder-clients';
import { CardLinkLimits } from './card-link-limits';
import { cardLinkState } from './card-link-view';

/**
 * The card behind a card-page link (contract card-link.ts). A malformed, forged or other unit's token
 * and a card that is gone get one answer (11012), counted per client and per link. The link is the
 * card's bearer: the number and PIN come back from the vault, with the barcode and QR code; a
 * transferred card answers its state without them.
 */
export const openCardLinkHandler = handler(openCardLink, async (call) => {
  const { input, services, unit, language } = call;
  const limits = new CardLinkLimits(call, input.token);
  await limits.check();
  const chain = await services.cardKeys.chain();
  const cardId = cardIdOfLink(chain, unit.buId, input.token);
  const card = cardId === null ? null : await services.giftCards.findById(cardId);
  if (!card || card.buId !== unit.buId) return limits.failed();

  const order = card.orderNo ? await services.orders.findByNo(unit.buId, card.orderNo) : null;
  const line = order ? (await services.orders.lines(order.id)).find(({ lineNo }) => lineNo === card.lineNo) : undefined;
  const product = await services.cards.product(unit.buId, card.itemCode);
  const state = cardLinkState(card, order, services.now());
  const answer = {
    state,
    productName: (product && localised(product.names, language, unit)) || line?.productName || '',
    templateImageUrl: line?.templateUrl || line?.productImgUrl || product?.imageUrl || '',
    amount: card.initialAmount,
    balance: card.balance,
    currency: card.currency,
    expiresAt: card.expiresAt.toISOString(),
  };
  if (state === 'transferred' || !card.sealedCode) return answer;
  // The link is the card's bearer: this client is its holder's, whatever strangers guess (decision 0018).
  const code = openSealedCode(chain, { ...card, sealedCode: card.sealedCode });
  // Keyed like openCard's guess limits: by the number's current-key hash, whatever key the card is under.
  await new CardHolderClients(call, cardNumberLookupHash(chain.current.lookup, code.cardNumber)).remember();
  const images = cardCodeImages(code.cardNumber, await cardLinkUrl(services, unit.buId, card.id));
  return { ...answer, code: { ...code, ...images } };
});
