import { fireEvent, screen, within } from '@testing-library/react';
import type { PendingBusinessAccount } from '@shop/contracts';
import {
  ok,
  renderBackOfficePage,
  settle,
  startBackOfficePage,
} from '../../back-office-kit/testing/back-office-test-kit';
import { ReviewQueuePage } from './ReviewQueuePage';

jest.mock('../../../shared/operator-api', () => ({
  operatorApi: () => jest.requireActual('@shop/api-client').shopApi(),
}));

const ACCOUNT: PendingBusinessAccount = {
  accountId: 41,
  buId: '250',
  email: 'achats@maison-moreau.fr',
  companyName: 'Maison Moreau',
  sirenNumber: '73282932000074',
  contactName: 'Inès Moreau',
  registeredAt: '2026-11-27T09:00:00.000Z',
  contractTypeId: 1,
  businessVerification: 'pending',
  documents: [{ fileId: 'f'.repeat(32), documentType: 'KBIS', contentType: 'application/pdf', fileName: 'kbis.pdf' }],
};

beforeAll(() => {
  // jsdom has no object URLs: the document frame gets a stand-in address.
  URL.createObjectURL = jest.fn(() => 'blob:kbis');
  URL.revokeObjectURL = jest.fn();
});

describe('ReviewQueuePage', () => {
  it('opens an account with its KBIS inline and approves it with the contract chosen', async () => {
    const api = await startBackOfficePage({
      getReviewQueue: [
        () => ok({ businessAccounts: [ACCOUNT], kybDossiers: [] }),
        () => ok({ businessAccounts: [], kybDossiers: [] }),
      ],
      getReviewDocument: () =>
        ok({ blob: new Blob(['%PDF-1.4']), filename: 'kbis.pdf', contentType: 'application/pdf' }),
      approveBusinessAccount: () =>
        ok({ accountId: 41, email: ACCOUNT.email, businessVerification: 'verified', contractTypeId: 2 }),
    });
    await renderBackOfficePage('review-queue', <ReviewQueuePage />);
    expect(api.callsOf('getReviewQueue')).toEqual([{ buId: '250' }]);
    expect(screen.getByText('No KYB dossier is waiting for a review.')).toBeTruthy();
    const row = screen.getByTestId('review-account');
    expect(row.textContent).toContain('1 document');
    fireEvent.click(within(row).getByRole('button', { name: 'Review Maison Moreau' }));
    await settle();

    expect(api.callsOf('getReviewDocument')).toEqual([{ buId: '250', fileId: ACCOUNT.documents[0].fileId }]);
    const document = screen.getByTestId('inline-document');
    expect(document.getAttribute('data-kind')).toBe('pdf');
    expect(within(document).getByTitle('Document kbis.pdf').getAttribute('src')).toBe('blob:kbis');
    // The account starts on its own contract (Light 1).
    expect((screen.getByLabelText('Contract type') as HTMLSelectElement).value).toBe('1');

    fireEvent.change(screen.getByLabelText('Contract type'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('review-approve'));
    await settle();
    expect(api.callsOf('approveBusinessAccount')).toEqual([{ buId: '250', accountId: 41, contractTypeId: 2 }]);
    expect(screen.getByTestId('review-decided').textContent).toContain(
      'Maison Moreau is approved: En Compte contract (2). The company was told by email.',
    );
    expect(screen.queryByTestId('account-review')).toBeNull();
    expect(screen.getByText('No business account is waiting for the document check.')).toBeTruthy();
  });
});
