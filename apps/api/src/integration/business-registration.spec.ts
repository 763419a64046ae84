import {
  b2bConfirmRegister,
  b2bConfirmToken,
  b2bRegister,
  b2bResendToken,
  getMemberProfile,
  uploadResource,
} from '@shop/contracts';
import { runBusinessVerificationCommand } from '../cli/business-verification-command';
import { startTestApi, type TestApi } from '../testing/test-api';
import { NEW_COMPANY, businessKit } from './support/business-kit';
import { ELF, PNG } from './support/files-kit';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const { client, openRegistration, registerAccount, emailedCode, uploadedDocument, registered, businessLogin } =
  businessKit(() => api);

describe('business registration step 1 (b2bRegister)', () => {
  it('queries the company register and opens a registration', async () => {
    const answer = await client().call(b2bRegister, { sirenNumber: '51234567900017' });
    expect(answer).toMatchObject({
      ok: true,
      data: {
        companyList: [
          { companyName: 'Atelier Durand SAS', sirenNumber: '512345679', vatNumber: 'FR75512345679', zipCode: '75002' },
        ],
        tempId: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      },
    });
    const byName = await client().call(b2bRegister, { companyName: 'durand' });
    expect(byName.ok && byName.data.companyList.map((company) => company.companyName)).toEqual([
      'Atelier Durand SAS',
      'Durand & Fils Logistique',
    ]);
    expect(await client().call(b2bRegister, { companyName: 'Nobody Here' })).toMatchObject({
      ok: true,
      data: { companyList: [] },
    });
  });

  it('needs at least one criterion, and a unit with B2B', async () => {
    expect(await client().call(b2bRegister, { companyName: '  ' })).toEqual({
      ok: false,
      status: 400,
      error: { code: 10060, message: 'At least input one criteria to query your company' },
    });
    expect(await api.client({ buId: '97' }).call(b2bRegister, { zipCode: '75002' })).toMatchObject({
      ok: false,
      error: { code: 10003 },
    });
  });
});

describe('business registration steps 2, 3 and Verify', () => {
  it('registers a new company with its KBIS; the account signs in and waits for the check', async () => {
    const email = 'achats@boutique-lemaire.fr';
    expect(await registered(email)).toEqual({
      ok: true,
      status: 200,
      data: { registered: true, businessVerification: 'pending', email },
    });
    const session = await businessLogin(email, 'Lemaire-2026');
    expect(session).toMatchObject({
      ok: true,
      data: { custType: 'B', custName: 'Boutique Lemaire SARL', companyType: 1, businessVerification: 'pending' },
    });
    if (!session.ok) return;
    const profile = await api
      .client({ buId: '250', accessToken: session.data.accessToken })
      .call(getMemberProfile, { custId: session.data.custId });
    expect(profile).toMatchObject({
      ok: true,
      data: {
        memberType: 'B2B',
        businessVerification: 'pending',
        email,
        phoneNumber: '+33140000001',
        companyInfo: {
          companyName: 'Boutique Lemaire SARL',
          sirenNumber: '73282932000074',
          vatNumber: 'FR44732829320',
          numberOfEmployees: 12,
          city: 'Paris',
        },
      },
    });
    const account = await api.app.shopApi.services.accounts.byId(Number(session.data.custId));
    expect(account).toMatchObject({ businessVerification: 'pending', isActivateAccount: 1, contractTypeId: 1 });
  });

  it('checks the company and the contact with the forms’ rules', async () => {
    const tempId = await openRegistration();
    const answer = await registerAccount(tempId, 'rules@boutique-lemaire.fr', {
      company: { ...NEW_COMPANY, sirenNumber: '73282932000075', vatNumber: 'FR45732829320' },
    });
    expect(answer).toMatchObject({
      ok: false,
      status: 400,
      error: {
        code: 40000,
        issues: expect.arrayContaining([
          expect.objectContaining({ path: 'sirenNumber', key: 'sirenCheckDigit' }),
          expect.objectContaining({ path: 'vatNumber', key: 'vatNumberKey' }),
        ]),
      },
    });
    const contact = await registerAccount(tempId, 'rules@boutique-lemaire.fr', { mobileNo: '+3312' });
    expect(contact).toMatchObject({
      error: { issues: [expect.objectContaining({ path: 'mobileNo', message: 'wrong phone number' })] },
    });
    const password = await registerAccount(tempId, 'rules@boutique-lemaire.fr', { password: 'lowercase-only1' });
    expect(password).toMatchObject({
      error: { issues: [expect.objectContaining({ path: 'password', message: 'At least 1 uppercase' })] },
    });
    expect(await registerAccount(tempId, 'rules@boutique-lemaire.fr', { captchaToken: '' })).toMatchObject({
      error: { code: 80001 },
    });
    expect(await registerAccount('unknown-registration-00000000', 'rules@boutique-lemaire.fr')).toMatchObject({
      error: { code: 10061 },
    });
  });

  it('refuses a wrong code, resends no sooner than 59 s, and the new code confirms', async () => {
    const email = 'resend@boutique-lemaire.fr';
    const tempId = await openRegistration();
    const account = await registerAccount(tempId, email);
    if (!account.ok) throw new Error(account.error.message);
    expect(account.data.resendAfterSeconds).toBe(59);
    const first = await emailedCode(email);
    const wrong = first === '000000' ? '111111' : '000000';
    expect(await client().call(b2bConfirmToken, { email, tokenId: account.data.tokenId, token: wrong })).toMatchObject({
      ok: false,
      error: { code: 10030 },
    });
    expect(await client().call(b2bResendToken, { tempId })).toMatchObject({
      ok: false,
      status: 429,
      error: { code: 10063 },
    });
    api.advance(59_000);
    const resent = await client().call(b2bResendToken, { tempId });
    if (!resent.ok) throw new Error(resent.error.message);
    // The first code is no longer the registration's.
    expect(await client().call(b2bConfirmToken, { email, tokenId: account.data.tokenId, token: first })).toMatchObject({
      ok: false,
    });
    expect(
      await client().call(b2bConfirmToken, { email, tokenId: resent.data.tokenId, token: await emailedCode(email) }),
    ).toEqual({ ok: true, status: 200, data: { tempId } });
  });

  it('completes only with a confirmed email and an uploaded business document', async () => {
    const email = 'document@boutique-lemaire.fr';
    const tempId = await openRegistration();
    const account = await registerAccount(tempId, email);
    if (!account.ok) throw new Error(account.error.message);
    const documentFileId = await uploadedDocument();
    expect(await client().call(b2bConfirmRegister, { tempId, documentType: 'KBIS', documentFileId })).toMatchObject({
      error: { code: 10062 },
    });
    await client().call(b2bConfirmToken, { email, tokenId: account.data.tokenId, token: await emailedCode(email) });
    const image = await uploadedDocument(PNG, 'png');
    expect(
      await client().call(b2bConfirmRegister, { tempId, documentType: 'ID', documentFileId: 'f'.repeat(32) }),
    ).toMatchObject({ error: { code: 10064 } });
    expect(
      await client().call(b2bConfirmRegister, { tempId, documentType: 'ID', documentFileId: image }),
    ).toMatchObject({
      ok: true,
      data: { businessVerification: 'pending' },
    });
    // The registration is spent, and its document belongs to the account now.
    expect(await client().call(b2bConfirmRegister, { tempId, documentType: 'KBIS', documentFileId })).toMatchObject({
      error: { code: 10061 },
    });
    expect(await api.app.shopApi.services.storedFiles.find(image)).toMatchObject({
      ownerScope: expect.stringMatching(/^account:/),
    });
  });

  it('answers the upload error codes for a business document', async () => {
    const upload = (resourceContent: string, fileFormat: string) =>
      client().call(uploadResource, { fileFormat, resourceContent, purpose: 'businessDocument' });
    expect(await upload(ELF.toString('base64'), 'pdf')).toMatchObject({ error: { code: 63004 } });
    expect(await upload(PNG.toString('base64'), 'gif')).toMatchObject({ error: { code: 2 } });
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2 * 1024 * 1024)]);
    expect(await upload(big.toString('base64'), 'pdf')).toMatchObject({ error: { code: 1 } });
  });

  it('does not tell that an address has an account: its owner gets a notice, the code never comes', async () => {
    const email = 'achats@atelier-durand.com';
    const tempId = await openRegistration();
    const account = await registerAccount(tempId, email);
    expect(account).toMatchObject({ ok: true, data: { resendAfterSeconds: 59 } });
    const [notice] = await api.outbox(email);
    expect(notice.body).not.toMatch(/\b\d{6}\b/);
  });
});

describe('the document check (business-verification command)', () => {
  it('lists the pending accounts with their documents, then verifies one and refuses another', async () => {
    const verified = 'verify.me@boutique-lemaire.fr';
    const refused = 'refuse.me@boutique-lemaire.fr';
    await registered(verified);
    await registered(refused);
    const { businessVerifications } = api.app.shopApi.services;
    const idOf = async (email: string) => (await api.app.shopApi.services.accounts.byEmail('250', email))?.id ?? 0;
    const listed = await runBusinessVerificationCommand(
      ['list', '--bu', '250'],
      businessVerifications,
      (id) => `/u/${id}`,
    );
    expect(listed.exitCode).toBe(0);
    expect(listed.lines.join('\n')).toContain(`#${await idOf(verified)}  unit 250  Boutique Lemaire SARL`);
    expect(listed.lines.join('\n')).toMatch(/ {4}KBIS kbis\.pdf application\/pdf: \/u\/[0-9a-f]{32}/);

    expect(
      await runBusinessVerificationCommand(['verify', String(await idOf(verified))], businessVerifications, String),
    ).toMatchObject({ exitCode: 0, lines: [expect.stringContaining('is now verified')] });
    expect(
      await runBusinessVerificationCommand(['refuse', String(await idOf(refused))], businessVerifications, String),
    ).toMatchObject({ exitCode: 2 });
    expect(
      await runBusinessVerificationCommand(
        ['refuse', String(await idOf(refused)), '--reason', 'KBIS older than 3 months'],
        businessVerifications,
        String,
      ),
    ).toMatchObject({ exitCode: 0, lines: [expect.stringContaining('is now refused')] });
    expect(await runBusinessVerificationCommand(['verify', '1'], businessVerifications, String)).toMatchObject({
      exitCode: 1,
    });

    expect(await businessLogin(verified, 'Lemaire-2026')).toMatchObject({ data: { businessVerification: 'verified' } });
    expect(await businessLogin(refused, 'Lemaire-2026')).toMatchObject({ data: { businessVerification: 'refused' } });
    const stillPending = await runBusinessVerificationCommand(['list'], businessVerifications, String);
    expect(stillPending.lines.join('\n')).not.toContain(verified);
  });
});
