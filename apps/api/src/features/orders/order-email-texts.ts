import { LANGUAGES, type Language } from '@shop/contracts';
import type { MessageText } from '../../messaging/message-texts';

/** One card as its receiver gets it (delivery proper is the next issue; this email is the stand-in). */
export interface CardEmailFacts {
  productName: string;
  /** Formatted with its currency, e.g. "AED 100.00". */
  amount: string;
  cardNumber: string;
  pinCode: string;
  /** yyyy-mm-dd. */
  expiry: string;
  senderName: string;
  message: string;
  orderNo: string;
}

export interface QuotationEmailFacts {
  orderNo: string;
  /** One line per order line: "2 x Product, AED 100.00". */
  lines: string[];
  total: string;
}

interface OrderEmailCatalogue {
  card(facts: CardEmailFacts): MessageText;
  quotation(facts: QuotationEmailFacts): MessageText;
}

function letter(...paragraphs: string[]): string {
  return `${paragraphs.filter((paragraph) => paragraph !== '').join('\n\n')}\n`;
}

interface Words {
  cardSubject: (from: string) => string;
  cardIntro: (from: string, product: string) => string;
  number: string;
  pin: string;
  amount: string;
  validUntil: string;
  order: string;
  quotationSubject: (orderNo: string) => string;
  quotationIntro: string;
  total: string;
}

const WORDS: Readonly<Record<Language, Words>> = {
  en: {
    cardSubject: (from) => `${from} sent you a gift card`,
    cardIntro: (from, product) => `${from} sent you a ${product} gift card.`,
    number: 'Card number',
    pin: 'PIN code',
    amount: 'Amount',
    validUntil: 'Valid until',
    order: 'Order',
    quotationSubject: (orderNo) => `Your quotation ${orderNo}`,
    quotationIntro: 'Here is the quotation you asked for:',
    total: 'Total',
  },
  fr: {
    cardSubject: (from) => `${from} vous offre une carte cadeau`,
    cardIntro: (from, product) => `${from} vous offre une carte cadeau ${product}.`,
    number: 'Numéro de carte',
    pin: 'Code PIN',
    amount: 'Montant',
    validUntil: "Valable jusqu'au",
    order: 'Commande',
    quotationSubject: (orderNo) => `Votre devis ${orderNo}`,
    quotationIntro: 'Voici le devis que vous avez demandé :',
    total: 'Total',
  },
  es: {
    cardSubject: (from) => `${from} te ha enviado una tarjeta regalo`,
    cardIntro: (from, product) => `${from} te ha enviado una tarjeta regalo ${product}.`,
    number: 'Número de tarjeta',
    pin: 'Código PIN',
    amount: 'Importe',
    validUntil: 'Válida hasta',
    order: 'Pedido',
    quotationSubject: (orderNo) => `Tu presupuesto ${orderNo}`,
    quotationIntro: 'Este es el presupuesto que has solicitado:',
    total: 'Total',
  },
  ar: {
    cardSubject: (from) => `أرسل إليك ${from} بطاقة هدية`,
    cardIntro: (from, product) => `أرسل إليك ${from} بطاقة هدية ${product}.`,
    number: 'رقم البطاقة',
    pin: 'الرمز السري',
    amount: 'المبلغ',
    validUntil: 'صالحة حتى',
    order: 'الطلب',
    quotationSubject: (orderNo) => `عرض السعر ${orderNo}`,
    quotationIntro: 'إليك عرض السعر الذي طلبته:',
    total: 'الإجمالي',
  },
  it: {
    cardSubject: (from) => `${from} ti ha inviato una carta regalo`,
    cardIntro: (from, product) => `${from} ti ha inviato una carta regalo ${product}.`,
    number: 'Numero della carta',
    pin: 'Codice PIN',
    amount: 'Importo',
    validUntil: 'Valida fino al',
    order: 'Ordine',
    quotationSubject: (orderNo) => `Il tuo preventivo ${orderNo}`,
    quotationIntro: 'Ecco il preventivo che hai richiesto:',
    total: 'Totale',
  },
  zc: {
    cardSubject: (from) => `${from} 送给您一张礼品卡`,
    cardIntro: (from, product) => `${from} 送给您一张 ${product} 礼品卡。`,
    number: '卡号',
    pin: 'PIN 码',
    amount: '金额',
    validUntil: '有效期至',
    order: '订单',
    quotationSubject: (orderNo) => `您的报价单 ${orderNo}`,
    quotationIntro: '这是您索取的报价单：',
    total: '合计',
  },
  pt: {
    cardSubject: (from) => `${from} enviou-lhe um cartão presente`,
    cardIntro: (from, product) => `${from} enviou-lhe um cartão presente ${product}.`,
    number: 'Número do cartão',
    pin: 'Código PIN',
    amount: 'Valor',
    validUntil: 'Válido até',
    order: 'Encomenda',
    quotationSubject: (orderNo) => `O seu orçamento ${orderNo}`,
    quotationIntro: 'Aqui está o orçamento que pediu:',
    total: 'Total',
  },
  nl: {
    cardSubject: (from) => `${from} heeft je een cadeaukaart gestuurd`,
    cardIntro: (from, product) => `${from} heeft je een ${product}-cadeaukaart gestuurd.`,
    number: 'Kaartnummer',
    pin: 'Pincode',
    amount: 'Bedrag',
    validUntil: 'Geldig tot',
    order: 'Bestelling',
    quotationSubject: (orderNo) => `Je offerte ${orderNo}`,
    quotationIntro: 'Hier is de offerte die je hebt aangevraagd:',
    total: 'Totaal',
  },
};

function catalogueOf(words: Words, language: Language): OrderEmailCatalogue {
  return {
    card: (facts) => ({
      language,
      subject: words.cardSubject(facts.senderName),
      body: letter(
        words.cardIntro(facts.senderName, facts.productName),
        facts.message,
        [
          `${words.number}: ${facts.cardNumber}`,
          `${words.pin}: ${facts.pinCode}`,
          `${words.amount}: ${facts.amount}`,
          `${words.validUntil}: ${facts.expiry}`,
          `${words.order}: ${facts.orderNo}`,
        ].join('\n'),
      ),
    }),
    quotation: (facts) => ({
      language,
      subject: words.quotationSubject(facts.orderNo),
      body: letter(words.quotationIntro, facts.lines.join('\n'), `${words.total}: ${facts.total}`),
    }),
  };
}

const isLanguage = (code: string): code is Language => (LANGUAGES as readonly string[]).includes(code);

/** The order emails in the language the buyer ordered in (stored with the order). */
export function orderEmailTexts(language: string): OrderEmailCatalogue {
  const known = isLanguage(language) ? language : 'en';
  return catalogueOf(WORDS[known], known);
}
