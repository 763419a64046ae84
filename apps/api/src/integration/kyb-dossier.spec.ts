import { getBankInfo, kybSubmit, uploadResource, type KybSession } from '@shop/contracts';
import { DEMO, startTestApi, type TestApi } from '../testing/test-api';
import { PDF, PNG } from './support/files-kit';
import { BANK_INFO, COMPANY_INFO, EMBARGO_INFO, kybKit, personOf } from './support/kyb-kit';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const { client, registeredCompany, uploadedPdf, auth, info, update, completeDossier } = kybKit(() => api);

let company: KybSession;
beforeAll(async () => {
  company = await registeredCompany('dossier@boutique-lemaire.fr');
});

const issuesOf = (answer: { ok: boolean; error?: { issues?: { path: string; key?: string }[] } }) =>
  answer.ok ? [] : (answer.error?.issues ?? []).map((issue) => `${issue.path}:${issue.key ?? ''}`);

describe('the tabs (updateKybUser, getKybUserInfo)', () => {
  it('saves each tab as a draft and reads it back by type, the people with their ID file', async () => {
    const fileId = await uploadedPdf(PDF, 'passeport-claire.pdf');
    expect(await update(company, { type: 0, companyInfo: COMPANY_INFO })).toMatchObject({
      ok: true,
      data: { companyInfo: COMPANY_INFO, dossier: { tabs: { company: true, representatives: false, bank: false } } },
    });
    const saved = await update(company, { type: 1, companyMemberInfo: [personOf(fileId, { stake: 12.5 })] });
    expect(saved).toMatchObject({
      ok: true,
      data: {
        type: 1,
        companyMemberInfo: [
          {
            firstName: 'Claire',
            stake: 12.5,
            subId: expect.any(String),
            idDocument: { fileId, fileName: 'passeport-claire.pdf', size: PDF.length },
          },
        ],
        dossier: { tabs: { company: true, representatives: true } },
      },
    });
    // A later visit (a new sign-in) finds the drafts.
    expect(await info(company, 1)).toMatchObject({ ok: true, data: { companyMemberInfo: [{ lastName: 'Lemaire' }] } });
    expect(await info(company, 2)).toMatchObject({ ok: true, data: { companyMemberInfo: [] } });
    expect(await info(company, 0)).toMatchObject({ ok: true, data: { companyInfo: COMPANY_INFO, embargoInfo: null } });
  });

  it('refuses an under-age representative, a shareholder under 25 % and stakes over 100 % in all', async () => {
    const fileId = await uploadedPdf();
    const minor = new Date(Date.now() - 17 * 366 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    expect(
      issuesOf(await update(company, { type: 1, companyMemberInfo: [personOf(fileId, { birthDate: minor })] })),
    ).toEqual(['companyMemberInfo.0.birthDate:kybPersonMinimumAge']);
    expect(issuesOf(await update(company, { type: 2, companyMemberInfo: [personOf(fileId, { stake: 20 })] }))).toEqual([
      'companyMemberInfo.0.stake:kybShareholderStake',
    ]);
    // The representative saved above holds 12.5 %: 12.5 + 50 + 40 = 102.5.
    const over = await update(company, {
      type: 2,
      companyMemberInfo: [personOf(fileId, { stake: 50 }), personOf(await uploadedPdf(), { stake: 40 })],
    });
    expect(over).toMatchObject({
      ok: false,
      status: 400,
      error: { issues: [{ path: 'companyMemberInfo.0.stake', key: 'kybStakesTotal', params: { total: 102.5 } }, {}] },
    });
    // Six representatives is one too many, even in a draft.
    const six = Array.from({ length: 6 }, () => personOf('', { stake: 1 }));
    expect(issuesOf(await update(company, { type: 1, companyMemberInfo: six }))).toEqual([
      'companyMemberInfo:kybRepresentativesCount',
    ]);
  });

  it('takes only a PDF under 4.5 MB uploaded for KYB, never another dossier’s', async () => {
    const bigPdf = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    expect(
      await client().call(uploadResource, {
        fileFormat: 'pdf',
        resourceContent: bigPdf.toString('base64'),
        purpose: 'kybDocument',
        fileName: 'passport.pdf',
      }),
    ).toMatchObject({ ok: false, error: { code: 1 } });
    expect(
      await client().call(uploadResource, {
        fileFormat: 'png',
        resourceContent: PNG.toString('base64'),
        purpose: 'kybDocument',
        fileName: 'passport.png',
      }),
    ).toMatchObject({ ok: false, error: { code: 2 } });
    expect(issuesOf(await update(company, { type: 1, companyMemberInfo: [personOf('not-a-file-id')] }))).toEqual([
      'companyMemberInfo.0.idDocumentFileId:kybDocumentRequired',
    ]);
    expect(await update(company, { type: 1, companyMemberInfo: [personOf('f'.repeat(32))] })).toMatchObject({
      ok: false,
      error: { code: 10086, issues: [{ path: 'companyMemberInfo.0.idDocumentFileId' }] },
    });
    // A file uploaded while the company's buyer is signed in to the shop is taken too.
    const shopper = await api.signIn(DEMO.consumer250, '250');
    const uploaded = await shopper.client.call(uploadResource, {
      fileFormat: 'pdf',
      resourceContent: PDF.toString('base64'),
      purpose: 'kybDocument',
      fileName: 'id.pdf',
    });
    if (!uploaded.ok) throw new Error(uploaded.error.message);
    expect(
      await update(company, { type: 1, companyMemberInfo: [personOf(uploaded.data.fileId, { stake: 12.5 })] }),
    ).toMatchObject({ ok: true });
    // Another company cannot take (or read) a file this dossier holds.
    const representatives = await info(company, 1);
    if (!representatives.ok) throw new Error(representatives.error.message);
    const [held] = representatives.data.companyMemberInfo;
    const other = await registeredCompany('thief@boutique-lemaire.fr', 'Voleur SARL');
    expect(
      await update(other, { type: 1, companyMemberInfo: [personOf(held.idDocument?.fileId ?? '')] }),
    ).toMatchObject({
      ok: false,
      error: { code: 10086 },
    });
  });

  it('checks the embargo questionnaire: four answers, scope 1 to 4, details for a yes', async () => {
    expect(issuesOf(await update(company, { type: 0, embargoInfo: { ...EMBARGO_INFO, entityScope: 5 } }))).toEqual([
      'embargoInfo.entityScope:kybEntityScope',
    ]);
    const yes = { ...EMBARGO_INFO, answers: { ...EMBARGO_INFO.answers, cardsForEmbargoedCountries: 'yes' } };
    // A yes without its details is a draft still to fill, not a refusal.
    expect(await update(company, { type: 0, embargoInfo: yes })).toMatchObject({
      ok: true,
      data: { dossier: { completion: { embargo: { complete: false, missing: ['details'] } } } },
    });
    expect(
      await update(company, { type: 0, embargoInfo: { ...yes, details: 'Cards for our staff in Iran office' } }),
    ).toMatchObject({ ok: true, data: { embargoInfo: { answers: { cardsForEmbargoedCountries: 'yes' } } } });
    const unanswered = { ...EMBARGO_INFO, answers: { ...EMBARGO_INFO.answers, sanctionedOwnersOrManagers: 'maybe' } };
    expect(issuesOf(await update(company, { type: 0, embargoInfo: unanswered }))).toEqual([
      'embargoInfo.answers.sanctionedOwnersOrManagers:kybEmbargoAnswer',
    ]);
  });

  it('checks the bank account: uppercase letters and digits, the IBAN checksum, the BIC, the currency', async () => {
    const wrongChecksum = { ...BANK_INFO, iban: 'FR7630006000011234567890188' };
    expect(issuesOf(await update(company, { type: 0, bankInfo: wrongChecksum }))).toEqual([
      'bankInfo.iban:kybIbanInvalid',
    ]);
    expect(
      issuesOf(await update(company, { type: 0, bankInfo: { ...BANK_INFO, iban: 'fr7630006000011234567890189' } })),
    ).toEqual(['bankInfo.iban:format']);
    expect(issuesOf(await update(company, { type: 0, bankInfo: { ...BANK_INFO, bic: 'BNPAFR' } }))).toEqual([
      'bankInfo.bic:kybBicInvalid',
    ]);
    expect(
      issuesOf(await update(company, { type: 0, bankInfo: { ...BANK_INFO, accountHolder: 'Boutique Lemaire' } })),
    ).toEqual(['bankInfo.accountHolder:format']);
    expect(issuesOf(await update(company, { type: 0, bankInfo: { ...BANK_INFO, currency: 'EURO' } }))).toEqual([
      'bankInfo.currency:kybCurrency',
    ]);
    expect(issuesOf(await update(company, { type: 0, companyInfo: { ...COMPANY_INFO, legalForm: 'LLC' } }))).toEqual([
      'companyInfo.legalForm:kybReferenceCode',
    ]);
  });

  it('prefills the bank tab and names the 10-euro transfer to make from it', async () => {
    const fresh = await registeredCompany('bank@boutique-lemaire.fr', 'Société Générale d’Été');
    const prefill = await client().call(getBankInfo, auth(fresh));
    expect(prefill).toMatchObject({
      ok: true,
      data: {
        saved: false,
        bankInfo: { accountHolder: 'SOCIETEGENERALEDETE', iban: '', bic: '', currency: 'EUR' },
        verificationTransfer: {
          amount: 1000,
          currency: 'EUR',
          reference: expect.stringMatching(/^KYB[A-Z0-9]{10}$/),
          beneficiaryIban: 'FR1420041010050500013M02606',
          receivedAt: '',
        },
      },
    });
    await update(fresh, { type: 0, bankInfo: BANK_INFO });
    expect(await client().call(getBankInfo, auth(fresh))).toMatchObject({
      ok: true,
      data: { saved: true, bankInfo: BANK_INFO },
    });
  });
});

describe('kybSubmit', () => {
  it('checks every tab again and names what is missing', async () => {
    const fresh = await registeredCompany('submit@boutique-lemaire.fr');
    await update(fresh, { type: 0, companyInfo: COMPANY_INFO });
    const answer = await client().call(kybSubmit, auth(fresh));
    expect(answer).toMatchObject({ ok: false, status: 400, error: { code: 10085 } });
    expect(issuesOf(answer).sort()).toEqual(
      [
        'bankInfo:required',
        'embargoInfo:required',
        'representatives:kybRepresentativesCount',
        'shareholders:required',
      ].sort(),
    );
  });

  it('files a complete dossier, which then cannot be edited; another company reads nothing of it', async () => {
    const filed = await registeredCompany('filed@boutique-lemaire.fr');
    await completeDossier(filed);
    expect(await client().call(kybSubmit, auth(filed))).toMatchObject({
      ok: true,
      data: { state: 'submitted', submittedAt: expect.any(String) },
    });
    expect(await info(filed)).toMatchObject({
      ok: true,
      data: {
        dossier: { state: 'submitted', editable: false, tabs: { company: true, shareholders: true, bank: true } },
      },
    });
    expect(await update(filed, { type: 0, bankInfo: BANK_INFO })).toMatchObject({
      ok: false,
      status: 409,
      error: { code: 10084 },
    });
    expect(await update(filed, { type: 1, companyMemberInfo: [personOf(await uploadedPdf())] })).toMatchObject({
      error: { code: 10084 },
    });
    expect(await client().call(kybSubmit, auth(filed))).toMatchObject({ error: { code: 10084 } });

    const stranger = await registeredCompany('stranger@boutique-lemaire.fr', 'Curieux SAS');
    for (const type of [0, 1, 2] as const) {
      const read = await info({ ...stranger, custId: filed.custId }, type);
      expect(read).toMatchObject({ ok: false, status: 403 });
      expect(JSON.stringify(read)).not.toContain('Lemaire');
    }
    expect(await client().call(getBankInfo, { ...auth(stranger), custId: filed.custId })).toMatchObject({
      status: 403,
    });
    expect(await client().call(kybSubmit, { ...auth(stranger), custId: filed.custId })).toMatchObject({ status: 403 });
    const own = await info(stranger, 1);
    expect(own).toMatchObject({ ok: true, data: { companyMemberInfo: [] } });
  });
});
