import type { InvoiceDetails } from '../orders/order-tables';
import { formatMoney } from '../../money/format-money';
import { businessDocumentTexts } from './business-document-texts';
import type { DocumentLook } from './document-model';
import { documentTexts } from './document-texts';
import { openPdf, writeLine } from './pdf-document';

/** A quotation as its PDF prints it: numbers, dates, who asked, the priced lines and totals. */
export interface QuotationDocument {
  orderNo: string;
  createdAt: Date;
  validUntil: Date;
  currency: string;
  decimalDigits: number;
  buyerEmail: string;
  invoiceDetails: InvoiceDetails | null;
  lines: { productName: string; qty: number; amount: number; lineTotal: number }[];
  totals: { gross: number; discount: number; fees: number; shipping: number; tax: number; total: number };
}

const LEFT = 48;
const WIDTH = 595.28 - 2 * LEFT;
const BOTTOM = 842 - 60;
const GREY = '#52606d';
const COLUMNS = [
  [LEFT, 260],
  [LEFT + 262, 60],
  [LEFT + 324, 80],
  [LEFT + 406, WIDTH - 406],
] as const;

const day = (at: Date) => at.toISOString().slice(0, 10);

function row(doc: PDFKit.PDFDocument, cells: string[], y: number, bold = false): number {
  let below = y;
  cells.forEach((cell, index) => {
    const [x, width] = COLUMNS[index];
    below = Math.max(below, writeLine(doc, cell, x, y, { width, size: 9, bold, alignRight: index > 0 }));
  });
  return below + 2;
}

/**
 * The PDF attached to a quotation's email (pdfkit, as the invoice): the brand, the quotation number,
 * its date and the date its prices hold until, the company that asked, each line and the totals.
 */
export async function buildQuotationPdf(quotation: QuotationDocument, look: DocumentLook): Promise<Buffer> {
  const texts = documentTexts(look.language);
  const words = businessDocumentTexts(look.language);
  const money = (minor: number) => formatMoney(minor, quotation.currency, quotation.decimalDigits);
  const rtl = look.language === 'ar';
  const pdf = openPdf(`${words.quotation} ${quotation.orderNo}`, look.language);
  const { doc } = pdf;
  doc.addPage();
  let y = writeLine(doc, look.brandName, LEFT, 48, { width: WIDTH, size: 18, bold: true, color: look.primaryColor });
  y = writeLine(doc, words.quotation, LEFT, y, { width: WIDTH, size: 14, bold: true, alignRight: rtl });
  const details = quotation.invoiceDetails;
  const facts: [string, string][] = [
    [words.quotationNo, quotation.orderNo],
    [words.quotationDate, day(quotation.createdAt)],
    [words.validUntil, day(quotation.validUntil)],
    [texts.buyer, details ? details.companyName || details.invoiceReceiverName : quotation.buyerEmail],
  ];
  if (details?.vatNumber) facts.push([words.vatNumber, details.vatNumber]);
  for (const [label, value] of facts) {
    writeLine(doc, label, LEFT, y + 2, { width: 150, size: 9, color: GREY });
    y = writeLine(doc, value, LEFT + 150, y + 2, { width: WIDTH - 150, size: 9 });
  }
  y = row(doc, [texts.product, texts.quantity, texts.unitPrice, texts.lineTotal], y + 14, true);
  for (const line of quotation.lines) {
    if (y > BOTTOM - 20) {
      doc.addPage();
      y = row(doc, [texts.product, texts.quantity, texts.unitPrice, texts.lineTotal], 48, true);
    }
    y = row(doc, [line.productName, String(line.qty), money(line.amount), money(line.lineTotal)], y);
  }
  const { totals } = quotation;
  const rows: [string, number, boolean][] = [
    [texts.subtotal, totals.gross, false],
    [texts.discount, -totals.discount, false],
    [texts.fees, totals.fees, false],
    [texts.shipping, totals.shipping, false],
    [texts.tax, totals.tax, false],
    [texts.total, totals.total, true],
  ];
  if (y > BOTTOM - rows.length * 14 - 30) {
    doc.addPage();
    y = 48;
  }
  y += 8;
  for (const [label, amount, strong] of rows) {
    writeLine(doc, label, LEFT + WIDTH - 260, y, { width: 140, size: 9.5, bold: strong, alignRight: true });
    y = writeLine(doc, money(amount), LEFT + WIDTH - 110, y, { width: 110, size: 9.5, bold: strong, alignRight: true });
  }
  writeLine(doc, words.quotationNote, LEFT, y + 12, { width: WIDTH, size: 8.5, color: GREY, alignRight: rtl });
  return pdf.finish();
}
