import { PDF_CONTENT_TYPE, XLSX_CONTENT_TYPE, ZIP_CONTENT_TYPE, type FileAnswer } from '@shop/contracts';
import { buildCardNumbersXlsx, buildCardUrlsXlsx } from './card-sheets';
import { buildCardsPdf } from './cards-pdf';
import { buildCardsZip } from './cards-zip';
import type { DocumentCard, DocumentLook } from './document-model';

/** A file an order's cards are handed over in: its builder, name, type, and its kind in words. */
export interface CardDocumentFormat {
  build(cards: DocumentCard[], look: DocumentLook): Promise<Buffer> | Buffer;
  name: string;
  extension: string;
  contentType: string;
  /** How an email names the attachment ("PDF", "ZIP", "Excel"). */
  label: string;
}

const PDF_FORMAT: CardDocumentFormat = {
  build: buildCardsPdf,
  name: 'gift-cards',
  extension: 'pdf',
  contentType: PDF_CONTENT_TYPE,
  label: 'PDF',
};

/** The file of each document delivery type. */
const CARD_FORMATS: Readonly<Record<string, CardDocumentFormat>> = {
  PDF: PDF_FORMAT,
  Zip: { build: buildCardsZip, name: 'gift-cards', extension: 'zip', contentType: ZIP_CONTENT_TYPE, label: 'ZIP' },
  CardFile: {
    build: buildCardNumbersXlsx,
    name: 'card-numbers',
    extension: 'xlsx',
    contentType: XLSX_CONTENT_TYPE,
    label: 'Excel',
  },
  URLFile: {
    build: buildCardUrlsXlsx,
    name: 'card-links',
    extension: 'xlsx',
    contentType: XLSX_CONTENT_TYPE,
    label: 'Excel',
  },
};

/** The format of a deliverType; the types that are not documents (Email, SMS, BOTH, Physical) get the PDF. */
export function cardDocumentFormat(deliverType: string): CardDocumentFormat {
  return CARD_FORMATS[deliverType] ?? PDF_FORMAT;
}

/** The order's cards in one file of `format`, named after the order. */
export async function cardsFile(
  format: CardDocumentFormat,
  orderNo: string,
  cards: DocumentCard[],
  look: DocumentLook,
): Promise<FileAnswer> {
  return {
    filename: `${format.name}-${orderNo}.${format.extension}`,
    contentType: format.contentType,
    content: await format.build(cards, look),
  };
}
