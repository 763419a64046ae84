import { CARD_PIN_LENGTH, generatePin, isWellFormedPin } from './card-pin';

describe('gift-card PINs', () => {
  it('draws 6 digits, leading zeros included, spread over every digit', () => {
    const pins = Array.from({ length: 2_000 }, () => generatePin());
    for (const pin of pins) {
      expect(pin).toMatch(/^\d{6}$/);
      expect(isWellFormedPin(pin)).toBe(true);
    }
    expect(CARD_PIN_LENGTH).toBe(6);
    const firstDigits = new Set(pins.map((pin) => pin[0]));
    expect(firstDigits.size).toBe(10);
    expect(new Set(pins).size).toBeGreaterThan(1_950);
  });

  it('refuses anything but exactly 6 ASCII digits', () => {
    for (const pin of ['', '12345', '1234567', '12a456', ' 12345', '12 345', '١٢٣٤٥٦', '-12345', '1.2345']) {
      expect(isWellFormedPin(pin)).toBe(false);
    }
  });
});
