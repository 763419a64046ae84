import { groupByFour, lastFourOf, svgImageSource } from './card-display';

describe('card display', () => {
  it('groups a card number by 4 digits, whatever spaces it came with', () => {
    expect(groupByFour('4000123412341234')).toBe('4000 1234 1234 1234');
    expect(groupByFour('4000 1234 12341234')).toBe('4000 1234 1234 1234');
    expect(groupByFour('123456')).toBe('1234 56');
    expect(groupByFour('')).toBe('');
  });

  it('names a card by its last 4 digits', () => {
    expect(lastFourOf('4000 1234 1234 9876')).toBe('9876');
  });

  it('makes an image source of an SVG that cannot break out of its attribute', () => {
    const source = svgImageSource('<svg viewBox="0 0 1 1"><path d="M0 0"/></svg>');
    expect(source.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(source).not.toMatch(/["<>]/);
    expect(decodeURIComponent(source.slice(source.indexOf(',') + 1))).toBe(
      '<svg viewBox="0 0 1 1"><path d="M0 0"/></svg>',
    );
  });
});
