import { readPdf } from '../../testing/document-readers';
import { groupedCardNumber } from './card-format';
import { buildCardsPdf } from './cards-pdf';
import { DOCUMENT_TEXTS } from './document-texts';
import { ENGLISH_LOOK, sampleCards } from './document-test-cards';

/** Every word of `phrase` is on the page (Arabic words may be read in visual order). */
function hasWords(text: string, phrase: string): boolean {
  return phrase.split(/\s+/).every((word) => text.includes(word));
}

describe('buildCardsPdf', () => {
  it('prints one page per card holding exactly that card: text, barcode of its number, QR of its page', async () => {
    const cards = sampleCards(3);
    const pages = await readPdf(await buildCardsPdf(cards, ENGLISH_LOOK));
    expect(pages).toHaveLength(3);
    pages.forEach((page, index) => {
      const card = cards[index];
      for (const shown of [
        card.productName,
        `AED ${(card.amount / 100).toFixed(2)}`,
        groupedCardNumber(card.cardNumber),
        card.pinCode,
        card.expiresAt.toISOString().slice(0, 10),
        card.message ?? '',
        card.senderName ?? '',
        'Card number',
        'PIN code',
        'Valid until',
        'Demo Market',
      ])
        expect(page.text).toContain(shown);
      expect(page.barcodes).toEqual([card.cardNumber]);
      expect(page.qrCodes).toEqual([card.cardUrl]);
      for (const other of cards.filter((_, position) => position !== index))
        expect(page.text).not.toContain(groupedCardNumber(other.cardNumber));
    });
  });

  it('labels the card in Arabic, with an Arabic message drawn in a font that has its letters', async () => {
    const [card] = sampleCards(1);
    const pages = await readPdf(
      await buildCardsPdf([{ ...card, message: 'عيد سعيد يا صديقي' }], { ...ENGLISH_LOOK, language: 'ar' }),
    );
    const texts = DOCUMENT_TEXTS.ar;
    for (const label of [texts.cardNumber, texts.pin, texts.validUntil, texts.amount, texts.message])
      expect(hasWords(pages[0].text, label)).toBe(true);
    expect(hasWords(pages[0].text, 'عيد سعيد يا صديقي')).toBe(true);
    // The words stay apart (drawn right to left: the last word first), never run together.
    const visualOrder = (phrase: string) => phrase.split(' ').reverse().join(' ');
    expect(pages[0].text).toContain(visualOrder(texts.cardNumber));
    expect(pages[0].text).toContain(visualOrder('عيد سعيد يا صديقي'));
    expect(pages[0].text).toContain(groupedCardNumber(card.cardNumber));
    expect(pages[0].barcodes).toEqual([card.cardNumber]);
  });

  it('labels the card in Simplified Chinese', async () => {
    const [card] = sampleCards(1);
    const pages = await readPdf(
      await buildCardsPdf([{ ...card, message: '生日快乐' }], { ...ENGLISH_LOOK, language: 'zc' }),
    );
    const texts = DOCUMENT_TEXTS.zc;
    for (const label of [texts.cardNumber, texts.validUntil, texts.amount, '生日快乐'])
      expect(pages[0].text).toContain(label);
  });

  it('prints a plain card face without a template, and with an unreadable one', async () => {
    const [card] = sampleCards(1);
    const broken = { bytes: Buffer.from('not a png'), type: 'png' as const };
    const pages = await readPdf(
      await buildCardsPdf(
        [
          { ...card, template: undefined },
          { ...card, template: broken },
        ],
        ENGLISH_LOOK,
      ),
    );
    expect(pages).toHaveLength(2);
    for (const page of pages) {
      expect(page.text).toContain(card.productName);
      expect(page.qrCodes).toEqual([card.cardUrl]);
    }
  });

  it('refuses no cards, and a card it cannot print', async () => {
    await expect(buildCardsPdf([], ENGLISH_LOOK)).rejects.toThrow(RangeError);
    const [card] = sampleCards(1);
    await expect(buildCardsPdf([{ ...card, cardNumber: '12ab' }], ENGLISH_LOOK)).rejects.toThrow(/cardNumber/);
    await expect(buildCardsPdf([{ ...card, cardUrl: 'javascript:alert(1)' }], ENGLISH_LOOK)).rejects.toThrow(/cardUrl/);
  });
});
