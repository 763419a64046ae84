import { LANGUAGES, register, resetPassword, sendEmailOtp, sendOtp, toWireLanguage } from '@shop/contracts';
import { orderEmailTexts } from '../features/orders/order-email-texts';
import { BUTTON_LABELS, messageTexts } from '../messaging/message-texts';
import { DEMO, linkIn, startTestApi, type TestApi } from '../testing/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe("emails and SMS speak the language of the customer's page", () => {
  it('a registration on the French page is confirmed by a French email', async () => {
    const email = 'lea.bernard@example.com';
    const registered = await api.client({ buId: '250', language: 'fr' }).call(register, {
      email,
      firstName: 'Léa',
      lastName: 'Bernard',
      password: 'Bienvenue-2024',
      mobileNo: '+33612345678',
      isSubscription: false,
      captchaToken: await api.captchaToken('250'),
    });
    expect(registered.ok).toBe(true);
    const [message] = await api.outbox(email);
    expect(message.subject).toBe('Confirmez votre compte');
    expect(message.body).toMatch(/^Bonjour Léa,\n\nconfirmez votre compte dans les 24 heures :\n/);
    expect(linkIn(message.body).pathname).toBe('/250/auth/confirm');
  });

  it('a password reset asked in Arabic is answered in Arabic', async () => {
    expect(
      (
        await api
          .client({ language: 'ar' })
          .call(resetPassword, { email: DEMO.consumer97, captchaToken: await api.captchaToken() })
      ).ok,
    ).toBe(true);
    const [message] = await api.outbox(DEMO.consumer97);
    expect(message.subject).toBe('إعادة تعيين كلمة المرور');
    expect(message.body).toContain('اختر كلمة مرور جديدة خلال 24 ساعة');
  });

  it('sends the HTML version in the unit look, right to left in Arabic, the link as a button', async () => {
    expect(
      (
        await api
          .client({ language: 'ar' })
          .call(resetPassword, { email: DEMO.consumer97, captchaToken: await api.captchaToken() })
      ).ok,
    ).toBe(true);
    const [message] = await api.app.shopApi.services.outbox.latestTo(DEMO.consumer97);
    const link = linkIn(message.body).href;
    expect(message).toMatchObject({ language: 'ar', status: 'sent', transport: 'outbox' });
    expect(message.html).toContain('<html lang="ar" dir="rtl">');
    expect(message.html).toContain('Marjan Market');
    expect(message.html).toContain('اختر كلمة مرور جديدة خلال 24 ساعة');
    expect(message.html).toContain(`href="${link.replace(/&/g, '&amp;')}" style="display:inline-block;`);
    expect(message.html).toContain(`>${BUTTON_LABELS.ar.resetPassword}</a>`);
  });

  it('gives the card email the order language, so its HTML version reads right to left in Arabic', async () => {
    const card = orderEmailTexts('ar').card({
      productName: 'Marjan <Grocery>',
      amount: 'AED 100.00',
      cardNumber: '6000123456789012',
      pinCode: '4321',
      expiry: '2027-01-31',
      senderName: 'ليلى',
      message: 'عيد سعيد',
      orderNo: 'O-1',
    });
    expect(card.language).toBe('ar');
    const { outbox } = api.app.shopApi.services;
    const id = await outbox.send({ buId: '97', channel: 'email', recipient: 'card-reader@example.com', ...card });
    const sent = await outbox.byId(id);
    expect(sent?.body).toBe(card.body);
    expect(sent?.html).toContain('<html lang="ar" dir="rtl">');
    expect(sent?.html).toContain('Marjan &lt;Grocery&gt;');
    expect(sent?.html).toContain('6000123456789012');
  });

  it('one-time codes arrive in the page language, Chinese sent on the wire as zh_CN', async () => {
    expect(
      (await api.client({ buId: '150', language: 'zc' }).call(sendEmailOtp, { email: 'wei.zhang@example.com' })).ok,
    ).toBe(true);
    const [email] = await api.outbox('wei.zhang@example.com');
    expect(email.subject).toBe('您的验证码');
    expect(email.body).toMatch(/^您的验证码是 \d{6}，10 分钟后失效。$/);

    expect((await api.client({ buId: '150', language: 'nl' }).call(sendOtp, { mobileNo: '+32470123456' })).ok).toBe(
      true,
    );
    const [sms] = await api.outbox('+32470123456');
    expect(sms.body).toMatch(/^Uw verificatiecode is \d{6}\. Deze verloopt over 10 minuten\.$/);
  });

  it('an owner told of a registration with their address reads it in the page language, links working', async () => {
    const registered = await api.client({ buId: '250', language: 'fr' }).call(register, {
      email: DEMO.consumer250,
      firstName: 'Camille',
      lastName: 'Martin',
      password: 'Bienvenue-2024',
      captchaToken: await api.captchaToken('250'),
    });
    expect(registered.ok).toBe(true);
    const [message] = await api.outbox(DEMO.consumer250);
    expect(message.subject).toBe("Tentative d'inscription avec votre adresse e-mail");
    expect(message.body).toMatch(/^Bonjour Camille Martin,\n\nquelqu'un a essayé de créer un compte/);
    const links = message.body.match(/https?:\/\/\S+/g)?.map((link) => new URL(link).pathname);
    expect(links).toEqual(['/250/auth/login', '/250/auth/reset-password']);
  });
});

describe('the message catalogue', () => {
  const sample = (language: (typeof LANGUAGES)[number]) => {
    const texts = messageTexts(toWireLanguage(language));
    return [
      texts.confirmAccount('N', 'L'),
      texts.resetPassword('N', 'L'),
      texts.validateAccount('N', 'L'),
      texts.registrationAttempt('N', 'S', 'R'),
      texts.verificationCode('123456', 10),
    ];
  };

  it('has every message in all 8 languages, each translated', () => {
    const english = sample('en');
    for (const language of LANGUAGES.filter((code) => code !== 'en')) {
      sample(language).forEach((text, index) => {
        expect({
          language,
          index,
          subject: text.subject === english[index].subject,
          body: text.body === english[index].body,
        }).toEqual({
          language,
          index,
          subject: false,
          body: false,
        });
      });
    }
  });

  it('labels the buttons in every language, each translated', () => {
    for (const language of LANGUAGES.filter((code) => code !== 'en')) {
      for (const [key, label] of Object.entries(BUTTON_LABELS[language])) {
        const english = BUTTON_LABELS.en[key as keyof (typeof BUTTON_LABELS)['en']];
        expect({ language, key, translated: label !== '' && label !== english }).toEqual({
          language,
          key,
          translated: true,
        });
      }
    }
  });

  it('puts both links of the registration notice in every language', () => {
    for (const language of LANGUAGES) {
      const { body } = messageTexts(toWireLanguage(language)).registrationAttempt(
        'N',
        'https://shop.test/sign-in',
        'https://shop.test/reset',
      );
      expect({
        language,
        signIn: body.includes('https://shop.test/sign-in'),
        reset: body.includes('https://shop.test/reset'),
      }).toEqual({
        language,
        signIn: true,
        reset: true,
      });
    }
  });
});
