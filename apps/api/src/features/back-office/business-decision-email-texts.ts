import type { Language } from '@shop/contracts';
import type { MessageText } from '../../messaging/message-texts';

// The emails of the business accounts' document check (decision 0041), in the unit's default language
// (accounts keep no language of their own): verified, with the contract and the sign-in link; or
// refused, with the operator's reason.

interface DecisionWords {
  approvedSubject: string;
  approvedIntro: (company: string) => string;
  contract: (name: string) => string;
  signIn: string;
  refusedSubject: string;
  refusedIntro: (company: string) => string;
  reason: string;
  contact: string;
  /** Contract types 1 Light, 2 En Compte, 3 Registered. */
  contracts: Readonly<Record<1 | 2 | 3, string>>;
}

const WORDS: Readonly<Record<Language, DecisionWords>> = {
  en: {
    approvedSubject: 'Your business account is verified',
    approvedIntro: (company) => `Good news: the documents of ${company} are verified and your account can now order.`,
    contract: (name) => `Your contract: ${name}.`,
    signIn: 'Sign in',
    refusedSubject: 'Your business account could not be verified',
    refusedIntro: (company) => `We could not verify the documents of ${company}, so the account cannot order.`,
    reason: 'Reason',
    contact: 'Reply to this email or contact our business support if you have any question.',
    contracts: { 1: 'Light', 2: 'En Compte', 3: 'Registered' },
  },
  fr: {
    approvedSubject: 'Votre compte professionnel est vérifié',
    approvedIntro: (company) =>
      `Bonne nouvelle : les documents de ${company} sont vérifiés et votre compte peut désormais commander.`,
    contract: (name) => `Votre contrat : ${name}.`,
    signIn: 'Se connecter',
    refusedSubject: 'Votre compte professionnel n’a pas pu être vérifié',
    refusedIntro: (company) =>
      `Nous n’avons pas pu vérifier les documents de ${company} ; le compte ne peut donc pas commander.`,
    reason: 'Motif',
    contact: 'Répondez à cet e-mail ou contactez notre service aux entreprises pour toute question.',
    contracts: { 1: 'Light', 2: 'En Compte', 3: 'Enregistré' },
  },
  es: {
    approvedSubject: 'Su cuenta de empresa está verificada',
    approvedIntro: (company) =>
      `Buenas noticias: los documentos de ${company} están verificados y su cuenta ya puede pedir.`,
    contract: (name) => `Su contrato: ${name}.`,
    signIn: 'Iniciar sesión',
    refusedSubject: 'No hemos podido verificar su cuenta de empresa',
    refusedIntro: (company) =>
      `No hemos podido verificar los documentos de ${company}, por lo que la cuenta no puede pedir.`,
    reason: 'Motivo',
    contact: 'Responda a este correo o contacte con nuestro soporte para empresas si tiene alguna pregunta.',
    contracts: { 1: 'Light', 2: 'En Compte', 3: 'Registrado' },
  },
  it: {
    approvedSubject: 'Il tuo account aziendale è verificato',
    approvedIntro: (company) =>
      `Buone notizie: i documenti di ${company} sono verificati e il tuo account ora può ordinare.`,
    contract: (name) => `Il tuo contratto: ${name}.`,
    signIn: 'Accedi',
    refusedSubject: 'Non è stato possibile verificare il tuo account aziendale',
    refusedIntro: (company) =>
      `Non abbiamo potuto verificare i documenti di ${company}, quindi l'account non può ordinare.`,
    reason: 'Motivo',
    contact: "Rispondi a questa email o contatta l'assistenza aziendale per qualsiasi domanda.",
    contracts: { 1: 'Light', 2: 'En Compte', 3: 'Registrato' },
  },
  pt: {
    approvedSubject: 'A sua conta empresarial está verificada',
    approvedIntro: (company) =>
      `Boas notícias: os documentos de ${company} estão verificados e a sua conta já pode encomendar.`,
    contract: (name) => `O seu contrato: ${name}.`,
    signIn: 'Iniciar sessão',
    refusedSubject: 'Não foi possível verificar a sua conta empresarial',
    refusedIntro: (company) =>
      `Não foi possível verificar os documentos de ${company}, por isso a conta não pode encomendar.`,
    reason: 'Motivo',
    contact: 'Responda a este email ou contacte o nosso apoio a empresas se tiver alguma dúvida.',
    contracts: { 1: 'Light', 2: 'En Compte', 3: 'Registado' },
  },
  nl: {
    approvedSubject: 'Uw zakelijke account is geverifieerd',
    approvedIntro: (company) =>
      `Goed nieuws: de documenten van ${company} zijn geverifieerd en uw account kan nu bestellen.`,
    contract: (name) => `Uw contract: ${name}.`,
    signIn: 'Inloggen',
    refusedSubject: 'Uw zakelijke account kon niet worden geverifieerd',
    refusedIntro: (company) =>
      `We konden de documenten van ${company} niet verifiëren; het account kan dus niet bestellen.`,
    reason: 'Reden',
    contact: 'Beantwoord deze e-mail of neem contact op met onze zakelijke klantenservice als u vragen heeft.',
    contracts: { 1: 'Light', 2: 'En Compte', 3: 'Geregistreerd' },
  },
  zc: {
    approvedSubject: '您的企业账户已通过验证',
    approvedIntro: (company) => `好消息：${company} 的文件已通过验证，您的账户现在可以下单了。`,
    contract: (name) => `您的合同：${name}。`,
    signIn: '登录',
    refusedSubject: '您的企业账户未能通过验证',
    refusedIntro: (company) => `我们未能验证 ${company} 的文件，因此该账户无法下单。`,
    reason: '原因',
    contact: '如有任何问题，请回复此邮件或联系我们的企业客服。',
    contracts: { 1: 'Light', 2: 'En Compte', 3: '注册' },
  },
  ar: {
    approvedSubject: 'تم التحقق من حساب أعمالك',
    approvedIntro: (company) => `أخبار سارة: تم التحقق من مستندات ${company} ويمكن لحسابك الآن تقديم الطلبات.`,
    contract: (name) => `عقدك: ${name}.`,
    signIn: 'تسجيل الدخول',
    refusedSubject: 'تعذّر التحقق من حساب أعمالك',
    refusedIntro: (company) => `تعذّر علينا التحقق من مستندات ${company}، لذلك لا يمكن للحساب تقديم الطلبات.`,
    reason: 'السبب',
    contact: 'رد على هذا البريد أو تواصل مع دعم الأعمال لدينا إذا كان لديك أي سؤال.',
    contracts: { 1: 'Light', 2: 'En Compte', 3: 'مسجّل' },
  },
};

function letter(...paragraphs: string[]): string {
  return `${paragraphs.join('\n\n')}\n`;
}

export function businessDecisionEmailTexts(language: Language) {
  const words = WORDS[language];
  return {
    approved: (company: string, contractTypeId: 1 | 2 | 3, link: string): MessageText => ({
      subject: words.approvedSubject,
      body: letter(words.approvedIntro(company), words.contract(words.contracts[contractTypeId]), link),
      language,
      action: { label: words.signIn, url: link },
    }),
    refused: (company: string, reason: string): MessageText => ({
      subject: words.refusedSubject,
      body: letter(words.refusedIntro(company), `${words.reason}: ${reason}`, words.contact),
      language,
    }),
  };
}
