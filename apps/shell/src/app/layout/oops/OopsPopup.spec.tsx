import { act, fireEvent, screen } from '@testing-library/react';
import { oopsStore, showOops } from '@shop/session';
import { renderAt, setUpAuthTest } from '../../features/auth/testing/auth-test-kit';
import { OopsPopup } from './OopsPopup';

describe('the generic Oops popup', () => {
  beforeEach(() => setUpAuthTest());
  afterEach(() => act(() => oopsStore.getState().dismiss()));

  it('shows nothing until a page reports a failure', () => {
    renderAt('/', <OopsPopup />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the spec's texts; Try again closes it and runs the page's retry", async () => {
    const retry = jest.fn();
    renderAt('/', <OopsPopup />);
    act(() => showOops({ retry }));

    const dialog = await screen.findByRole('dialog', { name: 'Oops!' });
    expect(dialog).toHaveTextContent('Seems there are something went wrong. Please try again or contact us.');
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape or Close without retrying', async () => {
    const retry = jest.fn();
    renderAt('/', <OopsPopup />);
    act(() => showOops({ retry }));
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => showOops({ retry }));
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(retry).not.toHaveBeenCalled();
  });
});
