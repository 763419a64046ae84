import { act } from '@testing-library/react';
import type { KybDossier, KybPerson, KybUserInfo } from '@shop/contracts';
import { ok, type FakeAnswer } from '@shop/api-client/testing';
import { forgetKybLists } from '../features/kyb-dossier/api/kyb-reference-api';
import { kybSessionStore } from '../features/kyb-account/kyb-session-store';

/** The KYB session of Boutique Lemaire on unit 97 (the business test kit's unit). */
export const LEMAIRE_KYB = { buId: '97', token: 'kyb-token-1', custId: '700001', email: 'kyb@boutique-lemaire.fr' };

export function signInToKybForTest(session = LEMAIRE_KYB) {
  act(() => kybSessionStore.getState().signIn(session));
}

export function forgetKyb() {
  act(() => kybSessionStore.getState().clear());
  forgetKybLists();
}

/** A dossier; unless told, each saved tab is complete and each other one still to fill. */
export function dossier(overrides: Partial<KybDossier> = {}): KybDossier {
  const tabs = overrides.tabs ?? {
    company: false,
    representatives: false,
    shareholders: false,
    embargo: false,
    bank: false,
  };
  const completionOf = (saved: boolean) =>
    saved ? { complete: true, missing: [] } : { complete: false, missing: [''] };
  return {
    state: 'draft',
    rejectionReason: '',
    submittedAt: '',
    reviewedAt: '',
    editable: true,
    tabs,
    completion: {
      company: completionOf(tabs.company),
      representatives: completionOf(tabs.representatives),
      shareholders: completionOf(tabs.shareholders),
      embargo: completionOf(tabs.embargo),
      bank: completionOf(tabs.bank),
    },
    ...overrides,
  };
}

export function kybInfo(type: 0 | 1 | 2, overrides: Partial<KybUserInfo> = {}): KybUserInfo {
  return {
    custId: LEMAIRE_KYB.custId,
    email: LEMAIRE_KYB.email,
    companyName: 'Boutique Lemaire',
    type,
    dossier: dossier(),
    companyInfo: null,
    embargoInfo: null,
    bankInfo: null,
    companyMemberInfo: [],
    ...overrides,
  };
}

export function person(overrides: Partial<KybPerson> = {}): KybPerson {
  return {
    subId: 'p1',
    civility: 2,
    firstName: 'Claire',
    lastName: 'Lemaire',
    birthDate: '1980-04-12',
    birthCity: 'Lyon',
    nationality: 'FR',
    stake: 60,
    idDocumentType: 'PASSPORT',
    idDocumentFileId: 'a'.repeat(32),
    idDocument: { fileId: 'a'.repeat(32), fileName: 'passeport.pdf', size: 120_000 },
    taxResidence: 'FR',
    tin: '1234567890123',
    occupation: 'EXEC',
    monthlyIncomeRange: 'MIR2',
    assetsRange: 'PAR2',
    ...overrides,
  };
}

const CODES: Record<string, { code: string; name: string }[]> = {
  IND: [{ code: 'RETAIL', name: 'Retail' }],
  CLR: [{ code: 'SARL', name: 'Limited liability company (SARL)' }],
  ATO: [{ code: 'ATO2', name: '€100,000 to €1 million' }],
  ET: [{ code: 'COMPANY', name: 'Company' }],
  NIR: [{ code: 'NIR2', name: 'Under €50,000' }],
  ST_EKDR: [{ code: 'PRIVATE', name: 'Private company' }],
  OC: [{ code: 'EXEC', name: 'Executive' }],
  MIR: [{ code: 'MIR2', name: '€2,000 to €5,000' }],
  PAR: [{ code: 'PAR2', name: '€50,000 to €250,000' }],
};

/** The reference lists by mID and the countries, as the dossier page loads them. */
export const LIST_ANSWERS: Record<string, FakeAnswer> = {
  getReferenceList: (input) => ok({ scodeList: CODES[String(input.mID)] ?? [] }),
  getCountryCodes: () =>
    ok({
      countryList: [
        { countryCode: 'FR', countryName: 'France', areaCode: '33' },
        { countryCode: 'BE', countryName: 'Belgium', areaCode: '32' },
      ],
    }),
};

/** The dossier's three reads (types 0, 1, 2) and getBankInfo, from one state. */
export function dossierAnswers({
  state = dossier(),
  company = {},
  representatives = [] as KybPerson[],
  shareholders = [] as KybPerson[],
} = {}): Record<string, FakeAnswer | FakeAnswer[]> {
  return {
    ...LIST_ANSWERS,
    getKybUserInfo: (input) => {
      const type = input.type as 0 | 1 | 2;
      const people = type === 1 ? representatives : type === 2 ? shareholders : [];
      return ok(kybInfo(type, { dossier: state, companyMemberInfo: people, ...(type === 0 ? company : {}) }));
    },
    getBankInfo: () =>
      ok({
        bankInfo: { accountHolder: 'BOUTIQUELEMAIRE', bic: '', iban: '', currency: 'EUR' },
        saved: false,
        verificationTransfer: {
          amount: 1000,
          currency: 'EUR',
          reference: 'KYB-700001',
          beneficiaryName: 'Maison Cadeaux',
          beneficiaryIban: 'FR7630006000011234567890189',
          beneficiaryBic: 'AGRIFRPP',
          receivedAt: '',
        },
      }),
  };
}
