import { fireEvent, screen } from '@testing-library/react';
import { sessionStore } from '@shop/session';
import {
  memberService,
  ok,
  renderAccountAt,
  settle,
  startAccountPage,
  unit97,
} from '../../../testing/account-test-kit';

const fieldError = (field: string) => document.querySelector(`[data-field-error="${field}"]`);

async function openDeletePage(language: 'en' | 'ar' = 'en') {
  await startAccountPage({ unit: unit97({ accountDeletion: true }), language });
  const service = memberService({ answers: { deleteAccount: () => ok({ deleted: true }) } });
  await renderAccountAt('/account/profile/delete');
  return service;
}

describe('deleting the account', () => {
  it("asks for a reason and the confirmation with the shared rules' texts, and sends nothing", async () => {
    const service = await openDeletePage();
    fireEvent.click(screen.getByTestId('delete-account-submit'));
    await settle();
    expect(fieldError('reasons')).toHaveTextContent('Please choose a reason.');
    expect(fieldError('understood')).toHaveTextContent('Please confirm that you understand.');
    expect(screen.queryByTestId('delete-account-dialog')).not.toBeInTheDocument();
    expect(service.callsTo('deleteAccount')).toEqual([]);
  });

  it('refuses a comment over 500 characters next to it', async () => {
    await openDeletePage();
    fireEvent.click(screen.getByLabelText('I had technical problems'));
    fireEvent.click(screen.getByLabelText('I understand that my account cannot be restored.'));
    fireEvent.change(screen.getByTestId('delete-comment'), { target: { value: 'x'.repeat(501) } });
    fireEvent.click(screen.getByTestId('delete-account-submit'));
    await settle();
    expect(fieldError('comment')).toHaveTextContent('Must be less than 500 characters.');
    expect(screen.getByTestId('delete-comment')).toHaveAccessibleDescription('Must be less than 500 characters.');
  });

  it('sends the reasons and the comment once confirmed, then signs out', async () => {
    const service = await openDeletePage();
    const logout = jest.spyOn(sessionStore.getState(), 'logout').mockResolvedValue(undefined as never);
    fireEvent.click(screen.getByLabelText('I no longer use this account'));
    fireEvent.click(screen.getByLabelText('I had technical problems'));
    fireEvent.change(screen.getByTestId('delete-comment'), { target: { value: '  Moving abroad.  ' } });
    fireEvent.click(screen.getByLabelText('I understand that my account cannot be restored.'));
    fireEvent.click(screen.getByTestId('delete-account-submit'));
    await settle();
    fireEvent.click(screen.getByTestId('delete-account-confirm'));
    await settle();
    expect(service.callsTo('deleteAccount')).toEqual([
      { custId: '1001', reasons: ['no_longer_using', 'technical_issues'], comment: 'Moving abroad.' },
    ]);
    expect(logout).toHaveBeenCalled();
    logout.mockRestore();
  });

  it('shows the reason rule in Arabic', async () => {
    await openDeletePage('ar');
    fireEvent.click(screen.getByTestId('delete-account-submit'));
    await settle();
    expect(fieldError('reasons')).toHaveTextContent('يرجى اختيار سبب.');
  });
});
