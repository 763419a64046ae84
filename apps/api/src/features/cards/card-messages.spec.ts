import { LANGUAGES } from '@shop/contracts';
import { CARD_MESSAGE_LANGUAGES, cardMessages } from './card-messages';

const card = { cardNumber: '4000000000000002', pinCode: '012345', balance: 'AED 75.00', expiry: '2027-11-22' };

describe('card emails', () => {
  it('exist in all 8 languages, translated, each with the number, PIN, balance and expiry', () => {
    expect([...CARD_MESSAGE_LANGUAGES].sort()).toEqual([...LANGUAGES].sort());
    const english = cardMessages('en');
    for (const language of LANGUAGES.filter((one) => one !== 'en')) {
      const messages = cardMessages(language);
      for (const text of [messages.cardReceived('Layla', card), messages.cardResent(card)]) {
        for (const value of Object.values(card)) expect(text.body).toContain(value);
      }
      expect(messages.cardReceived('Layla', card).subject).not.toBe(english.cardReceived('Layla', card).subject);
      expect(messages.cardResent(card).body).not.toBe(english.cardResent(card).body);
    }
  });

  it('carry their language, so the HTML version of an Arabic one reads right to left', () => {
    expect(cardMessages('ar').cardResent(card).language).toBe('ar');
    expect(cardMessages('fr').cardReceived('Layla', card).language).toBe('fr');
  });
});
