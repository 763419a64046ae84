import { act, fireEvent, screen } from '@testing-library/react';
import { failed, fakeShopApi, ok } from '@shop/api-client/testing';
import { ORDER_NO, renderReturnAt, settle, startReturnPage } from '../../../testing/return-test-kit';

const LINK = `/unlock?orderNo=${ORDER_NO}`;

beforeEach(async () => {
  await startReturnPage();
});

/** Yes, then the spec's one second before the captcha and the call, on the real clock. */
async function answerYes() {
  fireEvent.click(screen.getByRole('button', { name: 'Yes, unlock my cards' }));
  await act(() => new Promise((resolve) => setTimeout(resolve, 1050)));
  await settle();
}

describe('/unlock', () => {
  it('asks in a dialog, then unlocks after one second: Success, enjoy', async () => {
    const api = fakeShopApi({ unlockOrder: () => ok({ orderNo: ORDER_NO, cardQty: 2 }) });
    await renderReturnAt(LINK);
    const dialog = screen.getByRole('dialog', { name: 'Unlock your order' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(
      `Have you received the cards of order ${ORDER_NO}? Unlock them to start using them.`,
    );
    expect(screen.getByRole('button', { name: 'Yes, unlock my cards' })).toHaveFocus();
    jest.useFakeTimers();
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Yes, unlock my cards' }));
      await settle(2);
      expect(screen.getByRole('status')).toHaveTextContent('Unlocking…');
      act(() => jest.advanceTimersByTime(999));
      await settle(2);
      expect(api.callsOf('unlockOrder')).toEqual([]);
      act(() => jest.advanceTimersByTime(1));
      await settle();
    } finally {
      jest.useRealTimers();
    }
    expect(api.callsOf('unlockOrder')).toEqual([{ orderNo: ORDER_NO, captchaToken: '' }]);
    expect(screen.getByRole('heading', { name: 'Success, enjoy' })).toHaveFocus();
    expect(screen.getByTestId('unlock-success')).toHaveTextContent('Your 2 card(s) can be used now.');
    expect(screen.getByRole('link', { name: 'Go to the shop' })).toHaveAttribute('href', '/97');
  });

  it('says Already unlock for 58019', async () => {
    fakeShopApi({ unlockOrder: () => failed({ code: 58019, message: 'Already unlock' }) });
    await renderReturnAt(LINK);
    await answerYes();
    expect(screen.getByRole('heading', { name: 'Already unlock' })).toBeInTheDocument();
  });

  it('says Oops, still lock with the customer service for any other failure', async () => {
    fakeShopApi({ unlockOrder: () => failed({ code: 58020, message: 'Oops, still lock' }) });
    await renderReturnAt(LINK);
    await answerYes();
    expect(screen.getByRole('heading', { name: 'Oops, still lock' })).toBeInTheDocument();
    expect(screen.getByTestId('unlock-still-locked')).toHaveTextContent('Please contact customer service.');
  });

  it('keeps the focus inside the dialog and leaves it with Escape or Not yet', async () => {
    fakeShopApi({});
    const view = await renderReturnAt(LINK);
    const yes = screen.getByRole('button', { name: 'Yes, unlock my cards' });
    const notYet = screen.getByRole('button', { name: 'Not yet' });
    notYet.focus();
    fireEvent.keyDown(notYet, { key: 'Tab' });
    expect(yes).toHaveFocus();
    fireEvent.keyDown(yes, { key: 'Tab', shiftKey: true });
    expect(notYet).toHaveFocus();
    fireEvent.keyDown(notYet, { key: 'Escape' });
    await settle();
    expect(screen.getByTestId('landed')).toHaveTextContent('home /');
    view.unmount();
    await renderReturnAt(LINK);
    fireEvent.click(screen.getByRole('button', { name: 'Not yet' }));
    await settle();
    expect(screen.getByTestId('landed')).toHaveTextContent('home /');
  });

  it('goes home without an order number', async () => {
    fakeShopApi({});
    await renderReturnAt('/unlock');
    expect(screen.getByTestId('landed')).toHaveTextContent('home /');
  });
});
