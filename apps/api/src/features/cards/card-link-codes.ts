// The node build (the package's default export condition is for browsers under Bundler resolution).
import bwipjs from 'bwip-js/node';

/**
 * The card's barcode and QR code as SVG, made here so the page ships no barcode library: a Code 128 of
 * the card number (what a till scans) and a QR code of the card's link (what a phone opens). Black on
 * white with a quiet zone, so they scan on any page colour.
 */
export function cardCodeImages(cardNumber: string, cardUrl: string): { barcodeSvg: string; qrCodeSvg: string } {
  const look = { backgroundcolor: 'FFFFFF', barcolor: '000000', paddingwidth: 10, paddingheight: 6 };
  return {
    barcodeSvg: bwipjs.toSVG({ bcid: 'code128', text: cardNumber, height: 14, scale: 2, includetext: false, ...look }),
    qrCodeSvg: bwipjs.toSVG({ bcid: 'qrcode', text: cardUrl, scale: 4, ...look, paddingheight: 10 }),
  };
}
