import { fromWireLanguage, type Language, type WireLanguage } from '@shop/contracts';

export interface MessageText {
  subject: string;
  body: string;
  /** The receiver's language, for the HTML version's direction (set by messageTexts). */
  language?: Language;
  /** The main link, a button in the HTML version (renderBrandEmail). */
  action?: { label: string; url: string };
}

interface MessageCatalogue {
  confirmAccount(name: string, link: string): MessageText;
  resetPassword(name: string, link: string): MessageText;
  validateAccount(name: string, link: string): MessageText;
  /** To an account's owner when someone registers with its address: sign in, or reset the password. */
  registrationAttempt(name: string, signInLink: string, resetLink: string): MessageText;
  /** The one-time code, by SMS or email; it expires after `minutes`. */
  verificationCode(code: string, minutes: number): MessageText;
}

/** An email body: paragraphs separated by a blank line, ending with a line break. */
function letter(...paragraphs: string[]): string {
  return `${paragraphs.join('\n\n')}\n`;
}

// What the shop sends by email and SMS, in the language the customer used on the page.
const CATALOGUES: Readonly<Record<Language, MessageCatalogue>> = {
  en: {
    confirmAccount: (name, link) => ({
      subject: 'Confirm your account',
      body: letter(`Hello ${name},`, `confirm your account within 24 hours:\n${link}`),
    }),
    resetPassword: (name, link) => ({
      subject: 'Reset your password',
      body: letter(
        `Hello ${name},`,
        `choose a new password within 24 hours:\n${link}`,
        `If you did not ask for this, ignore this email.`,
      ),
    }),
    validateAccount: (name, link) => ({
      subject: 'Validate your account',
      body: letter(`Hello ${name},`, `approve or reject the activation of your account:\n${link}`),
    }),
    verificationCode: (code, minutes) => ({
      subject: 'Your verification code',
      body: `Your verification code is ${code}. It expires in ${minutes} minutes.`,
    }),
    registrationAttempt: (name, signInLink, resetLink) => ({
      subject: 'Someone tried to register with your email address',
      body: letter(
        `Hello ${name},`,
        `someone tried to create an account with this email address, which already has one. ` +
          `If it was you, sign in:\n${signInLink}`,
        `or choose a new password within 24 hours:\n${resetLink}`,
        `If it was not you, ignore this email: your account has not changed.`,
      ),
    }),
  },
  fr: {
    confirmAccount: (name, link) => ({
      subject: 'Confirmez votre compte',
      body: letter(`Bonjour ${name},`, `confirmez votre compte dans les 24 heures :\n${link}`),
    }),
    resetPassword: (name, link) => ({
      subject: 'Réinitialisez votre mot de passe',
      body: letter(
        `Bonjour ${name},`,
        `choisissez un nouveau mot de passe dans les 24 heures :\n${link}`,
        `Si vous n'avez rien demandé, ignorez cet e-mail.`,
      ),
    }),
    validateAccount: (name, link) => ({
      subject: 'Validez votre compte',
      body: letter(`Bonjour ${name},`, `acceptez ou refusez l'activation de votre compte :\n${link}`),
    }),
    verificationCode: (code, minutes) => ({
      subject: 'Votre code de vérification',
      body: `Votre code de vérification est ${code}. Il expire dans ${minutes} minutes.`,
    }),
    registrationAttempt: (name, signInLink, resetLink) => ({
      subject: "Tentative d'inscription avec votre adresse e-mail",
      body: letter(
        `Bonjour ${name},`,
        `quelqu'un a essayé de créer un compte avec cette adresse e-mail, qui en a déjà un. ` +
          `Si c'était vous, connectez-vous :\n${signInLink}`,
        `ou choisissez un nouveau mot de passe dans les 24 heures :\n${resetLink}`,
        `Si ce n'était pas vous, ignorez cet e-mail : votre compte n'a pas changé.`,
      ),
    }),
  },
  es: {
    confirmAccount: (name, link) => ({
      subject: 'Confirme su cuenta',
      body: letter(`Hola, ${name}:`, `confirme su cuenta en las próximas 24 horas:\n${link}`),
    }),
    resetPassword: (name, link) => ({
      subject: 'Restablezca su contraseña',
      body: letter(
        `Hola, ${name}:`,
        `elija una nueva contraseña en las próximas 24 horas:\n${link}`,
        `Si no lo ha solicitado, ignore este correo.`,
      ),
    }),
    validateAccount: (name, link) => ({
      subject: 'Valide su cuenta',
      body: letter(`Hola, ${name}:`, `apruebe o rechace la activación de su cuenta:\n${link}`),
    }),
    verificationCode: (code, minutes) => ({
      subject: 'Su código de verificación',
      body: `Su código de verificación es ${code}. Caduca en ${minutes} minutos.`,
    }),
    registrationAttempt: (name, signInLink, resetLink) => ({
      subject: 'Intento de registro con su dirección de correo',
      body: letter(
        `Hola, ${name}:`,
        `alguien ha intentado crear una cuenta con esta dirección de correo, que ya tiene una. ` +
          `Si ha sido usted, inicie sesión:\n${signInLink}`,
        `o elija una nueva contraseña en las próximas 24 horas:\n${resetLink}`,
        `Si no ha sido usted, ignore este correo: su cuenta no ha cambiado.`,
      ),
    }),
  },
  ar: {
    confirmAccount: (name, link) => ({
      subject: 'تأكيد حسابك',
      body: letter(`مرحبًا ${name}،`, `يرجى تأكيد حسابك خلال 24 ساعة:\n${link}`),
    }),
    resetPassword: (name, link) => ({
      subject: 'إعادة تعيين كلمة المرور',
      body: letter(
        `مرحبًا ${name}،`,
        `اختر كلمة مرور جديدة خلال 24 ساعة:\n${link}`,
        `إذا لم تطلب ذلك، فتجاهل هذه الرسالة.`,
      ),
    }),
    validateAccount: (name, link) => ({
      subject: 'التحقق من حسابك',
      body: letter(`مرحبًا ${name}،`, `وافق على تفعيل حسابك أو ارفضه:\n${link}`),
    }),
    verificationCode: (code, minutes) => ({
      subject: 'رمز التحقق الخاص بك',
      body: `رمز التحقق الخاص بك هو ${code}. تنتهي صلاحيته خلال ${minutes} دقائق.`,
    }),
    registrationAttempt: (name, signInLink, resetLink) => ({
      subject: 'محاولة تسجيل باستخدام بريدك الإلكتروني',
      body: letter(
        `مرحبًا ${name}،`,
        `حاول شخص ما إنشاء حساب بهذا البريد الإلكتروني، وله حساب لدينا بالفعل. إذا كنت أنت، ` +
          `فسجّل الدخول:\n${signInLink}`,
        `أو اختر كلمة مرور جديدة خلال 24 ساعة:\n${resetLink}`,
        `إذا لم تكن أنت، فتجاهل هذه الرسالة: لم يتغير شيء في حسابك.`,
      ),
    }),
  },
  it: {
    confirmAccount: (name, link) => ({
      subject: 'Conferma il tuo account',
      body: letter(`Ciao ${name},`, `conferma il tuo account entro 24 ore:\n${link}`),
    }),
    resetPassword: (name, link) => ({
      subject: 'Reimposta la password',
      body: letter(
        `Ciao ${name},`,
        `scegli una nuova password entro 24 ore:\n${link}`,
        `Se non l'hai richiesto, ignora questa email.`,
      ),
    }),
    validateAccount: (name, link) => ({
      subject: 'Convalida il tuo account',
      body: letter(`Ciao ${name},`, `approva o rifiuta l'attivazione del tuo account:\n${link}`),
    }),
    verificationCode: (code, minutes) => ({
      subject: 'Il tuo codice di verifica',
      body: `Il tuo codice di verifica è ${code}. Scade tra ${minutes} minuti.`,
    }),
    registrationAttempt: (name, signInLink, resetLink) => ({
      subject: 'Tentativo di registrazione con il tuo indirizzo email',
      body: letter(
        `Ciao ${name},`,
        `qualcuno ha provato a creare un account con questo indirizzo email, che ne ha già uno. ` +
          `Se eri tu, accedi:\n${signInLink}`,
        `oppure scegli una nuova password entro 24 ore:\n${resetLink}`,
        `Se non eri tu, ignora questa email: il tuo account non è cambiato.`,
      ),
    }),
  },
  zc: {
    confirmAccount: (name, link) => ({
      subject: '确认您的账户',
      body: letter(`${name}，您好：`, `请在 24 小时内确认您的账户：\n${link}`),
    }),
    resetPassword: (name, link) => ({
      subject: '重置您的密码',
      body: letter(`${name}，您好：`, `请在 24 小时内设置新密码：\n${link}`, `如果这不是您本人的请求，请忽略此邮件。`),
    }),
    validateAccount: (name, link) => ({
      subject: '验证您的账户',
      body: letter(`${name}，您好：`, `请批准或拒绝激活您的账户：\n${link}`),
    }),
    verificationCode: (code, minutes) => ({
      subject: '您的验证码',
      body: `您的验证码是 ${code}，${minutes} 分钟后失效。`,
    }),
    registrationAttempt: (name, signInLink, resetLink) => ({
      subject: '有人尝试使用您的邮箱注册',
      body: letter(
        `${name}，您好：`,
        `有人尝试使用此邮箱地址创建账户，而该地址已有账户。如果是您本人，请登录：\n${signInLink}`,
        `或在 24 小时内设置新密码：\n${resetLink}`,
        `如果不是您本人，请忽略此邮件：您的账户没有任何变化。`,
      ),
    }),
  },
  pt: {
    confirmAccount: (name, link) => ({
      subject: 'Confirme a sua conta',
      body: letter(`Olá ${name},`, `confirme a sua conta nas próximas 24 horas:\n${link}`),
    }),
    resetPassword: (name, link) => ({
      subject: 'Redefina a sua palavra-passe',
      body: letter(
        `Olá ${name},`,
        `escolha uma nova palavra-passe nas próximas 24 horas:\n${link}`,
        `Se não fez este pedido, ignore este email.`,
      ),
    }),
    validateAccount: (name, link) => ({
      subject: 'Valide a sua conta',
      body: letter(`Olá ${name},`, `aprove ou recuse a ativação da sua conta:\n${link}`),
    }),
    verificationCode: (code, minutes) => ({
      subject: 'O seu código de verificação',
      body: `O seu código de verificação é ${code}. Expira dentro de ${minutes} minutos.`,
    }),
    registrationAttempt: (name, signInLink, resetLink) => ({
      subject: 'Tentativa de registo com o seu endereço de email',
      body: letter(
        `Olá ${name},`,
        `alguém tentou criar uma conta com este endereço de email, que já tem uma. ` +
          `Se foi você, inicie sessão:\n${signInLink}`,
        `ou escolha uma nova palavra-passe nas próximas 24 horas:\n${resetLink}`,
        `Se não foi você, ignore este email: a sua conta não foi alterada.`,
      ),
    }),
  },
  nl: {
    confirmAccount: (name, link) => ({
      subject: 'Bevestig uw account',
      body: letter(`Hallo ${name},`, `bevestig uw account binnen 24 uur:\n${link}`),
    }),
    resetPassword: (name, link) => ({
      subject: 'Stel uw wachtwoord opnieuw in',
      body: letter(
        `Hallo ${name},`,
        `kies binnen 24 uur een nieuw wachtwoord:\n${link}`,
        `Heeft u dit niet aangevraagd? Negeer dan deze e-mail.`,
      ),
    }),
    validateAccount: (name, link) => ({
      subject: 'Valideer uw account',
      body: letter(`Hallo ${name},`, `keur de activering van uw account goed of af:\n${link}`),
    }),
    verificationCode: (code, minutes) => ({
      subject: 'Uw verificatiecode',
      body: `Uw verificatiecode is ${code}. Deze verloopt over ${minutes} minuten.`,
    }),
    registrationAttempt: (name, signInLink, resetLink) => ({
      subject: 'Registratiepoging met uw e-mailadres',
      body: letter(
        `Hallo ${name},`,
        `iemand heeft geprobeerd een account aan te maken met dit e-mailadres, dat al een account heeft. ` +
          `Was u dat, meld u dan aan:\n${signInLink}`,
        `of kies binnen 24 uur een nieuw wachtwoord:\n${resetLink}`,
        `Was u het niet? Negeer dan deze e-mail: uw account is niet gewijzigd.`,
      ),
    }),
  },
};

/** The labels of the HTML emails' buttons (the main link of each message). */
interface ButtonLabels {
  confirmAccount: string;
  resetPassword: string;
  validateAccount: string;
  signIn: string;
}

export const BUTTON_LABELS: Readonly<Record<Language, ButtonLabels>> = {
  en: {
    confirmAccount: 'Confirm my account',
    resetPassword: 'Choose a new password',
    validateAccount: 'Approve or reject',
    signIn: 'Sign in',
  },
  fr: {
    confirmAccount: 'Confirmer mon compte',
    resetPassword: 'Choisir un nouveau mot de passe',
    validateAccount: 'Accepter ou refuser',
    signIn: 'Se connecter',
  },
  es: {
    confirmAccount: 'Confirmar mi cuenta',
    resetPassword: 'Elegir una nueva contraseña',
    validateAccount: 'Aprobar o rechazar',
    signIn: 'Iniciar sesión',
  },
  ar: {
    confirmAccount: 'تأكيد حسابي',
    resetPassword: 'اختيار كلمة مرور جديدة',
    validateAccount: 'الموافقة أو الرفض',
    signIn: 'تسجيل الدخول',
  },
  it: {
    confirmAccount: 'Conferma il mio account',
    resetPassword: 'Scegli una nuova password',
    validateAccount: 'Approva o rifiuta',
    signIn: 'Accedi',
  },
  zc: {
    confirmAccount: '确认我的账户',
    resetPassword: '设置新密码',
    validateAccount: '批准或拒绝',
    signIn: '登录',
  },
  pt: {
    confirmAccount: 'Confirmar a minha conta',
    resetPassword: 'Escolher uma nova palavra-passe',
    validateAccount: 'Aprovar ou recusar',
    signIn: 'Iniciar sessão',
  },
  nl: {
    confirmAccount: 'Mijn account bevestigen',
    resetPassword: 'Nieuw wachtwoord kiezen',
    validateAccount: 'Goedkeuren of afwijzen',
    signIn: 'Aanmelden',
  },
};

/**
 * The texts of the shop's emails and SMS in the language of the page that asked for them, each with
 * its language and main link, so the outbox makes its HTML version in the unit's look.
 */
export function messageTexts(wireLanguage: WireLanguage): MessageCatalogue {
  const language = fromWireLanguage(wireLanguage);
  const texts = CATALOGUES[language];
  const buttons = BUTTON_LABELS[language];
  return {
    confirmAccount: (name, link) => ({
      ...texts.confirmAccount(name, link),
      language,
      action: { label: buttons.confirmAccount, url: link },
    }),
    resetPassword: (name, link) => ({
      ...texts.resetPassword(name, link),
      language,
      action: { label: buttons.resetPassword, url: link },
    }),
    validateAccount: (name, link) => ({
      ...texts.validateAccount(name, link),
      language,
      action: { label: buttons.validateAccount, url: link },
    }),
    registrationAttempt: (name, signInLink, resetLink) => ({
      ...texts.registrationAttempt(name, signInLink, resetLink),
      language,
      action: { label: buttons.signIn, url: signInLink },
    }),
    verificationCode: (code, minutes) => ({ ...texts.verificationCode(code, minutes), language }),
  };
}
