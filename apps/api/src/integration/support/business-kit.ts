import {
  b2bConfirmRegister,
  b2bConfirmToken,
  b2bLogin,
  b2bRegister,
  b2bRegisterAccount,
  uploadResource,
  type Language,
  type RequestOf,
} from '@shop/contracts';
import type { TestApi } from '../../testing/test-api';
import { PDF } from './files-kit';

/** A company that is not in the seeded register, as step 2 completes it by hand (valid SIREN, VAT key). */
export const NEW_COMPANY = {
  companyName: 'Boutique Lemaire SARL',
  commercialName: 'Lemaire',
  sirenNumber: '73282932000074',
  vatNumber: 'FR44732829320',
  companyType: 'private' as const,
  numberOfEmployees: 12,
  firstAddress: '18 rue Réaumur',
  secondAddress: '',
  zipCode: '75002',
  city: 'Paris',
  country: 'FR',
};

export const contactOf = (email: string) => ({
  civility: 2 as const,
  firstName: 'Claire',
  lastName: 'Lemaire',
  // A fixed line: business customers may give one.
  mobileNo: '+33140000001',
  email,
  password: 'Lemaire-2026',
  isSubscription: false,
});

/** What the business specs register and sign in with, on the test file's own API (unit 250 has B2B). */
export function businessKit(currentApi: () => TestApi) {
  const client = (language: Language = 'en') => currentApi().client({ buId: '250', language });

  async function openRegistration(): Promise<string> {
    const opened = await client().call(b2bRegister, { zipCode: '75002' });
    if (!opened.ok) throw new Error(`b2bRegister failed: ${opened.error.message}`);
    return opened.data.tempId;
  }

  async function registerAccount(
    tempId: string,
    email: string,
    overrides: Partial<RequestOf<typeof b2bRegisterAccount>> = {},
  ) {
    return client().call(b2bRegisterAccount, {
      tempId,
      company: NEW_COMPANY,
      ...contactOf(email),
      captchaToken: await currentApi().captchaToken('250'),
      ...overrides,
    });
  }

  /** The six-digit code of the latest email to an address. */
  async function emailedCode(email: string): Promise<string> {
    const [message] = await currentApi().outbox(email);
    const code = message?.body.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code emailed to ${email}`);
    return code;
  }

  async function uploadedDocument(bytes: Buffer = PDF, fileFormat = 'pdf'): Promise<string> {
    const uploaded = await client().call(uploadResource, {
      fileFormat,
      resourceContent: bytes.toString('base64'),
      purpose: 'businessDocument',
      fileName: 'kbis.pdf',
    });
    if (!uploaded.ok) throw new Error(`upload failed: ${uploaded.error.message}`);
    return uploaded.data.fileId;
  }

  /** Steps 1, 2, 3 and Verify with a PDF KBIS: answers the completion's answer. */
  async function registered(email: string) {
    const tempId = await openRegistration();
    const account = await registerAccount(tempId, email);
    if (!account.ok) throw new Error(`b2bRegisterAccount failed: ${account.error.message}`);
    const confirmed = await client().call(b2bConfirmToken, {
      email,
      tokenId: account.data.tokenId,
      token: await emailedCode(email),
    });
    if (!confirmed.ok) throw new Error(`b2bConfirmToken failed: ${confirmed.error.message}`);
    return client().call(b2bConfirmRegister, {
      tempId: confirmed.data.tempId,
      documentType: 'KBIS',
      documentFileId: await uploadedDocument(),
    });
  }

  async function businessLogin(account: string, password: string, buId = '250') {
    const api = currentApi();
    return api.client({ buId }).call(b2bLogin, { account, password, captchaToken: await api.captchaToken(buId) });
  }

  return { client, openRegistration, registerAccount, emailedCode, uploadedDocument, registered, businessLogin };
}
