import { zipSync } from 'fflate';
import { lastFour } from './card-format';
import { buildCardsPdf } from './cards-pdf';
import { assertDocumentCards } from './document-cards-check';
import type { DocumentCard, DocumentLook } from './document-model';

/** "card-001-0017.pdf": the card's position in the order and its number's last 4 digits. */
export function cardPdfName(position: number, total: number, card: DocumentCard): string {
  const width = Math.max(3, String(total).length);
  return `card-${String(position).padStart(width, '0')}-${lastFour(card.cardNumber)}.pdf`;
}

/** A zip of one PDF per card (each as buildCardsPdf prints a card), named by position and last 4 digits. */
export async function buildCardsZip(cards: readonly DocumentCard[], look: DocumentLook): Promise<Buffer> {
  assertDocumentCards(cards);
  const entries: Record<string, Uint8Array> = {};
  for (const [index, card] of cards.entries()) {
    entries[cardPdfName(index + 1, cards.length, card)] = await buildCardsPdf([card], look);
  }
  // PDFs are compressed already: stored, not deflated again.
  return Buffer.from(zipSync(entries, { level: 0 }));
}
