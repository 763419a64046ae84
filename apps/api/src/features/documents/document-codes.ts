// The node build (the package's default export condition is for browsers under Bundler resolution).
import bwipjs from 'bwip-js/node';

// Drawn on white with a quiet zone: a transparent background reads as black to most scanners. One pixel
// per module: the page scales the image up, and bwip-js renders (and compresses) scaled images many
// times slower (a 500-card PDF took 19 s with scale 2 and 3; see docs/api.md "Bench").
const ON_WHITE = { backgroundcolor: 'FFFFFF' };

/** A Code 128 barcode of the card number as PNG (no human-readable line: the page prints it). */
export function cardBarcodePng(cardNumber: string): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: 'code128',
    text: cardNumber,
    scale: 1,
    height: 10,
    includetext: false,
    paddingwidth: 10,
    paddingheight: 2,
    ...ON_WHITE,
  });
}

/**
 * A QR code of the card's page as PNG. One fixed mask pattern (any is valid and every reader tries all):
 * choosing the best of the 8 was most of the time of a 500-card PDF. bwip-js takes it, its typings not.
 */
export function cardQrPng(url: string): Promise<Buffer> {
  const options = { bcid: 'qrcode', text: url, scale: 1, padding: 4, mask: 3, ...ON_WHITE };
  return bwipjs.toBuffer(options as Parameters<typeof bwipjs.toBuffer>[0]);
}
