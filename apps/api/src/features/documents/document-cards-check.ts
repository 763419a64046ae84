import type { DocumentCard } from './document-model';

/** Refuses what no document can hold: no cards, or a card without a printable number, amount or link. */
export function assertDocumentCards(cards: readonly DocumentCard[]): void {
  if (cards.length === 0) throw new RangeError('A card document needs at least one card');
  cards.forEach((card, index) => {
    const problems = [
      /^\d{4,32}$/.test(card.cardNumber) ? '' : 'cardNumber',
      /^[0-9A-Za-z]{1,32}$/.test(card.pinCode) ? '' : 'pinCode',
      Number.isSafeInteger(card.amount) && card.amount >= 0 ? '' : 'amount',
      /^[A-Z]{3}$/.test(card.currency) ? '' : 'currency',
      Number.isNaN(card.expiresAt.getTime()) ? 'expiresAt' : '',
      /^https?:\/\/\S+$/.test(card.cardUrl) ? '' : 'cardUrl',
    ].filter(Boolean);
    if (problems.length > 0) throw new TypeError(`Card ${index + 1} cannot be printed: ${problems.join(', ')}`);
  });
}
