import * as XLSX from '@e965/xlsx';
import { formatMoney } from '../../money/format-money';
import { isoDate } from './card-format';
import { assertDocumentCards } from './document-cards-check';
import type { DocumentCard, DocumentLook } from './document-model';
import { documentTexts } from './document-texts';

function workbookOf(rows: (string | number)[][], sheetName: string, widths: number[]): XLSX.WorkBook {
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  sheet['!cols'] = widths.map((wch) => ({ wch }));
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, sheetName);
  return workbook;
}

function xlsxBytes(workbook: XLSX.WorkBook): Buffer {
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

/** A sheet name Excel accepts (at most 31 characters, none of []:*?/\). */
function sheetName(name: string): string {
  return name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';
}

/**
 * The card numbers file (CardFile): a header row in the look's language, then one row per card with
 * its number and PIN (as text, so no digit is lost), amount, expiry and product.
 */
export function buildCardNumbersXlsx(cards: readonly DocumentCard[], look: DocumentLook): Buffer {
  assertDocumentCards(cards);
  const texts = documentTexts(look.language);
  const rows = [
    [texts.cardNumber, texts.pin, texts.amount, texts.validUntil, texts.product],
    ...cards.map((card) => [
      card.cardNumber,
      card.pinCode,
      formatMoney(card.amount, card.currency),
      isoDate(card.expiresAt),
      card.productName,
    ]),
  ];
  return xlsxBytes(workbookOf(rows, sheetName(texts.giftCard), [22, 12, 16, 14, 32]));
}

/**
 * The card links file (URLFile): a header row in the look's language, then one row per card with its
 * number, amount, expiry and its page's URL as a real hyperlink.
 */
export function buildCardUrlsXlsx(cards: readonly DocumentCard[], look: DocumentLook): Buffer {
  assertDocumentCards(cards);
  const texts = documentTexts(look.language);
  const rows = [
    [texts.cardNumber, texts.amount, texts.validUntil, texts.cardUrl],
    ...cards.map((card) => [
      card.cardNumber,
      formatMoney(card.amount, card.currency),
      isoDate(card.expiresAt),
      card.cardUrl,
    ]),
  ];
  const workbook = workbookOf(rows, sheetName(texts.giftCard), [22, 16, 14, 60]);
  const sheet = workbook.Sheets[workbook.SheetNames[0]];
  cards.forEach((card, index) => {
    const cell = sheet[XLSX.utils.encode_cell({ r: index + 1, c: 3 })] as XLSX.CellObject;
    cell.l = { Target: card.cardUrl, Tooltip: texts.cardUrl };
  });
  return xlsxBytes(workbook);
}
