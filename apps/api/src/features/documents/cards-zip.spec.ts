import { readPdf, readZip } from '../../testing/document-readers';
import { groupedCardNumber } from './card-format';
import { buildCardsZip } from './cards-zip';
import { ENGLISH_LOOK, sampleCards } from './document-test-cards';

describe('buildCardsZip', () => {
  it('holds one PDF per card, named by position and last 4 digits, each with only its card', async () => {
    const cards = sampleCards(3);
    const entries = readZip(await buildCardsZip(cards, ENGLISH_LOOK));
    expect(entries.map((entry) => entry.name)).toEqual(
      cards.map((card, index) => `card-00${index + 1}-${card.cardNumber.slice(-4)}.pdf`),
    );
    for (const [index, entry] of entries.entries()) {
      const pages = await readPdf(entry.bytes);
      expect(pages).toHaveLength(1);
      expect(pages[0].text).toContain(groupedCardNumber(cards[index].cardNumber));
      expect(pages[0].barcodes).toEqual([cards[index].cardNumber]);
      expect(pages[0].qrCodes).toEqual([cards[index].cardUrl]);
    }
  });

  it('refuses no cards, and a card it cannot print', async () => {
    await expect(buildCardsZip([], ENGLISH_LOOK)).rejects.toThrow(RangeError);
    const [card] = sampleCards(1);
    await expect(buildCardsZip([{ ...card, amount: -1 }], ENGLISH_LOOK)).rejects.toThrow(/amount/);
  });
});
