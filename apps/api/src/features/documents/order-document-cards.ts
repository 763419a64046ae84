import { LANGUAGES, type BusinessUnit, type Language } from '@shop/contracts';
import type { Services } from '../services';
import { cardLinkUrl } from '../cards/card-link';
import { openSealedCode } from '../gift-cards/card-key-chain';
import type { GiftCard } from '../gift-cards/gift-card-store';
import type { Order, OrderLine } from '../orders/order-repository';
import type { DocumentCard, DocumentLook, TemplateImage } from './document-model';
import { readTemplateImage } from './template-image';

const isLanguage = (code: string): code is Language => (LANGUAGES as readonly string[]).includes(code);

/** The unit's look for a document in `language` (else the unit's default language). */
export function documentLook(unit: BusinessUnit, language: string): DocumentLook {
  return {
    language: isLanguage(language) ? language : unit.defaultLanguage,
    brandName: unit.name,
    primaryColor: unit.theme.primary,
  };
}

/**
 * The order's issued cards as the documents print them: number and PIN re-opened from the vault, the
 * card's page link, its line's product, template image (read once per URL), sender, receiver, message.
 */
export async function orderDocumentCards(
  services: Services,
  order: Order,
  lines: readonly OrderLine[],
  cards: readonly GiftCard[],
): Promise<DocumentCard[]> {
  const chain = await services.cardKeys.chain();
  const templates = new Map<string, Promise<TemplateImage | undefined>>();
  const templateOf = (url: string) => {
    if (!services.imagesDir || !url) return Promise.resolve(undefined);
    let template = templates.get(url);
    if (!template) {
      template = readTemplateImage(services.imagesDir, url);
      templates.set(url, template);
    }
    return template;
  };
  const printed: DocumentCard[] = [];
  for (const card of cards) {
    if (!card.sealedCode) continue;
    const line = lines.find((candidate) => candidate.lineNo === card.lineNo);
    const { cardNumber, pinCode } = openSealedCode(chain, { ...card, sealedCode: card.sealedCode });
    printed.push({
      cardNumber,
      pinCode,
      amount: card.initialAmount,
      currency: card.currency,
      expiresAt: card.expiresAt,
      productName: line?.productName || card.itemCode || '',
      cardUrl: await cardLinkUrl(services, order.buId, card.id),
      template: await templateOf(line?.templateUrl || line?.productImgUrl || ''),
      senderName: line?.senderName || undefined,
      receiverName: line?.receiverName || undefined,
      message: line?.message || undefined,
    });
  }
  return printed;
}
