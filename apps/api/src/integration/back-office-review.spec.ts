import {
  approveBusinessAccount,
  approveKybDossier,
  getKybReviewDossier,
  getReviewDocument,
  getReviewQueue,
  kybSubmit,
  recordKybTransfer,
  rejectBusinessAccount,
  rejectKybDossier,
} from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { accounts, operatorAudit } from '../db/schema';
import { startTestApi, type TestApi } from '../testing/test-api';
import { businessKit, NEW_COMPANY } from './support/business-kit';
import { BANK_INFO, kybKit } from './support/kyb-kit';
import { OPERATORS, operatorKit } from './support/operator-kit';

/**
 * The review queue of the back office (issue 21, decision 0041): business accounts waiting for the
 * document check and KYB dossiers, their documents opened, approved with a contract type or rejected
 * with a reason the company gets by email; each decision audited; another unit's operator refused.
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, 60_000);
afterAll(() => api.close());

const { signedIn } = operatorKit(() => api);
const business = businessKit(() => api);
const kyb = kybKit(() => api);
const db = () => api.app.shopApi.database.db;

async function pendingAccount(email: string) {
  const done = await business.registered(email);
  if (!done.ok) throw new Error(`registration: ${done.error.message}`);
  const [row] = await db().select().from(accounts).where(eq(accounts.email, email));
  return row;
}

const auditOf = (action: string, target: string) =>
  db()
    .select()
    .from(operatorAudit)
    .where(and(eq(operatorAudit.action, action), eq(operatorAudit.target, target)));

describe('business accounts waiting for the document check', () => {
  it('lists them with their documents, opens one inline, approves with a contract type and emails', async () => {
    const account = await pendingAccount('review.approve@example.com');
    const { client: operator } = await signedIn(OPERATORS.ops250);
    const queue = await operator.call(getReviewQueue, { buId: '250' });
    if (!queue.ok) throw new Error(queue.error.message);
    const listed = queue.data.businessAccounts.find((entry) => entry.accountId === account.id);
    expect(listed).toMatchObject({
      email: 'review.approve@example.com',
      companyName: NEW_COMPANY.companyName,
      businessVerification: 'pending',
      documents: [expect.objectContaining({ documentType: 'KBIS', contentType: 'application/pdf' })],
    });

    const document = await operator.download(getReviewDocument, {
      buId: '250',
      fileId: listed?.documents[0].fileId ?? '',
    });
    if (!document.ok) throw new Error(document.error.message);
    expect(document.data.contentType).toBe('application/pdf');
    expect(
      Buffer.from(await document.data.blob.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(await auditOf('review.openDocument', listed?.documents[0].fileId ?? '')).toHaveLength(1);

    const approved = await operator.call(approveBusinessAccount, {
      buId: '250',
      accountId: account.id,
      contractTypeId: 2,
    });
    expect(approved).toMatchObject({ ok: true, data: { businessVerification: 'verified', contractTypeId: 2 } });
    // Unit 250 speaks French by default: the company reads its news in French, with its contract.
    const [email] = await api.outbox('review.approve@example.com');
    expect(email.subject).toBe('Votre compte professionnel est vérifié');
    expect(email.body).toContain('Votre contrat : En Compte.');
    expect(await auditOf('review.businessApprove', String(account.id))).toEqual([
      expect.objectContaining({ buId: '250', operatorEmail: OPERATORS.ops250, details: { contractTypeId: 2 } }),
    ]);

    const again = await operator.call(approveBusinessAccount, {
      buId: '250',
      accountId: account.id,
      contractTypeId: 1,
    });
    expect(!again.ok && again.error.code).toBe(58061);
    const after = await operator.call(getReviewQueue, { buId: '250' });
    expect(after.ok && after.data.businessAccounts.some((entry) => entry.accountId === account.id)).toBe(false);
  }, 60_000);

  it('rejects with the reason the company receives; a reason is required', async () => {
    const account = await pendingAccount('review.reject@example.com');
    const { client: operator } = await signedIn(OPERATORS.admin);
    const blank = await operator.call(rejectBusinessAccount, { buId: '250', accountId: account.id, reason: '   ' });
    expect(!blank.ok && blank.error.code).toBe(40000);
    expect(!blank.ok && blank.error.issues?.[0]).toMatchObject({ path: 'reason', key: 'onlyBlankspaces' });
    const refused = await operator.call(rejectBusinessAccount, {
      buId: '250',
      accountId: account.id,
      reason: 'The Kbis extract is older than three months.',
    });
    expect(refused).toMatchObject({ ok: true, data: { businessVerification: 'refused' } });
    const [email] = await api.outbox('review.reject@example.com');
    expect(email.subject).toBe('Votre compte professionnel n’a pas pu être vérifié');
    expect(email.body).toContain('Motif: The Kbis extract is older than three months.');
  }, 60_000);

  it("refuses another unit's operator and another unit's documents", async () => {
    const account = await pendingAccount('review.foreign@example.com');
    const { client: ops97 } = await signedIn(OPERATORS.ops97);
    const queue = await ops97.call(getReviewQueue, { buId: '250' });
    expect(!queue.ok && queue.error.code).toBe(58050);
    const decided = await ops97.call(approveBusinessAccount, { buId: '250', accountId: account.id, contractTypeId: 1 });
    expect(!decided.ok && decided.error.code).toBe(58050);
    const own = await ops97.call(approveBusinessAccount, { buId: '97', accountId: account.id, contractTypeId: 1 });
    expect(!own.ok && own.error.code).toBe(58060);
    const { client: admin } = await signedIn(OPERATORS.admin);
    const listed = await admin.call(getReviewQueue, { buId: '250' });
    const fileId =
      (listed.ok && listed.data.businessAccounts.find((e) => e.accountId === account.id)?.documents[0].fileId) || '';
    const elsewhere = await admin.download(getReviewDocument, { buId: '97', fileId });
    expect(!elsewhere.ok && elsewhere.error.code).toBe(58066);
    const [row] = await db().select().from(accounts).where(eq(accounts.id, account.id));
    expect(row.businessVerification).toBe('pending');
  }, 60_000);
});

describe('KYB dossiers', () => {
  it('reads a submitted dossier, records its transfer, approves it with a contract type and emails', async () => {
    const company = await kyb.registeredCompany('kyb.review@example.com', 'Maison Review SAS');
    await kyb.completeDossier(company);
    expect(await kyb.client().call(kybSubmit, kyb.auth(company))).toMatchObject({ ok: true });
    const dossierId = Number(company.custId);
    const { client: operator } = await signedIn(OPERATORS.ops250);

    const queue = await operator.call(getReviewQueue, { buId: '250' });
    expect(queue.ok && queue.data.kybDossiers.find((entry) => entry.dossierId === dossierId)).toMatchObject({
      companyName: 'Maison Review SAS',
      state: 'submitted',
      transferReceivedAt: '',
    });
    const dossier = await operator.call(getKybReviewDossier, { buId: '250', dossierId });
    if (!dossier.ok) throw new Error(dossier.error.message);
    expect(dossier.data.representatives).toHaveLength(1);
    expect(dossier.data.documents).toHaveLength(2);
    const idDocument = await operator.download(getReviewDocument, {
      buId: '250',
      fileId: dossier.data.documents[0].fileId,
    });
    expect(idDocument.ok && idDocument.data.contentType).toBe('application/pdf');

    const early = await operator.call(approveKybDossier, { buId: '250', dossierId });
    expect(!early.ok && early.error.code).toBe(58064);
    const transfer = { buId: '250', dossierId, amount: 1000, currency: 'EUR' };
    const wrong = await operator.call(recordKybTransfer, { ...transfer, fromIban: 'DE89370400440532013000' });
    expect(!wrong.ok && wrong.error.code).toBe(58065);
    const recorded = await operator.call(recordKybTransfer, { ...transfer, fromIban: BANK_INFO.iban });
    expect(recorded.ok && recorded.data.transferReceivedAt).not.toBe('');

    const approved = await operator.call(approveKybDossier, { buId: '250', dossierId, contractTypeId: 3 });
    expect(approved).toMatchObject({ ok: true, data: { state: 'approved' } });
    const [email] = await api.outbox('kyb.review@example.com');
    expect(email.subject).toBe('Your company is verified');
    expect(await auditOf('review.kybApprove', String(dossierId))).toHaveLength(1);
    const rejected = await operator.call(rejectKybDossier, { buId: '250', dossierId, reason: 'Too late' });
    expect(!rejected.ok && rejected.error.code).toBe(58063);
  }, 60_000);

  it('rejects a dossier with the reason emailed; not from another unit', async () => {
    const company = await kyb.registeredCompany('kyb.reject@example.com', 'Maison Refus SARL');
    await kyb.completeDossier(company);
    await kyb.client().call(kybSubmit, kyb.auth(company));
    const dossierId = Number(company.custId);
    const { client: ops97 } = await signedIn(OPERATORS.ops97);
    const foreign = await ops97.call(getKybReviewDossier, { buId: '97', dossierId });
    expect(!foreign.ok && foreign.error.code).toBe(58062);
    const { client: operator } = await signedIn(OPERATORS.ops250);
    const rejected = await operator.call(rejectKybDossier, {
      buId: '250',
      dossierId,
      reason: 'The passport copy is unreadable.',
    });
    expect(rejected).toMatchObject({ ok: true, data: { state: 'rejected' } });
    const [email] = await api.outbox('kyb.reject@example.com');
    expect(email.body).toContain('The passport copy is unreadable.');
  }, 60_000);
});
