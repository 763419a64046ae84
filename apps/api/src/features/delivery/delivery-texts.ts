import { LANGUAGES, type Language } from '@shop/contracts';
import type { MessageText } from '../../messaging/message-texts';

/** A card by SMS: short, with the number, PIN and the link of its page. */
export interface CardSmsFacts {
  senderName: string;
  amount: string;
  cardNumber: string;
  pinCode: string;
  cardUrl: string;
}

/** The buyer's email carrying the document of an order's cards. */
export interface DocumentEmailFacts {
  orderNo: string;
  cardCount: number;
  /** The attachment's kind in words, e.g. "PDF". */
  format: string;
}

interface Words {
  sms: (facts: CardSmsFacts) => string;
  documentSubject: (orderNo: string) => string;
  documentBody: (facts: DocumentEmailFacts) => string;
  /** The link of a card email to the card's page (a button in the HTML version). */
  cardPage: string;
}

const WORDS: Readonly<Record<Language, Words>> = {
  en: {
    sms: (f) =>
      `${f.senderName} sent you a ${f.amount} gift card. Number ${f.cardNumber}, PIN ${f.pinCode}: ${f.cardUrl}`,
    documentSubject: (orderNo) => `Your gift cards of order ${orderNo}`,
    documentBody: (f) => `The ${f.cardCount} gift card(s) of order ${f.orderNo} are attached (${f.format}).`,
    cardPage: 'See your card online',
  },
  fr: {
    sms: (f) =>
      `${f.senderName} vous offre une carte cadeau de ${f.amount}. ` +
      `Numéro ${f.cardNumber}, code ${f.pinCode} : ${f.cardUrl}`,
    documentSubject: (orderNo) => `Vos cartes cadeaux de la commande ${orderNo}`,
    documentBody: (f) =>
      `Les ${f.cardCount} carte(s) cadeau(x) de la commande ${f.orderNo} sont jointes (${f.format}).`,
    cardPage: 'Votre carte en ligne',
  },
  es: {
    sms: (f) =>
      `${f.senderName} te ha enviado una tarjeta regalo de ${f.amount}. ` +
      `Número ${f.cardNumber}, PIN ${f.pinCode}: ${f.cardUrl}`,
    documentSubject: (orderNo) => `Sus tarjetas regalo del pedido ${orderNo}`,
    documentBody: (f) => `Adjuntamos las ${f.cardCount} tarjeta(s) regalo del pedido ${f.orderNo} (${f.format}).`,
    cardPage: 'Vea su tarjeta en línea',
  },
  ar: {
    sms: (f) =>
      `أرسل لك ${f.senderName} بطاقة هدية بقيمة ${f.amount}. الرقم ${f.cardNumber}، الرمز ${f.pinCode}: ${f.cardUrl}`,
    documentSubject: (orderNo) => `بطاقات الهدايا الخاصة بالطلب ${orderNo}`,
    documentBody: (f) => `مرفق ${f.cardCount} بطاقة هدية للطلب ${f.orderNo} (${f.format}).`,
    cardPage: 'اعرض بطاقتك على الإنترنت',
  },
  it: {
    sms: (f) =>
      `${f.senderName} ti ha inviato una gift card da ${f.amount}. ` +
      `Numero ${f.cardNumber}, PIN ${f.pinCode}: ${f.cardUrl}`,
    documentSubject: (orderNo) => `Le sue gift card dell'ordine ${orderNo}`,
    documentBody: (f) => `In allegato le ${f.cardCount} gift card dell'ordine ${f.orderNo} (${f.format}).`,
    cardPage: 'Vedi la tua carta online',
  },
  zc: {
    sms: (f) => `${f.senderName}送给您一张${f.amount}的礼品卡。卡号 ${f.cardNumber}，密码 ${f.pinCode}：${f.cardUrl}`,
    documentSubject: (orderNo) => `订单 ${orderNo} 的礼品卡`,
    documentBody: (f) => `附件为订单 ${f.orderNo} 的 ${f.cardCount} 张礼品卡（${f.format}）。`,
    cardPage: '在线查看您的礼品卡',
  },
  pt: {
    sms: (f) =>
      `${f.senderName} enviou-lhe um cartão-presente de ${f.amount}. ` +
      `Número ${f.cardNumber}, PIN ${f.pinCode}: ${f.cardUrl}`,
    documentSubject: (orderNo) => `Os seus cartões-presente da encomenda ${orderNo}`,
    documentBody: (f) => `Em anexo os ${f.cardCount} cartão(ões)-presente da encomenda ${f.orderNo} (${f.format}).`,
    cardPage: 'Veja o seu cartão online',
  },
  nl: {
    sms: (f) =>
      `${f.senderName} stuurde je een cadeaukaart van ${f.amount}. ` +
      `Nummer ${f.cardNumber}, pincode ${f.pinCode}: ${f.cardUrl}`,
    documentSubject: (orderNo) => `Uw cadeaukaarten van bestelling ${orderNo}`,
    documentBody: (f) => `De ${f.cardCount} cadeaukaart(en) van bestelling ${f.orderNo} zijn bijgevoegd (${f.format}).`,
    cardPage: 'Bekijk je kaart online',
  },
};

export interface DeliveryTexts {
  cardSms(facts: CardSmsFacts): MessageText;
  documentEmail(facts: DocumentEmailFacts): MessageText;
  /** The label of the card page's link. */
  cardPage: string;
}

/** The delivery messages in the order's language (English for any other). */
export function deliveryTexts(language: string): DeliveryTexts {
  const words = WORDS[(LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'en'];
  return {
    cardSms: (facts) => ({ subject: '', body: words.sms(facts) }),
    documentEmail: (facts) => ({
      subject: words.documentSubject(facts.orderNo),
      body: `${words.documentBody(facts)}\n`,
    }),
    cardPage: words.cardPage,
  };
}
