import type { Language } from '@shop/contracts';
import type { MessageText } from '../../messaging/message-texts';

// The company verification emails, in the language the company used on the page (the reviewer's
// decision in the language of the company's last verification request, else the unit's default).

interface KybWords {
  verifySubject: string;
  verifyIntro: (hours: number) => string;
  verifyAction: string;
  existingSubject: string;
  existingIntro: string;
  signInAction: string;
  ignore: string;
  approvedSubject: string;
  approvedIntro: (company: string) => string;
  rejectedSubject: string;
  rejectedIntro: (company: string) => string;
  reason: string;
  fixAction: string;
}

const WORDS: Readonly<Record<Language, KybWords>> = {
  en: {
    verifySubject: 'Confirm your email to verify your company',
    verifyIntro: (hours) => `To start your company's verification, confirm this email address within ${hours} hours:`,
    verifyAction: 'Confirm my email',
    existingSubject: 'Your company verification account',
    existingIntro: 'This email address already has a company verification account. Sign in to continue:',
    signInAction: 'Continue my verification',
    ignore: 'If you did not ask for this, ignore this email.',
    approvedSubject: 'Your company is verified',
    approvedIntro: (company) => `Good news: the verification of ${company} is approved.`,
    rejectedSubject: 'Your company verification needs changes',
    rejectedIntro: (company) => `The verification of ${company} was not approved.`,
    reason: 'Reason',
    fixAction: 'Update my dossier',
  },
  fr: {
    verifySubject: 'Confirmez votre e-mail pour vérifier votre entreprise',
    verifyIntro: (hours) =>
      `Pour commencer la vérification de votre entreprise, confirmez cette adresse e-mail dans les ${hours} heures :`,
    verifyAction: 'Confirmer mon e-mail',
    existingSubject: 'Votre compte de vérification d’entreprise',
    existingIntro:
      'Cette adresse e-mail a déjà un compte de vérification d’entreprise. Connectez-vous pour continuer :',
    signInAction: 'Continuer ma vérification',
    ignore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail.',
    approvedSubject: 'Votre entreprise est vérifiée',
    approvedIntro: (company) => `Bonne nouvelle : la vérification de ${company} est approuvée.`,
    rejectedSubject: 'La vérification de votre entreprise demande des corrections',
    rejectedIntro: (company) => `La vérification de ${company} n’a pas été approuvée.`,
    reason: 'Motif',
    fixAction: 'Mettre à jour mon dossier',
  },
  es: {
    verifySubject: 'Confirme su correo para verificar su empresa',
    verifyIntro: (hours) =>
      `Para empezar la verificación de su empresa, confirme esta dirección de correo en un plazo de ${hours} horas:`,
    verifyAction: 'Confirmar mi correo',
    existingSubject: 'Su cuenta de verificación de empresa',
    existingIntro: 'Esta dirección ya tiene una cuenta de verificación de empresa. Inicie sesión para continuar:',
    signInAction: 'Continuar mi verificación',
    ignore: 'Si no lo ha solicitado, ignore este correo.',
    approvedSubject: 'Su empresa está verificada',
    approvedIntro: (company) => `Buenas noticias: la verificación de ${company} está aprobada.`,
    rejectedSubject: 'La verificación de su empresa necesita cambios',
    rejectedIntro: (company) => `La verificación de ${company} no ha sido aprobada.`,
    reason: 'Motivo',
    fixAction: 'Actualizar mi expediente',
  },
  ar: {
    verifySubject: 'أكّد بريدك الإلكتروني للتحقق من شركتك',
    verifyIntro: (hours) => `لبدء التحقق من شركتك، أكّد عنوان البريد الإلكتروني هذا خلال ${hours} ساعة:`,
    verifyAction: 'تأكيد بريدي الإلكتروني',
    existingSubject: 'حساب التحقق من شركتك',
    existingIntro: 'لهذا العنوان حساب للتحقق من الشركة بالفعل. سجّل الدخول للمتابعة:',
    signInAction: 'متابعة التحقق',
    ignore: 'إذا لم تطلب ذلك، فتجاهل هذه الرسالة.',
    approvedSubject: 'تم التحقق من شركتك',
    approvedIntro: (company) => `خبر سار: تمت الموافقة على التحقق من ${company}.`,
    rejectedSubject: 'يحتاج التحقق من شركتك إلى تعديلات',
    rejectedIntro: (company) => `لم تتم الموافقة على التحقق من ${company}.`,
    reason: 'السبب',
    fixAction: 'تحديث ملفي',
  },
  it: {
    verifySubject: "Conferma la tua email per verificare l'azienda",
    verifyIntro: (hours) =>
      `Per iniziare la verifica della tua azienda, conferma questo indirizzo email entro ${hours} ore:`,
    verifyAction: 'Conferma la mia email',
    existingSubject: 'Il tuo account di verifica aziendale',
    existingIntro: 'Questo indirizzo ha già un account di verifica aziendale. Accedi per continuare:',
    signInAction: 'Continua la verifica',
    ignore: 'Se non sei stato tu, ignora questa email.',
    approvedSubject: 'La tua azienda è verificata',
    approvedIntro: (company) => `Buone notizie: la verifica di ${company} è approvata.`,
    rejectedSubject: 'La verifica della tua azienda richiede modifiche',
    rejectedIntro: (company) => `La verifica di ${company} non è stata approvata.`,
    reason: 'Motivo',
    fixAction: 'Aggiorna il mio dossier',
  },
  zc: {
    verifySubject: '确认您的邮箱以验证您的企业',
    verifyIntro: (hours) => `要开始企业验证，请在 ${hours} 小时内确认此邮箱地址：`,
    verifyAction: '确认我的邮箱',
    existingSubject: '您的企业验证账户',
    existingIntro: '此邮箱地址已有企业验证账户。请登录以继续：',
    signInAction: '继续验证',
    ignore: '如果这不是您本人的操作，请忽略此邮件。',
    approvedSubject: '您的企业已通过验证',
    approvedIntro: (company) => `好消息：${company} 的验证已获批准。`,
    rejectedSubject: '您的企业验证需要修改',
    rejectedIntro: (company) => `${company} 的验证未获批准。`,
    reason: '原因',
    fixAction: '更新我的资料',
  },
  pt: {
    verifySubject: 'Confirme o seu e-mail para verificar a sua empresa',
    verifyIntro: (hours) =>
      `Para iniciar a verificação da sua empresa, confirme este endereço de e-mail no prazo de ${hours} horas:`,
    verifyAction: 'Confirmar o meu e-mail',
    existingSubject: 'A sua conta de verificação de empresa',
    existingIntro: 'Este endereço já tem uma conta de verificação de empresa. Inicie sessão para continuar:',
    signInAction: 'Continuar a verificação',
    ignore: 'Se não foi você, ignore este e-mail.',
    approvedSubject: 'A sua empresa está verificada',
    approvedIntro: (company) => `Boas notícias: a verificação de ${company} foi aprovada.`,
    rejectedSubject: 'A verificação da sua empresa precisa de alterações',
    rejectedIntro: (company) => `A verificação de ${company} não foi aprovada.`,
    reason: 'Motivo',
    fixAction: 'Atualizar o meu processo',
  },
  nl: {
    verifySubject: 'Bevestig uw e-mailadres om uw bedrijf te laten verifiëren',
    verifyIntro: (hours) => `Bevestig dit e-mailadres binnen ${hours} uur om de verificatie van uw bedrijf te starten:`,
    verifyAction: 'Mijn e-mailadres bevestigen',
    existingSubject: 'Uw account voor bedrijfsverificatie',
    existingIntro: 'Dit e-mailadres heeft al een account voor bedrijfsverificatie. Log in om verder te gaan:',
    signInAction: 'Mijn verificatie voortzetten',
    ignore: 'Heeft u hier niet om gevraagd, negeer deze e-mail dan.',
    approvedSubject: 'Uw bedrijf is geverifieerd',
    approvedIntro: (company) => `Goed nieuws: de verificatie van ${company} is goedgekeurd.`,
    rejectedSubject: 'De verificatie van uw bedrijf vraagt om wijzigingen',
    rejectedIntro: (company) => `De verificatie van ${company} is niet goedgekeurd.`,
    reason: 'Reden',
    fixAction: 'Mijn dossier bijwerken',
  },
};

function letter(...paragraphs: string[]): string {
  return `${paragraphs.join('\n\n')}\n`;
}

export function kybEmailTexts(language: Language) {
  const words = WORDS[language];
  return {
    verifyEmail: (link: string, hours: number): MessageText => ({
      subject: words.verifySubject,
      body: letter(`${words.verifyIntro(hours)}\n${link}`, words.ignore),
      language,
      action: { label: words.verifyAction, url: link },
    }),
    existingAccount: (link: string): MessageText => ({
      subject: words.existingSubject,
      body: letter(`${words.existingIntro}\n${link}`, words.ignore),
      language,
      action: { label: words.signInAction, url: link },
    }),
    approved: (company: string, link: string): MessageText => ({
      subject: words.approvedSubject,
      body: letter(words.approvedIntro(company), link),
      language,
    }),
    rejected: (company: string, reason: string, link: string): MessageText => ({
      subject: words.rejectedSubject,
      body: letter(words.rejectedIntro(company), `${words.reason}: ${reason}`, `${link}`),
      language,
      action: { label: words.fixAction, url: link },
    }),
  };
}
