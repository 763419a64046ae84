import type { Language } from '@shop/contracts';
import type { MessageText } from '../../messaging/message-texts';

/** What a card email says: its number, PIN, balance (formatted) and expiry date (YYYY-MM-DD). */
export interface CardLetter {
  cardNumber: string;
  pinCode: string;
  balance: string;
  expiry: string;
}

interface CardMessages {
  /** To the receiver of a transferred card. */
  cardReceived(sender: string, card: CardLetter): MessageText;
  /** A card sent again by its owner (cardResend). */
  cardResent(card: CardLetter): MessageText;
}

/** An email body: paragraphs separated by a blank line, ending with a line break. */
const letter = (...paragraphs: string[]) => `${paragraphs.join('\n\n')}\n`;

type Labels = { number: string; pin: string; balance: string; expiry: string };

const details = (labels: Labels, card: CardLetter) =>
  [
    `${labels.number}: ${card.cardNumber}`,
    `${labels.pin}: ${card.pinCode}`,
    `${labels.balance}: ${card.balance}`,
    `${labels.expiry}: ${card.expiry}`,
  ].join('\n');

function messages(
  labels: Labels,
  texts: { receivedSubject: string; received: (sender: string) => string; resentSubject: string; resent: string },
  keepSecret: string,
): CardMessages {
  return {
    cardReceived: (sender, card) => ({
      subject: texts.receivedSubject,
      body: letter(texts.received(sender), details(labels, card), keepSecret),
    }),
    cardResent: (card) => ({
      subject: texts.resentSubject,
      body: letter(texts.resent, details(labels, card), keepSecret),
    }),
  };
}

// The card emails in the language the customer used on the page.
const CATALOGUES: Readonly<Record<Language, CardMessages>> = {
  en: messages(
    { number: 'Card number', pin: 'PIN code', balance: 'Balance', expiry: 'Valid until' },
    {
      receivedSubject: 'You have received a gift card',
      received: (sender) => `${sender} has given you a gift card.`,
      resentSubject: 'Your gift card',
      resent: 'Here is your gift card, as you asked.',
    },
    'Keep the PIN code secret: anyone who has the number and the PIN can spend the card.',
  ),
  fr: messages(
    { number: 'Numéro de carte', pin: 'Code PIN', balance: 'Solde', expiry: "Valable jusqu'au" },
    {
      receivedSubject: 'Vous avez reçu une carte cadeau',
      received: (sender) => `${sender} vous a offert une carte cadeau.`,
      resentSubject: 'Votre carte cadeau',
      resent: 'Voici votre carte cadeau, comme vous l’avez demandé.',
    },
    'Gardez le code PIN secret : toute personne qui a le numéro et le code PIN peut utiliser la carte.',
  ),
  es: messages(
    { number: 'Número de tarjeta', pin: 'Código PIN', balance: 'Saldo', expiry: 'Válida hasta' },
    {
      receivedSubject: 'Has recibido una tarjeta regalo',
      received: (sender) => `${sender} te ha regalado una tarjeta regalo.`,
      resentSubject: 'Tu tarjeta regalo',
      resent: 'Aquí tienes tu tarjeta regalo, como pediste.',
    },
    'Guarda el código PIN en secreto: cualquiera que tenga el número y el PIN puede gastar la tarjeta.',
  ),
  ar: messages(
    { number: 'رقم البطاقة', pin: 'الرمز السري', balance: 'الرصيد', expiry: 'صالحة حتى' },
    {
      receivedSubject: 'لقد تلقيت بطاقة هدية',
      received: (sender) => `أهداك ${sender} بطاقة هدية.`,
      resentSubject: 'بطاقة الهدية الخاصة بك',
      resent: 'إليك بطاقة الهدية الخاصة بك كما طلبت.',
    },
    'احتفظ بالرمز السري سرًا: يمكن لأي شخص لديه الرقم والرمز السري استخدام البطاقة.',
  ),
  it: messages(
    { number: 'Numero della carta', pin: 'Codice PIN', balance: 'Saldo', expiry: 'Valida fino al' },
    {
      receivedSubject: 'Hai ricevuto una carta regalo',
      received: (sender) => `${sender} ti ha regalato una carta regalo.`,
      resentSubject: 'La tua carta regalo',
      resent: 'Ecco la tua carta regalo, come hai chiesto.',
    },
    'Tieni segreto il codice PIN: chiunque abbia il numero e il PIN può spendere la carta.',
  ),
  zc: messages(
    { number: '卡号', pin: 'PIN 码', balance: '余额', expiry: '有效期至' },
    {
      receivedSubject: '您收到了一张礼品卡',
      received: (sender) => `${sender} 送给您一张礼品卡。`,
      resentSubject: '您的礼品卡',
      resent: '这是您要求重新发送的礼品卡。',
    },
    '请妥善保管 PIN 码：任何拥有卡号和 PIN 码的人都可以使用此卡。',
  ),
  pt: messages(
    { number: 'Número do cartão', pin: 'Código PIN', balance: 'Saldo', expiry: 'Válido até' },
    {
      receivedSubject: 'Recebeu um cartão-presente',
      received: (sender) => `${sender} ofereceu-lhe um cartão-presente.`,
      resentSubject: 'O seu cartão-presente',
      resent: 'Aqui está o seu cartão-presente, como pediu.',
    },
    'Mantenha o código PIN em segredo: quem tiver o número e o PIN pode gastar o cartão.',
  ),
  nl: messages(
    { number: 'Kaartnummer', pin: 'Pincode', balance: 'Saldo', expiry: 'Geldig tot' },
    {
      receivedSubject: 'Je hebt een cadeaukaart ontvangen',
      received: (sender) => `${sender} heeft je een cadeaukaart gegeven.`,
      resentSubject: 'Je cadeaukaart',
      resent: 'Hier is je cadeaukaart, zoals je hebt gevraagd.',
    },
    'Houd de pincode geheim: iedereen met het nummer en de pincode kan de kaart gebruiken.',
  ),
};

export function cardMessages(language: Language): CardMessages {
  const known: Language = CATALOGUES[language] ? language : 'en';
  const catalogue = CATALOGUES[known];
  // The language goes with each message, so its HTML version (messaging/brand-email.ts) takes its direction.
  return {
    cardReceived: (sender, card) => ({ ...catalogue.cardReceived(sender, card), language: known }),
    cardResent: (card) => ({ ...catalogue.cardResent(card), language: known }),
  };
}

export const CARD_MESSAGE_LANGUAGES = Object.keys(CATALOGUES) as Language[];
