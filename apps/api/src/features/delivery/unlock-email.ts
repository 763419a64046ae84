import { LANGUAGES, type Language } from '@shop/contracts';
import type { Services } from '../services';
import type { OutgoingMessage } from '../../messaging/outbox';
import type { Order } from '../orders/order-repository';

/** The unlock page of a physical order (payment-return remote, spec 1 section 4 "Unlock page"). */
export function unlockLink(shopUrl: string, buId: string, orderNo: string): string {
  return `${shopUrl}/${encodeURIComponent(buId)}/unlock?${new URLSearchParams({ orderNo })}`;
}

interface Words {
  subject: (orderNo: string) => string;
  posted: (orderNo: string, cardCount: number) => string;
  locked: string;
  button: string;
}

const WORDS: Readonly<Record<Language, Words>> = {
  en: {
    subject: (orderNo) => `Your order ${orderNo} is on its way by post`,
    posted: (orderNo, count) => `The ${count} gift card(s) of order ${orderNo} are being sent by post.`,
    locked: 'For your safety they stay locked until you receive them. Once the letter has arrived, unlock them here:',
    button: 'Unlock my cards',
  },
  fr: {
    subject: (orderNo) => `Votre commande ${orderNo} part par courrier`,
    posted: (orderNo, count) => `Les ${count} carte(s) cadeau(x) de la commande ${orderNo} partent par courrier.`,
    locked:
      "Pour votre sécurité, elles restent verrouillées jusqu'à leur réception. Une fois la lettre arrivée, " +
      'déverrouillez-les ici :',
    button: 'Déverrouiller mes cartes',
  },
  es: {
    subject: (orderNo) => `Su pedido ${orderNo} va de camino por correo`,
    posted: (orderNo, count) => `Las ${count} tarjeta(s) regalo del pedido ${orderNo} se envían por correo.`,
    locked: 'Por su seguridad, permanecen bloqueadas hasta que las reciba. Cuando llegue la carta, desbloquéelas aquí:',
    button: 'Desbloquear mis tarjetas',
  },
  ar: {
    subject: (orderNo) => `طلبك ${orderNo} في طريقه إليك بالبريد`,
    posted: (orderNo, count) => `يتم إرسال ${count} بطاقة هدية من الطلب ${orderNo} بالبريد.`,
    locked: 'حفاظاً على أمانك تبقى البطاقات مقفلة حتى تستلمها. عند وصول الرسالة، افتح قفلها من هنا:',
    button: 'فتح قفل بطاقاتي',
  },
  it: {
    subject: (orderNo) => `Il suo ordine ${orderNo} è in viaggio per posta`,
    posted: (orderNo, count) => `Le ${count} gift card dell'ordine ${orderNo} vengono spedite per posta.`,
    locked:
      'Per la sua sicurezza restano bloccate finché non le riceve. Quando la lettera è arrivata, le sblocchi qui:',
    button: 'Sblocca le mie carte',
  },
  zc: {
    subject: (orderNo) => `您的订单 ${orderNo} 已通过邮寄发出`,
    posted: (orderNo, count) => `订单 ${orderNo} 的 ${count} 张礼品卡正在邮寄中。`,
    locked: '为了您的安全，礼品卡在您收到之前保持锁定。收到信件后，请在此解锁：',
    button: '解锁我的礼品卡',
  },
  pt: {
    subject: (orderNo) => `A sua encomenda ${orderNo} segue por correio`,
    posted: (orderNo, count) => `Os ${count} cartão(ões)-presente da encomenda ${orderNo} seguem por correio.`,
    locked: 'Para sua segurança ficam bloqueados até os receber. Quando a carta chegar, desbloqueie-os aqui:',
    button: 'Desbloquear os meus cartões',
  },
  nl: {
    subject: (orderNo) => `Uw bestelling ${orderNo} is per post onderweg`,
    posted: (orderNo, count) => `De ${count} cadeaukaart(en) van bestelling ${orderNo} worden per post verstuurd.`,
    locked:
      'Voor uw veiligheid blijven ze geblokkeerd tot u ze ontvangt. Is de brief aangekomen, ontgrendel ze dan hier:',
    button: 'Mijn kaarten ontgrendelen',
  },
};

/**
 * The buyer's email of a paid physical order: its cards go by post and stay blocked until the buyer,
 * having received them, unlocks the order from this email's link. Sent once, with the settlement.
 */
export function unlockEmail(
  services: Pick<Services, 'shopUrl'>,
  order: Pick<Order, 'buId' | 'orderNo' | 'buyerEmail' | 'language'>,
  cardCount: number,
): OutgoingMessage {
  const language = (LANGUAGES as readonly string[]).includes(order.language) ? (order.language as Language) : 'en';
  const words = WORDS[language];
  const link = unlockLink(services.shopUrl, order.buId, order.orderNo);
  return {
    buId: order.buId,
    channel: 'email',
    recipient: order.buyerEmail,
    language,
    subject: words.subject(order.orderNo),
    body: `${words.posted(order.orderNo, cardCount)}\n\n${words.locked}\n${link}\n`,
    action: { label: words.button, url: link },
  };
}
