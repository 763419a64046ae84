import {
  confirmEmailVerification,
  getKybUserInfo,
  kybLogin,
  kybRegisterAccount,
  sendVerificationEmail,
  updateKybUser,
  uploadResource,
  type KybSession,
  type Language,
  type RequestOf,
} from '@shop/contracts';
import { linkIn, type TestApi } from '../../testing/test-api';
import { PDF } from './files-kit';

export const KYB_PASSWORD = 'Verify-2026';

type UpdateRequest = RequestOf<typeof updateKybUser>;
/** One tab of updateKybUser without the session fields (per type: the request is a union). */
type KybTab<T = UpdateRequest> = T extends unknown ? Omit<T, 'kybToken' | 'custId'> : never;

/** A valid company information tab (reference codes of the seeded lists). */
export const COMPANY_INFO = {
  companyName: 'Boutique Lemaire SARL',
  sirenNumber: '732829320',
  firstAddress: '18 rue Réaumur',
  zipCode: '75002',
  city: 'Paris',
  country: 'FR',
  accountCategory: 'RETAIL',
  legalForm: 'SARL',
  annualTurnover: 'ATO2',
  entityType: 'COMPANY',
  netIncomeRange: 'NIR2',
  societyType: 'PRIVATE',
};

export const EMBARGO_INFO = {
  answers: {
    activityInEmbargoedCountries: 'no',
    entitiesInEmbargoedCountries: 'no',
    sanctionedOwnersOrManagers: 'no',
    cardsForEmbargoedCountries: 'no',
  },
  entityScope: 1,
  details: '',
};

export const BANK_INFO = {
  accountHolder: 'BOUTIQUELEMAIRESARL',
  bic: 'BNPAFRPPXXX',
  iban: 'FR7630006000011234567890189',
  currency: 'EUR',
};

/** A person of a people tab; its ID document is an uploaded kybDocument PDF. */
export const personOf = (idDocumentFileId: string, overrides: Record<string, unknown> = {}) => ({
  civility: 2,
  firstName: 'Claire',
  lastName: 'Lemaire',
  birthDate: '1979-03-14',
  birthCity: 'Lyon',
  nationality: 'FR',
  stake: 40,
  idDocumentType: 'PASSPORT',
  idDocumentFileId,
  taxResidence: 'FR',
  tin: '1234567890123',
  occupation: 'EXEC',
  monthlyIncomeRange: 'MIR3',
  assetsRange: 'PAR2',
  ...overrides,
});

/** What the KYB specs verify, register and sign in with, on unit 250 (B2B and KYB on). */
export function kybKit(currentApi: () => TestApi) {
  const client = (language: Language = 'en') => currentApi().client({ buId: '250', language });

  async function sendLink(email: string, language: Language = 'en') {
    return client(language).call(sendVerificationEmail, {
      email,
      captchaToken: await currentApi().captchaToken('250'),
    });
  }

  /** The token of the newest verification link emailed to an address. */
  async function emailedToken(email: string): Promise<string> {
    const [message] = await currentApi().outbox(email);
    if (!message) throw new Error(`nothing emailed to ${email}`);
    return linkIn(message.body).searchParams.get('token') ?? '';
  }

  /** Link, confirmation and account: a signed-in company with an empty draft dossier. */
  async function registeredCompany(email: string, companyName = 'Boutique Lemaire SARL'): Promise<KybSession> {
    const sent = await sendLink(email);
    if (!sent.ok) throw new Error(`sendVerificationEmail failed: ${sent.error.message}`);
    const confirmed = await client().call(confirmEmailVerification, { token: await emailedToken(email) });
    if (!confirmed.ok) throw new Error(`confirmEmailVerification failed: ${confirmed.error.message}`);
    const account = await client().call(kybRegisterAccount, {
      registrationToken: confirmed.data.registrationToken,
      password: KYB_PASSWORD,
      companyName,
    });
    if (!account.ok) throw new Error(`kybRegisterAccount failed: ${account.error.message}`);
    return account.data;
  }

  async function login(account: string, password = KYB_PASSWORD) {
    return client().call(kybLogin, { account, password, captchaToken: await currentApi().captchaToken('250') });
  }

  async function uploadedPdf(bytes: Buffer = PDF, fileName = 'passport.pdf'): Promise<string> {
    const uploaded = await client().call(uploadResource, {
      fileFormat: 'pdf',
      resourceContent: bytes.toString('base64'),
      purpose: 'kybDocument',
      fileName,
    });
    if (!uploaded.ok) throw new Error(`upload failed: ${uploaded.error.message}`);
    return uploaded.data.fileId;
  }

  const auth = (session: KybSession) => ({ kybToken: session.kybToken, custId: session.custId });

  function info(session: KybSession, type: 0 | 1 | 2 = 0) {
    return client().call(getKybUserInfo, { ...auth(session), type });
  }

  function update(session: KybSession, tab: KybTab) {
    return client().call(updateKybUser, { ...auth(session), ...tab } as UpdateRequest);
  }

  /** Saves every tab with valid values: one representative (40 %) and one shareholder (35 %). */
  async function completeDossier(session: KybSession) {
    const steps = [
      await update(session, { type: 0, companyInfo: COMPANY_INFO }),
      await update(session, { type: 1, companyMemberInfo: [personOf(await uploadedPdf())] }),
      await update(session, {
        type: 2,
        companyMemberInfo: [personOf(await uploadedPdf(), { firstName: 'Paul', stake: 35 })],
      }),
      await update(session, { type: 0, embargoInfo: EMBARGO_INFO }),
      await update(session, { type: 0, bankInfo: BANK_INFO }),
    ];
    const failed = steps.find((step) => !step.ok);
    if (failed && !failed.ok) throw new Error(`a tab was refused: ${failed.error.message}`);
  }

  return { client, sendLink, emailedToken, registeredCompany, login, uploadedPdf, auth, info, update, completeDossier };
}
