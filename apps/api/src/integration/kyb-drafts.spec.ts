import { kybSubmit } from '@shop/contracts';
import { startTestApi, type TestApi } from '../testing/test-api';
import { BANK_INFO, COMPANY_INFO, EMBARGO_INFO, kybKit, personOf } from './support/kyb-kit';

// Each KYB tab is a draft (issue 19, decision 0032): what is filled must pass the rules, the rest may
// wait for a later visit; kybSubmit still needs every tab complete.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const { client, registeredCompany, uploadedPdf, login, auth, info, update } = kybKit(() => api);

const HALF_COMPANY = {
  ...COMPANY_INFO,
  firstAddress: '',
  zipCode: '',
  legalForm: '',
  annualTurnover: '',
  entityType: '',
  netIncomeRange: '',
  societyType: '',
};
const issuesOf = (answer: { ok: boolean; error?: { issues?: { path: string; key?: string }[] } }) =>
  answer.ok ? [] : (answer.error?.issues ?? []).map((issue) => `${issue.path}:${issue.key ?? ''}`);

describe('KYB drafts', () => {
  it('saves a half-filled company tab and reads it back with its fields still to fill on the next visit', async () => {
    await registeredCompany('half@atelier-morel.fr', 'Atelier Morel');
    expect(await update(await signedIn('half@atelier-morel.fr'), { type: 0, companyInfo: HALF_COMPANY })).toMatchObject(
      { ok: true, data: { dossier: { tabs: { company: true }, completion: { company: { complete: false } } } } },
    );
    const later = await info(await signedIn('half@atelier-morel.fr'), 0);
    expect(later).toMatchObject({
      ok: true,
      data: {
        companyInfo: HALF_COMPANY,
        dossier: {
          completion: {
            company: {
              complete: false,
              missing: [
                'firstAddress',
                'zipCode',
                'legalForm',
                'annualTurnover',
                'entityType',
                'netIncomeRange',
                'societyType',
              ],
            },
            representatives: { complete: false, missing: [''] },
          },
        },
      },
    });
    const session = await signedIn('half@atelier-morel.fr');
    expect(await update(session, { type: 0, companyInfo: COMPANY_INFO })).toMatchObject({
      ok: true,
      data: { dossier: { completion: { company: { complete: true, missing: [] } } } },
    });
  });

  it('still refuses a present value that breaks a rule, whatever is left empty', async () => {
    const company = await registeredCompany('wrong@atelier-morel.fr', 'Atelier Morel');
    const minor = new Date(Date.now() - 17 * 366 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    expect(
      issuesOf(await update(company, { type: 0, companyInfo: { ...HALF_COMPANY, sirenNumber: '732829321' } })),
    ).toEqual(['companyInfo.sirenNumber:sirenCheckDigit']);
    const halfBank = { accountHolder: 'ATELIERMOREL', bic: '', iban: 'FR7630006000011234567890188', currency: '' };
    expect(issuesOf(await update(company, { type: 0, bankInfo: halfBank }))).toEqual(['bankInfo.iban:kybIbanInvalid']);
    const halfPerson = (overrides: Record<string, unknown>) =>
      personOf('', { civility: '', tin: '', occupation: '', ...overrides });
    expect(issuesOf(await update(company, { type: 1, companyMemberInfo: [halfPerson({ birthDate: minor })] }))).toEqual(
      ['companyMemberInfo.0.birthDate:kybPersonMinimumAge'],
    );
    const over = await update(company, {
      type: 1,
      companyMemberInfo: [halfPerson({ stake: 60 }), halfPerson({ stake: 50, firstName: '' })],
    });
    expect(issuesOf(over)).toEqual([
      'companyMemberInfo.0.stake:kybStakesTotal',
      'companyMemberInfo.1.stake:kybStakesTotal',
    ]);
    expect(await info(company, 1)).toMatchObject({ ok: true, data: { companyMemberInfo: [] } });
  });

  it('keeps two of four representatives without their ID, and refuses to submit until all is complete', async () => {
    const company = await registeredCompany('four@atelier-morel.fr', 'Atelier Morel');
    const people = [
      personOf(await uploadedPdf(), { stake: 20 }),
      personOf(await uploadedPdf(), { stake: 20, firstName: 'Luc' }),
      personOf('', { stake: 10, firstName: 'Anne' }),
      personOf('', { stake: '', firstName: 'Paul', civility: '' }),
    ];
    const saved = await update(company, { type: 1, companyMemberInfo: people });
    expect(saved).toMatchObject({
      ok: true,
      data: {
        companyMemberInfo: [{ idDocument: { fileName: 'passport.pdf' } }, {}, { idDocument: null }, { stake: '' }],
        dossier: {
          completion: {
            representatives: {
              complete: false,
              missing: ['2.idDocumentFileId', '3.civility', '3.stake', '3.idDocumentFileId'],
            },
          },
        },
      },
    });
    await update(company, { type: 0, companyInfo: COMPANY_INFO });
    await update(company, { type: 0, embargoInfo: EMBARGO_INFO });
    await update(company, { type: 0, bankInfo: BANK_INFO });
    await update(company, { type: 2, companyMemberInfo: [] });
    const refused = await client().call(kybSubmit, auth(company));
    expect(refused).toMatchObject({ ok: false, status: 400, error: { code: 10085 } });
    expect(issuesOf(refused)).toEqual([
      'representatives.2.idDocumentFileId:kybDocumentRequired',
      'representatives.3.civility:required',
      'representatives.3.stake:required',
      'representatives.3.idDocumentFileId:kybDocumentRequired',
    ]);
    const ids = [await uploadedPdf(), await uploadedPdf()];
    const complete = [people[0], people[1], { ...people[2], idDocumentFileId: ids[0] }, personOf(ids[1], { stake: 5 })];
    expect(await update(company, { type: 1, companyMemberInfo: complete })).toMatchObject({
      ok: true,
      data: { dossier: { completion: { representatives: { complete: true, missing: [] } } } },
    });
    expect(await client().call(kybSubmit, auth(company))).toMatchObject({ ok: true, data: { state: 'submitted' } });
  });
});

async function signedIn(email: string) {
  const session = await login(email);
  if (!session.ok) throw new Error(session.error.message);
  return session.data;
}
