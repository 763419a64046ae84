import { readPdf } from '../../testing/document-readers';
import { DOCUMENT_TEXTS } from './document-texts';
import { ENGLISH_LOOK } from './document-test-cards';
import { buildInvoicePdf, type InvoiceDocument } from './invoice-pdf';

const line = (lineNo: number, productName: string, amount: number, qty: number) => ({
  lineNo,
  itemCode: `ITEM-${lineNo}`,
  productName,
  qty,
  amount,
  discountAmount: 0,
  cardMadeFee: 250,
  letterPrice: 0,
  extraProductAmount: 0,
  shipFee: 0,
  taxAmount: 13,
  lineTotal: amount * qty + 250,
  cardMadeTaxRate: 5,
  shippingTaxRate: 5,
});

const document = (overrides: Partial<InvoiceDocument['invoice']> = {}): InvoiceDocument => ({
  invoice: {
    orderNo: 'AB12CD34EF56GH78JK90',
    status: '09',
    createdAt: '2026-11-20T10:00:00.000Z',
    paidAt: '2026-11-20T10:05:00.000Z',
    buyerEmail: 'layla.haddad@example.com',
    paymentMean: 'C04',
    currency: 'AED',
    grossAmount: 35000,
    discountAmount: 1000,
    feeAmount: 500,
    shippingAmount: 0,
    taxAmount: 26,
    isVatInclude: true,
    orderAmtTot: 34500,
    couponAmount: 4500,
    walletAmount: 10000,
    paidAmount: 20000,
    invoiceNo: '',
    invoiceDetails: null,
    taxRates: { cardMadeTaxRate: 5, shippingTaxRate: 5 },
    orderLines: [line(1, 'Marjan Grocery eGift', 10000, 2), line(2, 'Marjan Fashion eGift', 15000, 1)],
    ...overrides,
  },
  seller: { name: 'Marjan Supermarkets', countryCode: 'AE', email: 'help@marjan.example', phone: '+971 4 000 0000' },
  decimalDigits: 2,
});

describe('buildInvoicePdf', () => {
  it('prints seller, buyer, every line and the totals from minor units', async () => {
    const [page, ...more] = await readPdf(await buildInvoicePdf(document(), ENGLISH_LOOK));
    expect(more).toHaveLength(0);
    for (const shown of [
      'Invoice',
      'AB12CD34EF56GH78JK90',
      'Marjan Supermarkets',
      'help@marjan.example',
      'layla.haddad@example.com',
      'Marjan Grocery eGift',
      'Marjan Fashion eGift',
      'AED 202.50',
      'AED 152.50',
      'Tax included in the fees',
      '2026-11-20',
    ])
      expect(page.text).toContain(shown);
    expect(page.text).toMatch(
      /Subtotal AED 350\.00 Discount AED -10\.00 Fees AED 5\.00 Shipping AED 0\.00 Tax AED 0\.26/,
    );
    expect(page.text).toMatch(/Total AED 345\.00 Coupon AED -45\.00 Wallet AED -100\.00 Paid AED 200\.00/);
  });

  it('prints the currency decimals, Arabic labels, and runs onto more pages for many lines', async () => {
    const lines = Array.from({ length: 60 }, (_, index) => line(index + 1, `Card ${index + 1}`, 1000, 1));
    const pages = await readPdf(
      await buildInvoicePdf(
        {
          ...document({ orderLines: lines, currency: 'KWD', orderAmtTot: 60000, paidAmount: 60000 }),
          decimalDigits: 3,
        },
        { ...ENGLISH_LOOK, language: 'ar' },
      ),
    );
    expect(pages.length).toBeGreaterThan(1);
    const all = pages.map((page) => page.text).join(' ');
    for (const index of [1, 30, 60]) expect(all).toContain(`Card ${index}`);
    expect(all).toContain('KWD 60.000');
    for (const word of DOCUMENT_TEXTS.ar.invoice.split(' ')) expect(all).toContain(word);
  });

  it("prints a business order's invoice number, company, invoicing address and the tax rates", async () => {
    const business = document({
      invoiceNo: '250-000042',
      currency: 'EUR',
      taxRates: { cardMadeTaxRate: 20, shippingTaxRate: 20 },
      invoiceDetails: {
        invoiceReceiverName: 'Service comptabilité',
        invoiceAddress: '18 rue de la Paix',
        invoiceZipCode: '75002',
        invoiceCity: 'Paris',
        invoiceCountryCode: 'FR',
        invoiceEmail: 'compta@atelier-durand.com',
        invoiceMobileNo: '+33140000000',
        companyName: 'Atelier Durand SAS',
        sirenNumber: '512345679',
        vatNumber: 'FR75512345679',
      },
    });
    const [page] = await readPdf(await buildInvoicePdf(business, ENGLISH_LOOK));
    for (const shown of [
      'Invoice number',
      '250-000042',
      'Atelier Durand SAS',
      '75002 Paris',
      'compta@atelier-durand.com',
      'VAT number: FR75512345679',
      'SIREN: 512345679',
      'Tax rates: fees 20 %, shipping 20 %',
    ])
      expect(page.text).toContain(shown);
  });

  it('refuses an invoice without lines', async () => {
    await expect(buildInvoicePdf(document({ orderLines: [] }), ENGLISH_LOOK)).rejects.toThrow(RangeError);
  });
});
