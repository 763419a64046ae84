/** '4000123412341234' as '4000 1234 1234 1234': groups of 4 are read and typed back more easily. */
export function groupByFour(cardNumber: string): string {
  return cardNumber.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/** The last 4 digits, to name a card without showing its number. */
export const lastFourOf = (cardNumber: string) => cardNumber.replace(/\s+/g, '').slice(-4);

/**
 * An SVG the server drew, as an image source: shown through <img>, it cannot run script or reach the
 * page, whatever it holds.
 */
export function svgImageSource(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
