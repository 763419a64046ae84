import { ThemeProvider } from '@emotion/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { demoUnit97 } from '@shop/brand/testing';
import { themeOf } from '@shop/brand/react';
import { changeLanguage, i18n, initI18n, loadNamespace } from '@shop/i18n';
import { DecisionForm, type Decision } from './DecisionForm';

async function renderForm(decide: (decision: Decision) => Promise<unknown>) {
  if (!i18n.isInitialized) await initI18n({ languages: ['en', 'fr'], language: 'en' });
  else await act(() => changeLanguage('en'));
  await loadNamespace('operator');
  render(
    <ThemeProvider theme={themeOf(demoUnit97())}>
      <DecisionForm defaultContract={3} decide={decide as never} />
    </ThemeProvider>,
  );
}

const settle = async () => {
  for (let round = 0; round < 3; round += 1) await act(async () => undefined);
};

describe('DecisionForm', () => {
  it('approves with the contract type chosen', async () => {
    const decide = jest.fn(async () => ({ ok: true, data: {} }));
    await renderForm(decide);
    expect((screen.getByLabelText('Contract type') as HTMLSelectElement).value).toBe('3');
    fireEvent.change(screen.getByLabelText('Contract type'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await settle();
    expect(decide).toHaveBeenCalledWith({ kind: 'approve', contractTypeId: 2 });
  });

  it('asks for the reason next to its field before a rejection, then sends it trimmed', async () => {
    const decide = jest.fn(async () => ({ ok: true, data: {} }));
    await renderForm(decide);
    fireEvent.change(screen.getByLabelText('Reason for the rejection'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await settle();
    expect(decide).not.toHaveBeenCalled();
    const reason = screen.getByLabelText('Reason for the rejection');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Write the reason the company will read.')).toBeTruthy();

    fireEvent.change(reason, { target: { value: '  The KBIS is older than three months. ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await settle();
    expect(decide).toHaveBeenCalledWith({ kind: 'reject', reason: 'The KBIS is older than three months.' });
  });

  it("says the API's refusal above the buttons", async () => {
    const decide = jest.fn(async () => ({
      ok: false,
      error: { code: 58061, message: 'This business account is not waiting for the document check any more.' },
    }));
    await renderForm(decide);
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('not waiting for the document check');
  });
});
