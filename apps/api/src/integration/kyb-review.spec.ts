import { getBankInfo, kybSubmit } from '@shop/contracts';
import { runKybReviewCommand } from '../cli/kyb-review-command';
import { DEMO, startTestApi, type TestApi } from '../testing/test-api';
import { BANK_INFO, kybKit } from './support/kyb-kit';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const { client, registeredCompany, auth, info, update, completeDossier } = kybKit(() => api);
const review = (...args: string[]) => runKybReviewCommand(args, api.app.shopApi.services);

async function referenceOf(session: Parameters<typeof auth>[0]): Promise<string> {
  const bank = await client().call(getBankInfo, auth(session));
  if (!bank.ok || !bank.data.verificationTransfer) throw new Error('no verification transfer');
  return bank.data.verificationTransfer.reference;
}

describe('the reviewers’ command (kyb-review)', () => {
  it('approves a submitted dossier once its 10-euro transfer from its IBAN is recorded', async () => {
    // The demo business customer verifies its company: approval makes its account En Compte.
    const company = await registeredCompany(DEMO.business250, 'Atelier Durand SAS');
    await completeDossier(company);
    expect(await client().call(kybSubmit, auth(company))).toMatchObject({ ok: true });
    const dossierId = company.custId;

    const listed = await review('list', '--bu', '250');
    expect(listed.lines.join('\n')).toContain(`#${dossierId}  unit 250  Atelier Durand SAS  ${DEMO.business250}`);
    const shown = await review('show', dossierId);
    expect(shown.lines.join('\n')).toMatch(/representative #\d+: .*"firstName":"Claire"/);
    expect(shown.lines.join('\n')).toContain('ID document passport.pdf');

    expect(await review('approve', dossierId, '--reviewer', 'Nadia')).toMatchObject({
      exitCode: 1,
      lines: ['The 10-euro verification transfer from the dossier IBAN is not recorded yet.'],
    });
    const reference = await referenceOf(company);
    const record = (iban: string, amount = '1000') =>
      review('record-transfer', '--reference', reference, '--iban', iban, '--amount', amount, '--reviewer', 'Nadia');
    expect(await record('DE89370400440532013000')).toMatchObject({ exitCode: 1 });
    expect(await record(BANK_INFO.iban, '100')).toMatchObject({ exitCode: 1 });
    expect(await record('FR76 3000 6000 0112 3456 7890 189')).toMatchObject({ exitCode: 0 });
    expect(await client().call(getBankInfo, auth(company))).toMatchObject({
      ok: true,
      data: { verificationTransfer: { receivedAt: expect.any(String) } },
    });

    const approved = await review('approve', dossierId, '--reviewer', 'Nadia');
    expect(approved.exitCode).toBe(0);
    expect(approved.lines[0]).toContain('is now En Compte (2)');
    const business = await api.app.shopApi.services.accounts.byEmail('250', DEMO.business250);
    expect(business?.contractTypeId).toBe(2);
    expect(await info(company)).toMatchObject({ ok: true, data: { dossier: { state: 'approved', editable: false } } });
    const [email] = await api.outbox(DEMO.business250);
    expect(email.subject).toBe('Your company is verified');
    expect(await review('reject', dossierId, '--reason', 'late', '--reviewer', 'Nadia')).toMatchObject({ exitCode: 1 });
  });

  it('rejects with a reason emailed to the company, which may then fix and submit again', async () => {
    const company = await registeredCompany('rejected@boutique-lemaire.fr');
    await completeDossier(company);
    await client().call(kybSubmit, auth(company));
    expect(await review('reject', company.custId, '--reviewer', 'Nadia')).toMatchObject({ exitCode: 2 });
    expect(await review('reject', company.custId, '--reason', 'The passport is unreadable')).toMatchObject({
      exitCode: 2,
    });
    expect(
      await review('reject', company.custId, '--reason', 'The passport is unreadable', '--reviewer', 'Nadia'),
    ).toMatchObject({ exitCode: 0 });
    expect(await info(company)).toMatchObject({
      ok: true,
      data: { dossier: { state: 'rejected', rejectionReason: 'The passport is unreadable', editable: true } },
    });
    const [email] = await api.outbox('rejected@boutique-lemaire.fr');
    expect(email.subject).toBe('Your company verification needs changes');
    expect(email.body).toContain('Reason: The passport is unreadable');
    expect(await update(company, { type: 0, bankInfo: BANK_INFO })).toMatchObject({ ok: true });
    expect(await client().call(kybSubmit, auth(company))).toMatchObject({ ok: true, data: { state: 'submitted' } });
    expect(await info(company)).toMatchObject({ data: { dossier: { state: 'submitted', rejectionReason: '' } } });
  });
});
