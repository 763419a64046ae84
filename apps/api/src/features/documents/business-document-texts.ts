import type { Language } from '@shop/contracts';

/** The words a business invoice and a quotation add to the invoice's (document-texts.ts). */
export interface BusinessDocumentTexts {
  invoiceNo: string;
  invoiceTo: string;
  vatNumber: string;
  siren: string;
  /** Followed by the fee and shipping rates: 'Tax rates: fees 20 %, shipping 20 %'. */
  taxRates: (fees: string, shipping: string) => string;
  quotation: string;
  quotationNo: string;
  quotationDate: string;
  validUntil: string;
  quotationNote: string;
}

const TEXTS: Readonly<Record<Language, BusinessDocumentTexts>> = {
  en: {
    invoiceNo: 'Invoice number',
    invoiceTo: 'Invoice to',
    vatNumber: 'VAT number',
    siren: 'SIREN',
    taxRates: (fees, shipping) => `Tax rates: fees ${fees} %, shipping ${shipping} %`,
    quotation: 'Quotation',
    quotationNo: 'Quotation number',
    quotationDate: 'Date',
    validUntil: 'Valid until',
    quotationNote: 'Prices held until the date above; order this quotation from your account.',
  },
  fr: {
    invoiceNo: 'Numéro de facture',
    invoiceTo: 'Facturer à',
    vatNumber: 'Numéro de TVA',
    siren: 'SIREN',
    taxRates: (fees, shipping) => `Taux de TVA : frais ${fees} %, livraison ${shipping} %`,
    quotation: 'Devis',
    quotationNo: 'Numéro de devis',
    quotationDate: 'Date',
    validUntil: 'Valable jusqu’au',
    quotationNote: 'Prix garantis jusqu’à la date ci-dessus ; commandez ce devis depuis votre compte.',
  },
  es: {
    invoiceNo: 'Número de factura',
    invoiceTo: 'Facturar a',
    vatNumber: 'Número de IVA',
    siren: 'SIREN',
    taxRates: (fees, shipping) => `Tipos de IVA: gastos ${fees} %, envío ${shipping} %`,
    quotation: 'Presupuesto',
    quotationNo: 'Número de presupuesto',
    quotationDate: 'Fecha',
    validUntil: 'Válido hasta',
    quotationNote: 'Precios garantizados hasta la fecha indicada; pida este presupuesto desde su cuenta.',
  },
  ar: {
    invoiceNo: 'رقم الفاتورة',
    invoiceTo: 'الفاتورة باسم',
    vatNumber: 'الرقم الضريبي',
    siren: 'SIREN',
    taxRates: (fees, shipping) => `نسب الضريبة: الرسوم ${fees} ٪، الشحن ${shipping} ٪`,
    quotation: 'عرض سعر',
    quotationNo: 'رقم عرض السعر',
    quotationDate: 'التاريخ',
    validUntil: 'صالح حتى',
    quotationNote: 'الأسعار ثابتة حتى التاريخ أعلاه؛ اطلب عرض السعر هذا من حسابك.',
  },
  it: {
    invoiceNo: 'Numero di fattura',
    invoiceTo: 'Fatturare a',
    vatNumber: 'Partita IVA',
    siren: 'SIREN',
    taxRates: (fees, shipping) => `Aliquote IVA: spese ${fees} %, spedizione ${shipping} %`,
    quotation: 'Preventivo',
    quotationNo: 'Numero di preventivo',
    quotationDate: 'Data',
    validUntil: 'Valido fino al',
    quotationNote: 'Prezzi garantiti fino alla data indicata; ordina questo preventivo dal tuo account.',
  },
  zc: {
    invoiceNo: '发票号码',
    invoiceTo: '开票给',
    vatNumber: '增值税号',
    siren: 'SIREN',
    taxRates: (fees, shipping) => `税率：费用 ${fees}%，运费 ${shipping}%`,
    quotation: '报价单',
    quotationNo: '报价单号',
    quotationDate: '日期',
    validUntil: '有效期至',
    quotationNote: '价格保留至上述日期；请在您的账户中将此报价单下单。',
  },
  pt: {
    invoiceNo: 'Número da fatura',
    invoiceTo: 'Faturar a',
    vatNumber: 'Número de IVA',
    siren: 'SIREN',
    taxRates: (fees, shipping) => `Taxas de IVA: encargos ${fees} %, envio ${shipping} %`,
    quotation: 'Orçamento',
    quotationNo: 'Número do orçamento',
    quotationDate: 'Data',
    validUntil: 'Válido até',
    quotationNote: 'Preços garantidos até à data indicada; encomende este orçamento a partir da sua conta.',
  },
  nl: {
    invoiceNo: 'Factuurnummer',
    invoiceTo: 'Factureren aan',
    vatNumber: 'Btw-nummer',
    siren: 'SIREN',
    taxRates: (fees, shipping) => `Btw-tarieven: kosten ${fees} %, verzending ${shipping} %`,
    quotation: 'Offerte',
    quotationNo: 'Offertenummer',
    quotationDate: 'Datum',
    validUntil: 'Geldig tot',
    quotationNote: 'Prijzen gegarandeerd tot de datum hierboven; bestel deze offerte vanuit uw account.',
  },
};

/** The business document words in `language`. */
export function businessDocumentTexts(language: Language): BusinessDocumentTexts {
  return TEXTS[language];
}
