import SVGtoPDF from 'svg-to-pdfkit';
import { formatMoney } from '../../money/format-money';
import { groupedCardNumber, isoDate } from './card-format';
import { assertDocumentCards } from './document-cards-check';
import { cardBarcodePng, cardQrPng } from './document-codes';
import type { DocumentCard, DocumentLook, TemplateImage } from './document-model';
import { documentTexts, type DocumentTexts } from './document-texts';
import { openPdf, writeLine, writeParagraph } from './pdf-document';

const PAGE = { width: 595.28, margin: 48 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const CARD = { width: 340, height: 214 };
const GREY = '#52606d';

/** An image pdfkit has opened (and embeds once); its typings leave openImage out. */
type OpenedImage = { readonly width: number; readonly height: number };

function openImage(doc: PDFKit.PDFDocument, bytes: Buffer): OpenedImage {
  return (doc as unknown as { openImage(src: Buffer): OpenedImage }).openImage(bytes);
}

/**
 * Each template is embedded once per document and drawn on every page that uses it (pdfkit embeds a
 * Buffer again on every call; an opened image object it reuses).
 */
class TemplateCache {
  private readonly opened = new Map<Buffer, OpenedImage | string>();

  constructor(private readonly doc: PDFKit.PDFDocument) {}

  draw(template: TemplateImage, x: number, y: number): boolean {
    try {
      let image = this.opened.get(template.bytes);
      if (image === undefined) {
        image = template.type === 'svg' ? template.bytes.toString('utf8') : openImage(this.doc, template.bytes);
        this.opened.set(template.bytes, image);
      }
      if (typeof image === 'string') {
        SVGtoPDF(this.doc, image, x, y, { ...CARD, preserveAspectRatio: 'xMidYMid meet' });
      } else {
        // pdfkit draws an opened image object again without embedding it again.
        this.doc.image(image as unknown as Buffer, x, y, {
          fit: [CARD.width, CARD.height],
          align: 'center',
          valign: 'center',
        });
      }
      return true;
    } catch {
      // An unreadable image leaves the plain card face: the card's data still prints.
      return false;
    }
  }
}

function drawCardFace(doc: PDFKit.PDFDocument, card: DocumentCard, look: DocumentLook, templates: TemplateCache) {
  const x = PAGE.margin + (CONTENT_WIDTH - CARD.width) / 2;
  const y = 112;
  if (card.template && templates.draw(card.template, x, y)) return;
  doc.roundedRect(x, y, CARD.width, CARD.height, 14).fill(look.primaryColor);
  writeLine(doc, card.productName, x + 20, y + CARD.height / 2 - 10, {
    width: CARD.width - 40,
    size: 18,
    bold: true,
    color: '#ffffff',
  });
}

async function drawCardPage(
  doc: PDFKit.PDFDocument,
  card: DocumentCard,
  look: DocumentLook,
  texts: DocumentTexts,
  templates: TemplateCache,
): Promise<void> {
  const rtl = look.language === 'ar';
  const line = { width: CONTENT_WIDTH, alignRight: rtl };
  const [barcode, qr] = await Promise.all([cardBarcodePng(card.cardNumber), cardQrPng(card.cardUrl)]);
  doc.addPage();
  const left = PAGE.margin;
  let y = writeLine(doc, look.brandName, left, PAGE.margin, {
    ...line,
    size: 18,
    bold: true,
    color: look.primaryColor,
  });
  writeLine(doc, texts.giftCard, left, y, { ...line, size: 11, color: GREY });
  doc
    .moveTo(left, 100)
    .lineTo(left + CONTENT_WIDTH, 100)
    .lineWidth(1.5)
    .strokeColor(look.primaryColor)
    .stroke();
  drawCardFace(doc, card, look, templates);

  y = 348;
  y = writeLine(doc, card.productName, left, y, { ...line, size: 16, bold: true });
  y = writeLine(doc, texts.amount, left, y + 4, { ...line, size: 9, color: GREY });
  y = writeLine(doc, formatMoney(card.amount, card.currency), left, y, { ...line, size: 20, bold: true });
  const rows: [string, string][] = [
    [texts.cardNumber, groupedCardNumber(card.cardNumber)],
    [texts.pin, card.pinCode],
    [texts.validUntil, isoDate(card.expiresAt)],
  ];
  if (card.senderName) rows.push([texts.from, card.senderName]);
  if (card.receiverName) rows.push([texts.to, card.receiverName]);
  for (const [label, value] of rows) {
    y = writeLine(doc, label, left, y + 6, { ...line, size: 9, color: GREY });
    y = writeLine(doc, value, left, y, { ...line, size: 13, bold: label === texts.cardNumber });
  }
  if (card.message) {
    y = writeLine(doc, texts.message, left, y + 6, { ...line, size: 9, color: GREY });
    writeParagraph(doc, card.message, left, y, { ...line, size: 11, maxLines: 5 });
  }

  const codesY = 690;
  const qrSize = 104;
  const barcodeX = rtl ? left + qrSize + 40 : left;
  const qrX = rtl ? left : left + CONTENT_WIDTH - qrSize;
  doc.image(barcode, barcodeX, codesY + 20, { fit: [CONTENT_WIDTH - qrSize - 40, 64] });
  doc.image(qr, qrX, codesY, { width: qrSize, height: qrSize });
  writeLine(doc, texts.scanToOpen, qrX - 40, codesY + qrSize + 2, { width: qrSize + 80, size: 8, color: GREY });
}

/**
 * One A4 page per card: the brand, the template image (or a plain card face), product, amount, number
 * (in groups of 4), PIN, expiry, sender, receiver and message, a Code 128 barcode of the number and a
 * QR code of the card's page. Labels in the look's language.
 */
export async function buildCardsPdf(cards: readonly DocumentCard[], look: DocumentLook): Promise<Buffer> {
  assertDocumentCards(cards);
  const texts = documentTexts(look.language);
  const pdf = openPdf(`${look.brandName} - ${texts.giftCard}`, look.language);
  const templates = new TemplateCache(pdf.doc);
  for (const card of cards) await drawCardPage(pdf.doc, card, look, texts, templates);
  return pdf.finish();
}
