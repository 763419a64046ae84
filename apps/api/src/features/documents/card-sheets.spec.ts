import { readXlsx } from '../../testing/document-readers';
import { buildCardNumbersXlsx, buildCardUrlsXlsx } from './card-sheets';
import { DOCUMENT_TEXTS } from './document-texts';
import { ENGLISH_LOOK, sampleCards } from './document-test-cards';

const values = (row: { value: unknown }[]) => row.map((cell) => cell.value);

describe('card sheets', () => {
  it('lists number, PIN, amount, expiry and product of exactly the given cards, under a header', () => {
    const cards = sampleCards(3);
    const [sheet] = readXlsx(buildCardNumbersXlsx(cards, ENGLISH_LOOK));
    expect(values(sheet.rows[0])).toEqual(['Card number', 'PIN code', 'Amount', 'Valid until', 'Product']);
    expect(sheet.rows.slice(1).map(values)).toEqual(
      cards.map((card) => [
        card.cardNumber,
        card.pinCode,
        `AED ${(card.amount / 100).toFixed(2)}`,
        card.expiresAt.toISOString().slice(0, 10),
        card.productName,
      ]),
    );
  });

  it("links each card's URL as a real hyperlink, with the header in the look's language", () => {
    const cards = sampleCards(3);
    const [sheet] = readXlsx(buildCardUrlsXlsx(cards, { ...ENGLISH_LOOK, language: 'ar' }));
    const texts = DOCUMENT_TEXTS.ar;
    expect(values(sheet.rows[0])).toEqual([texts.cardNumber, texts.amount, texts.validUntil, texts.cardUrl]);
    expect(sheet.rows).toHaveLength(4);
    cards.forEach((card, index) => {
      const row = sheet.rows[index + 1];
      expect(row[0].value).toBe(card.cardNumber);
      expect(row[3]).toEqual({ value: card.cardUrl, link: card.cardUrl });
    });
  });

  it('refuses no cards, and a card without a web link', () => {
    expect(() => buildCardNumbersXlsx([], ENGLISH_LOOK)).toThrow(RangeError);
    const [card] = sampleCards(1);
    expect(() => buildCardUrlsXlsx([{ ...card, cardUrl: 'file:///etc/passwd' }], ENGLISH_LOOK)).toThrow(/cardUrl/);
  });
});
