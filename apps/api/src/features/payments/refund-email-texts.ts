import { LANGUAGES, type Language } from '@shop/contracts';
import type { MessageText } from '../../messaging/message-texts';

export interface RefundEmailFacts {
  /** What was paid for, e.g. "order GC-123" in the buyer's words (see REFUND_SUBJECTS). */
  purpose: 'order' | 'topup' | 'topupWallet';
  reference: string;
  /** Formatted with its currency, e.g. "AED 150.00". */
  amount: string;
  /** The order's result page, where the refund is shown too; none for top-ups. */
  link: string | null;
}

interface Words {
  what: (facts: RefundEmailFacts) => string;
  subject: (what: string) => string;
  why: (what: string) => string;
  refunded: (amount: string) => string;
  when: string;
  see: string;
}

/** The money came for something that could no longer take it: a cancelled order, a top-up paid twice. */
const WORDS: Readonly<Record<Language, Words>> = {
  en: {
    what: (f) => (f.purpose === 'order' ? `order ${f.reference}` : 'your top-up'),
    subject: (what) => `Your payment for ${what} has been refunded`,
    why: (what) => `We could not use your payment for ${what}: it arrived when it was already cancelled or paid.`,
    refunded: (amount) => `We have refunded ${amount} to the means you paid with.`,
    when: 'The refund can take a few working days to appear on your statement.',
    see: 'See the order',
  },
  fr: {
    what: (f) => (f.purpose === 'order' ? `la commande ${f.reference}` : 'votre recharge'),
    subject: (what) => `Votre paiement pour ${what} a été remboursé`,
    why: (what) =>
      `Nous n'avons pas pu utiliser votre paiement pour ${what} : ` +
      `il est arrivé alors qu'elle était déjà annulée ou payée.`,
    refunded: (amount) => `Nous vous avons remboursé ${amount} sur le moyen de paiement utilisé.`,
    when: 'Le remboursement peut prendre quelques jours ouvrés pour apparaître sur votre relevé.',
    see: 'Voir la commande',
  },
  es: {
    what: (f) => (f.purpose === 'order' ? `el pedido ${f.reference}` : 'su recarga'),
    subject: (what) => `Se ha reembolsado su pago por ${what}`,
    why: (what) => `No hemos podido usar su pago para ${what}: llegó cuando ya estaba cancelado o pagado.`,
    refunded: (amount) => `Le hemos reembolsado ${amount} en el medio con el que pagó.`,
    when: 'El reembolso puede tardar unos días hábiles en aparecer en su extracto.',
    see: 'Ver el pedido',
  },
  ar: {
    what: (f) => (f.purpose === 'order' ? `الطلب ${f.reference}` : 'عملية الشحن'),
    subject: (what) => `تم رد دفعتك مقابل ${what}`,
    why: (what) => `لم نتمكن من استخدام دفعتك مقابل ${what}: وصلت بعد أن أُلغي أو دُفع بالفعل.`,
    refunded: (amount) => `رددنا ${amount} إلى وسيلة الدفع التي استخدمتها.`,
    when: 'قد يستغرق ظهور المبلغ المردود في كشف حسابك بضعة أيام عمل.',
    see: 'عرض الطلب',
  },
  it: {
    what: (f) => (f.purpose === 'order' ? `l'ordine ${f.reference}` : 'la tua ricarica'),
    subject: (what) => `Il tuo pagamento per ${what} è stato rimborsato`,
    why: (what) =>
      `Non abbiamo potuto usare il tuo pagamento per ${what}: è arrivato quando era già annullato o pagato.`,
    refunded: (amount) => `Ti abbiamo rimborsato ${amount} sul metodo con cui hai pagato.`,
    when: "Il rimborso può richiedere alcuni giorni lavorativi per comparire sull'estratto conto.",
    see: "Vedi l'ordine",
  },
  zc: {
    what: (f) => (f.purpose === 'order' ? `订单 ${f.reference}` : '您的充值'),
    subject: (what) => `您为${what}支付的款项已退款`,
    why: (what) => `我们无法使用您为${what}支付的款项：款项到达时，它已被取消或已支付。`,
    refunded: (amount) => `我们已将 ${amount} 退回到您的付款方式。`,
    when: '退款可能需要几个工作日才会显示在您的账单上。',
    see: '查看订单',
  },
  pt: {
    what: (f) => (f.purpose === 'order' ? `a encomenda ${f.reference}` : 'o seu carregamento'),
    subject: (what) => `O seu pagamento de ${what} foi reembolsado`,
    why: (what) => `Não pudemos usar o seu pagamento para ${what}: chegou quando já estava cancelado ou pago.`,
    refunded: (amount) => `Reembolsámos ${amount} no meio com que pagou.`,
    when: 'O reembolso pode demorar alguns dias úteis a aparecer no seu extrato.',
    see: 'Ver a encomenda',
  },
  nl: {
    what: (f) => (f.purpose === 'order' ? `bestelling ${f.reference}` : 'uw opwaardering'),
    subject: (what) => `Uw betaling voor ${what} is terugbetaald`,
    why: (what) =>
      `We konden uw betaling voor ${what} niet gebruiken: die kwam binnen toen alles al geannuleerd of betaald was.`,
    refunded: (amount) => `We hebben ${amount} teruggestort op het betaalmiddel dat u gebruikte.`,
    when: 'Het kan enkele werkdagen duren voordat de terugbetaling op uw afschrift staat.',
    see: 'Bekijk de bestelling',
  },
};

const isLanguage = (language: string): language is Language => (LANGUAGES as readonly string[]).includes(language);

/** The email telling a buyer their payment was refunded, in their language (English when unknown). */
export function refundEmail(language: string, facts: RefundEmailFacts): MessageText {
  const chosen: Language = isLanguage(language) ? language : 'en';
  const words = WORDS[chosen];
  const what = words.what(facts);
  const paragraphs = [words.why(what), words.refunded(facts.amount), words.when];
  if (facts.link) paragraphs.push(`${words.see}: ${facts.link}`);
  return {
    subject: words.subject(what),
    body: `${paragraphs.join('\n\n')}\n`,
    language: chosen,
    ...(facts.link ? { action: { label: words.see, url: facts.link } } : {}),
  };
}
