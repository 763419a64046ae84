import type { getOrderInvoice, ResponseOf } from '@shop/contracts';
import { formatMoney } from '../../money/format-money';
import { businessDocumentTexts, type BusinessDocumentTexts } from './business-document-texts';
import type { DocumentLook } from './document-model';
import { documentTexts, type DocumentTexts } from './document-texts';
import { openPdf, writeLine } from './pdf-document';

/** The invoice data of a paid order (getOrderInvoice), the seller (the unit) and how its money prints. */
export interface InvoiceDocument {
  invoice: ResponseOf<typeof getOrderInvoice>;
  seller: { name: string; countryCode: string; email: string; phone: string };
  /** Decimals of the currency's minor unit (the unit's decimalDigits). */
  decimalDigits: number;
}

const LEFT = 48;
const WIDTH = 595.28 - 2 * LEFT;
const BOTTOM = 842 - 60;
const GREY = '#52606d';
/** Table columns: product, quantity, unit price, discount, fees, shipping, tax, line total (x, width). */
const COLUMNS = [
  [LEFT, 150],
  [LEFT + 152, 36],
  [LEFT + 190, 56],
  [LEFT + 248, 52],
  [LEFT + 302, 52],
  [LEFT + 356, 46],
  [LEFT + 404, 44],
  [LEFT + 450, WIDTH - 450],
] as const;

function tableRow(doc: PDFKit.PDFDocument, cells: string[], y: number, options: { bold?: boolean; size?: number }) {
  let below = y;
  cells.forEach((cell, index) => {
    const [x, width] = COLUMNS[index];
    below = Math.max(
      below,
      writeLine(doc, cell, x, y, { width, size: options.size ?? 8.5, bold: options.bold, alignRight: index > 0 }),
    );
  });
  return below + 2;
}

/** The buyer as the invoice names it: a business order's company and invoicing address, else the email. */
function buyerLines(invoice: InvoiceDocument['invoice'], texts: BusinessDocumentTexts): string[] {
  const details = invoice.invoiceDetails;
  if (!details) return [invoice.buyerEmail];
  return [
    details.companyName,
    details.invoiceReceiverName,
    details.invoiceAddress,
    `${details.invoiceZipCode} ${details.invoiceCity}`,
    details.invoiceCountryCode,
    details.invoiceEmail,
    details.invoiceMobileNo,
    details.vatNumber && `${texts.vatNumber}: ${details.vatNumber}`,
    details.sirenNumber && `${texts.siren}: ${details.sirenNumber}`,
  ].filter((text) => text.trim() !== '');
}

function header(doc: PDFKit.PDFDocument, document: InvoiceDocument, look: DocumentLook, texts: DocumentTexts) {
  const { invoice, seller } = document;
  const rtl = look.language === 'ar';
  let y = writeLine(doc, look.brandName, LEFT, 48, {
    width: WIDTH,
    size: 18,
    bold: true,
    color: look.primaryColor,
    alignRight: rtl,
  });
  y = writeLine(doc, texts.invoice, LEFT, y, { width: WIDTH, size: 14, bold: true, alignRight: rtl });
  const business = businessDocumentTexts(look.language);
  const facts: [string, string][] = [
    ...(invoice.invoiceNo ? [[business.invoiceNo, invoice.invoiceNo] as [string, string]] : []),
    [texts.orderNo, invoice.orderNo],
    [texts.orderDate, invoice.createdAt.slice(0, 10)],
    [texts.paidOn, invoice.paidAt.slice(0, 10)],
    [texts.paymentMean, invoice.paymentMean],
  ];
  for (const [label, value] of facts) {
    writeLine(doc, label, LEFT, y + 2, { width: 150, size: 9, color: GREY });
    y = writeLine(doc, value, LEFT + 150, y + 2, { width: WIDTH - 150, size: 9 });
  }
  y += 10;
  const half = WIDTH / 2 - 8;
  const sellerLines = [seller.name, seller.countryCode, seller.email, seller.phone].filter(Boolean);
  let sellerY = writeLine(doc, texts.seller, LEFT, y, { width: half, size: 9, bold: true, color: look.primaryColor });
  for (const text of sellerLines) sellerY = writeLine(doc, text, LEFT, sellerY, { width: half, size: 9 });
  let buyerY = writeLine(doc, texts.buyer, LEFT + half + 16, y, {
    width: half,
    size: 9,
    bold: true,
    color: look.primaryColor,
  });
  for (const text of buyerLines(invoice, business))
    buyerY = writeLine(doc, text, LEFT + half + 16, buyerY, { width: half, size: 9 });
  return Math.max(sellerY, buyerY) + 14;
}

/**
 * The invoice PDF of a paid order: seller (the unit) and buyer, order number and dates, one row per
 * line (quantity, unit price, discount, fees, shipping, tax, line total), then the totals, coupon,
 * wallet and the amount paid; money printed from integer minor units with the currency.
 */
export async function buildInvoicePdf(document: InvoiceDocument, look: DocumentLook): Promise<Buffer> {
  const { invoice, decimalDigits } = document;
  if (invoice.orderLines.length === 0) throw new RangeError('An invoice needs at least one line');
  const money = (minor: number) => formatMoney(minor, invoice.currency, decimalDigits);
  const texts = documentTexts(look.language);
  const pdf = openPdf(`${texts.invoice} ${invoice.orderNo}`, look.language);
  const { doc } = pdf;
  doc.addPage();
  let y = header(doc, document, look, texts);
  const headings = [
    texts.product,
    texts.quantity,
    texts.unitPrice,
    texts.discount,
    texts.fees,
    texts.shipping,
    texts.tax,
    texts.lineTotal,
  ];
  const rule = (at: number) =>
    doc
      .moveTo(LEFT, at)
      .lineTo(LEFT + WIDTH, at)
      .lineWidth(0.75)
      .strokeColor(look.primaryColor)
      .stroke();
  y = tableRow(doc, headings, y, { bold: true, size: 8 });
  rule(y);
  y += 4;
  for (const line of invoice.orderLines) {
    if (y > BOTTOM - 20) {
      doc.addPage();
      y = tableRow(doc, headings, 48, { bold: true, size: 8 });
      rule(y);
      y += 4;
    }
    y = tableRow(
      doc,
      [
        line.productName || line.itemCode,
        String(line.qty),
        money(line.amount),
        money(line.discountAmount),
        money(line.cardMadeFee + line.letterPrice + line.extraProductAmount),
        money(line.shipFee),
        money(line.taxAmount),
        money(line.lineTotal),
      ],
      y,
      {},
    );
  }
  rule(y);
  y += 8;
  const totals: [string, number, boolean][] = [
    [texts.subtotal, invoice.grossAmount, false],
    [texts.discount, -invoice.discountAmount, false],
    [texts.fees, invoice.feeAmount, false],
    [texts.shipping, invoice.shippingAmount, false],
    [texts.tax, invoice.taxAmount, false],
    [texts.total, invoice.orderAmtTot, true],
    [texts.coupon, -invoice.couponAmount, false],
    [texts.wallet, -invoice.walletAmount, false],
    [texts.paid, invoice.paidAmount, true],
  ];
  if (y > BOTTOM - totals.length * 14) {
    doc.addPage();
    y = 48;
  }
  for (const [label, amount, strong] of totals) {
    writeLine(doc, label, LEFT + WIDTH - 260, y, { width: 140, size: 9.5, bold: strong, alignRight: true });
    y = writeLine(doc, money(amount), LEFT + WIDTH - 110, y, { width: 110, size: 9.5, bold: strong, alignRight: true });
  }
  const { cardMadeTaxRate, shippingTaxRate } = invoice.taxRates;
  const rates = businessDocumentTexts(look.language).taxRates(String(cardMadeTaxRate), String(shippingTaxRate));
  y = writeLine(doc, rates, LEFT, y + 8, { width: WIDTH, size: 8.5, color: GREY, alignRight: true });
  if (invoice.isVatInclude && invoice.taxAmount > 0)
    writeLine(doc, texts.taxIncluded, LEFT, y + 2, { width: WIDTH, size: 8.5, color: GREY, alignRight: true });
  return pdf.finish();
}
