import { fireEvent, screen } from '@testing-library/react';
import type { AuditEntry } from '@shop/contracts';
import {
  ok,
  renderBackOfficePage,
  settle,
  startBackOfficePage,
} from '../../back-office-kit/testing/back-office-test-kit';
import { AuditLogPage } from './AuditLogPage';

jest.mock('../../../shared/operator-api', () => ({
  operatorApi: () => jest.requireActual('@shop/api-client').shopApi(),
}));

const entry = (auditId: number, action: string): AuditEntry => ({
  auditId,
  at: Date.UTC(2026, 10, 27, 10, auditId),
  operatorId: 2,
  operatorName: 'Camille Roux',
  operatorEmail: 'ops250@giftshop.example',
  action,
  buId: '250',
  target: 'O250000200',
  details: { cards: [2], destination: 'wallet' },
});

describe('AuditLogPage', () => {
  it('shows the newest entries with their facts, filters them and pages back', async () => {
    const api = await startBackOfficePage({
      listAuditLog: (input) =>
        ok({
          entries: input.page === 2 ? [entry(1, 'signIn')] : [entry(60, 'refund.partial')],
          totalCount: 51,
          page: input.page,
          pageSize: 50,
        }),
      listOperators: () => ok({ operators: [] }),
    });
    await renderBackOfficePage('audit', <AuditLogPage />);
    expect(api.callsOf('listAuditLog')).toEqual([{ page: 1, buId: '', operatorId: 0, action: '' }]);
    const row = screen.getByTestId('audit-entry');
    expect(row.getAttribute('data-action')).toBe('refund.partial');
    expect(row.textContent).toContain('cards: [2]; destination: wallet');
    expect(screen.getByText('51 entries')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    await settle();
    expect(screen.getByTestId('audit-entry').getAttribute('data-action')).toBe('signIn');

    fireEvent.change(screen.getByLabelText('Unit'), { target: { value: '250' } });
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: ' refund ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await settle();
    expect(api.callsOf('listAuditLog').at(-1)).toEqual({ page: 1, buId: '250', operatorId: 0, action: 'refund' });
  });
});
