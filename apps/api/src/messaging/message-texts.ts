import { fromWireLanguage, type Language, type WireLanguage } from '@shop/contracts';

export interface MessageText {
  subject: string;
  body: string;
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

// What the shop sends by email and SMS, in the language the customer used on the page.
const CATALOGUES: Readonly<Record<Language, MessageCatalogue>> = {
  en: {
    confirmAccount: (name, link) => ({
      subject: 'Confirm your account',
      body: `Hello ${name},\n\nconfirm your account within 24 hours:\n${link}\n`,
    }),
    resetPassword: (name, link) => ({
      subject: 'Reset your password',
      body: `Hello ${name},\n\nchoose a new password within 24 hours:\n${link}\n\nIf you did not ask for this, ignore this email.\n`,
    }),
    validateAccount: (name, link) => ({
      subject: 'Validate your account',
      body: `Hello ${name},\n\napprove or reject the activation of your account:\n${link}\n`,
    }),
    verificationCode: (code, minutes) => ({
      subject: 'Your verification code',
      body: `Your verification code is ${code}. It expires in ${minutes} minutes.`,
    }),
    registrationAttempt: (name, signInLink, resetLink) => ({
      subject: 'Someone tried to register with your email address',
      body: `Hello ${name},\n\nsomeone tried to create an account with this email address, which already has one. If it was you, sign in:\n${signInLink}\n\nor choose a new password within 24 hours:\n${resetLink}\n\nIf it was not you, ignore this email: your account has not changed.\n`,
    }),
  },
  fr: {
    confirmAccount: (name, link) => ({
      subject: 'Confirmez votre compte',
      body: `Bonjour ${name},\n\nconfirmez votre compte dans les 24 heures :\n${link}\n`,
    }),
    resetPassword: (name, link) => ({
      subject: 'Réinitialisez votre mot de passe',
      body: `Bonjour ${name},\n\nchoisissez un nouveau mot de passe dans les 24 heures :\n${link}\n\nSi vous n'avez rien demandé, ignorez cet e-mail.\n`,
    }),
    validateAccount: (name, link) => ({
      subject: 'Validez votre compte',
      body: `Bonjour ${name},\n\nacceptez ou refusez l'activation de votre compte :\n${link}\n`,
    }),
    verificationCode: (code, minutes) => ({
      subject: 'Votre code de vérification',
      body: `Votre code de vérification est ${code}. Il expire dans ${minutes} minutes.`,
    }),
    registrationAttempt: (name, signInLink, resetLink) => ({
      subject: "Tentative d'inscription avec votre adresse e-mail",
      body: `Bonjour ${name},\n\nquelqu'un a essayé de créer un compte avec cette adresse e-mail, qui en a déjà un. Si c'était vous, connectez-vous :\n${signInLink}\n\nou choisissez un nouveau mot de passe dans les 24 heures :\n${resetLink}\n\nSi ce n'était pas vous, ignorez cet e-mail : votre compte n'a pas changé.\n`,
    }),
  },
  es: {
    confirmAccount: (name, link) => ({
      subject: 'Confirme su cuenta',
      body: `Hola, ${name}:\n\nconfirme su cuenta en las próximas 24 horas:\n${link}\n`,
    }),
    resetPassword: (name, link) => ({
      subject: 'Restablezca su contraseña',
      body: `Hola, ${name}:\n\nelija una nueva contraseña en las próximas 24 horas:\n${link}\n\nSi no lo ha solicitado, ignore este correo.\n`,
    }),
    validateAccount: (name, link) => ({
      subject: 'Valide su cuenta',
      body: `Hola, ${name}:\n\napruebe o rechace la activación de su cuenta:\n${link}\n`,
    }),
    verificationCode: (code, minutes) => ({
      subject: 'Su código de verificación',
      body: `Su código de verificación es ${code}. Caduca en ${minutes} minutos.`,
    }),
    registrationAttempt: (name, signInLink, resetLink) => ({
      subject: 'Intento de registro con su dirección de correo',
      body: `Hola, ${name}:\n\nalguien ha intentado crear una cuenta con esta dirección de correo, que ya tiene una. Si ha sido usted, inicie sesión:\n${signInLink}\n\no elija una nueva contraseña en las próximas 24 horas:\n${resetLink}\n\nSi no ha sido usted, ignore este correo: su cuenta no ha cambiado.\n`,
    }),
  },
  ar: {
    confirmAccount: (name, link) => ({
      subject: 'تأكيد حسابك',
      body: `مرحبًا ${name}،\n\nيرجى تأكيد حسابك خلال 24 ساعة:\n${link}\n`,
    }),
    resetPassword: (name, link) => ({
      subject: 'إعادة تعيين كلمة المرور',
      body: `مرحبًا ${name}،\n\nاختر كلمة مرور جديدة خلال 24 ساعة:\n${link}\n\nإذا لم تطلب ذلك، فتجاهل هذه الرسالة.\n`,
    }),
    validateAccount: (name, link) => ({
      subject: 'التحقق من حسابك',
      body: `مرحبًا ${name}،\n\nوافق على تفعيل حسابك أو ارفضه:\n${link}\n`,
    }),
    verificationCode: (code, minutes) => ({
      subject: 'رمز التحقق الخاص بك',
      body: `رمز التحقق الخاص بك هو ${code}. تنتهي صلاحيته خلال ${minutes} دقائق.`,
    }),
    registrationAttempt: (name, signInLink, resetLink) => ({
      subject: 'محاولة تسجيل باستخدام بريدك الإلكتروني',
      body: `مرحبًا ${name}،\n\nحاول شخص ما إنشاء حساب بهذا البريد الإلكتروني، وله حساب لدينا بالفعل. إذا كنت أنت، فسجّل الدخول:\n${signInLink}\n\nأو اختر كلمة مرور جديدة خلال 24 ساعة:\n${resetLink}\n\nإذا لم تكن أنت، فتجاهل هذه الرسالة: لم يتغير شيء في حسابك.\n`,
    }),
  },
  it: {
    confirmAccount: (name, link) => ({
      subject: 'Conferma il tuo account',
      body: `Ciao ${name},\n\nconferma il tuo account entro 24 ore:\n${link}\n`,
    }),
    resetPassword: (name, link) => ({
      subject: 'Reimposta la password',
      body: `Ciao ${name},\n\nscegli una nuova password entro 24 ore:\n${link}\n\nSe non l'hai richiesto, ignora questa email.\n`,
    }),
    validateAccount: (name, link) => ({
      subject: 'Convalida il tuo account',
      body: `Ciao ${name},\n\napprova o rifiuta l'attivazione del tuo account:\n${link}\n`,
    }),
    verificationCode: (code, minutes) => ({
      subject: 'Il tuo codice di verifica',
      body: `Il tuo codice di verifica è ${code}. Scade tra ${minutes} minuti.`,
    }),
    registrationAttempt: (name, signInLink, resetLink) => ({
      subject: 'Tentativo di registrazione con il tuo indirizzo email',
      body: `Ciao ${name},\n\nqualcuno ha provato a creare un account con questo indirizzo email, che ne ha già uno. Se eri tu, accedi:\n${signInLink}\n\noppure scegli una nuova password entro 24 ore:\n${resetLink}\n\nSe non eri tu, ignora questa email: il tuo account non è cambiato.\n`,
    }),
  },
  zc: {
    confirmAccount: (name, link) => ({
      subject: '确认您的账户',
      body: `${name}，您好：\n\n请在 24 小时内确认您的账户：\n${link}\n`,
    }),
    resetPassword: (name, link) => ({
      subject: '重置您的密码',
      body: `${name}，您好：\n\n请在 24 小时内设置新密码：\n${link}\n\n如果这不是您本人的请求，请忽略此邮件。\n`,
    }),
    validateAccount: (name, link) => ({
      subject: '验证您的账户',
      body: `${name}，您好：\n\n请批准或拒绝激活您的账户：\n${link}\n`,
    }),
    verificationCode: (code, minutes) => ({
      subject: '您的验证码',
      body: `您的验证码是 ${code}，${minutes} 分钟后失效。`,
    }),
    registrationAttempt: (name, signInLink, resetLink) => ({
      subject: '有人尝试使用您的邮箱注册',
      body: `${name}，您好：\n\n有人尝试使用此邮箱地址创建账户，而该地址已有账户。如果是您本人，请登录：\n${signInLink}\n\n或在 24 小时内设置新密码：\n${resetLink}\n\n如果不是您本人，请忽略此邮件：您的账户没有任何变化。\n`,
    }),
  },
  pt: {
    confirmAccount: (name, link) => ({
      subject: 'Confirme a sua conta',
      body: `Olá ${name},\n\nconfirme a sua conta nas próximas 24 horas:\n${link}\n`,
    }),
    resetPassword: (name, link) => ({
      subject: 'Redefina a sua palavra-passe',
      body: `Olá ${name},\n\nescolha uma nova palavra-passe nas próximas 24 horas:\n${link}\n\nSe não fez este pedido, ignore este email.\n`,
    }),
    validateAccount: (name, link) => ({
      subject: 'Valide a sua conta',
      body: `Olá ${name},\n\naprove ou recuse a ativação da sua conta:\n${link}\n`,
    }),
    verificationCode: (code, minutes) => ({
      subject: 'O seu código de verificação',
      body: `O seu código de verificação é ${code}. Expira dentro de ${minutes} minutos.`,
    }),
    registrationAttempt: (name, signInLink, resetLink) => ({
      subject: 'Tentativa de registo com o seu endereço de email',
      body: `Olá ${name},\n\nalguém tentou criar uma conta com este endereço de email, que já tem uma. Se foi você, inicie sessão:\n${signInLink}\n\nou escolha uma nova palavra-passe nas próximas 24 horas:\n${resetLink}\n\nSe não foi você, ignore este email: a sua conta não foi alterada.\n`,
    }),
  },
  nl: {
    confirmAccount: (name, link) => ({
      subject: 'Bevestig uw account',
      body: `Hallo ${name},\n\nbevestig uw account binnen 24 uur:\n${link}\n`,
    }),
    resetPassword: (name, link) => ({
      subject: 'Stel uw wachtwoord opnieuw in',
      body: `Hallo ${name},\n\nkies binnen 24 uur een nieuw wachtwoord:\n${link}\n\nHeeft u dit niet aangevraagd? Negeer dan deze e-mail.\n`,
    }),
    validateAccount: (name, link) => ({
      subject: 'Valideer uw account',
      body: `Hallo ${name},\n\nkeur de activering van uw account goed of af:\n${link}\n`,
    }),
    verificationCode: (code, minutes) => ({
      subject: 'Uw verificatiecode',
      body: `Uw verificatiecode is ${code}. Deze verloopt over ${minutes} minuten.`,
    }),
    registrationAttempt: (name, signInLink, resetLink) => ({
      subject: 'Registratiepoging met uw e-mailadres',
      body: `Hallo ${name},\n\niemand heeft geprobeerd een account aan te maken met dit e-mailadres, dat al een account heeft. Was u dat, meld u dan aan:\n${signInLink}\n\nof kies binnen 24 uur een nieuw wachtwoord:\n${resetLink}\n\nWas u het niet? Negeer dan deze e-mail: uw account is niet gewijzigd.\n`,
    }),
  },
};

/** The texts of the shop's emails and SMS in the language of the page that asked for them. */
export function messageTexts(language: WireLanguage): MessageCatalogue {
  return CATALOGUES[fromWireLanguage(language)];
}
