import { ThemeProvider } from '@emotion/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, useNavigate } from 'react-router';
import { brandStore } from '@shop/brand';
import { demoUnit97 } from '@shop/brand/testing';
import { themeOf } from '@shop/brand/react';
import { changeLanguage, i18n, initI18n } from '@shop/i18n';
import { TestRouterProvider, createTestRouter } from '../testing';
import { useLeaveConfirmation } from './use-leave-confirmation';

const unit = demoUnit97();

async function settle() {
  for (let round = 0; round < 4; round += 1) await act(async () => undefined);
}

function BuyingPage({ onLeave, enabled }: { onLeave?: () => Promise<void> | void; enabled?: boolean }) {
  const { dialog, allowNextNavigation } = useLeaveConfirmation({ onLeave, enabled });
  const navigate = useNavigate();
  return (
    <main>
      <h1>Checkout</h1>
      <Link to="/">Home</Link>
      <Link to="?coupon=1">Same page</Link>
      <button
        type="button"
        onClick={() => {
          allowNextNavigation();
          void navigate('/order/42');
        }}
      >
        Pay
      </button>
      {dialog}
    </main>
  );
}

async function openPage(onLeave?: () => Promise<void> | void, language: 'en' | 'ar' = 'en', enabled?: boolean) {
  if (!i18n.isInitialized) await initI18n({ languages: ['en', 'ar'], language });
  else await changeLanguage(language);
  brandStore.getState().setUnit(unit, '');
  const router = createTestRouter(
    [
      { path: '/', element: <h1>Home page</h1> },
      { path: '/order/:number', element: <h1>Order result</h1> },
      { path: '/buying-friend/checkout', element: <BuyingPage onLeave={onLeave} enabled={enabled} /> },
    ],
    { initialEntries: ['/', '/buying-friend/checkout'], initialIndex: 1 },
  );
  render(
    <ThemeProvider theme={themeOf(unit)}>
      <TestRouterProvider router={router} />
    </ThemeProvider>,
  );
  await settle();
  return router;
}

describe('useLeaveConfirmation', () => {
  it('asks before a link leaves the page, with the spec wording, focus on staying', async () => {
    await openPage();
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    await settle();
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure to leave this page?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(
      'The order item you are editing is not finished. It will not be saved in the cart if you leave.',
    );
    expect(screen.getByRole('button', { name: 'No, continue editing' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Yes, leave this page' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
  });

  it('stays on the page when the visitor continues editing, and focus returns to the link', async () => {
    const router = await openPage();
    const home = screen.getByRole('link', { name: 'Home' });
    home.focus();
    fireEvent.click(home);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'No, continue editing' }));
    await settle();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(router.location.pathname).toBe('/buying-friend/checkout');
    expect(home).toHaveFocus();
  });

  it('Escape is continue editing; Tab stays inside the dialog', async () => {
    await openPage();
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    await settle();
    const stay = screen.getByRole('button', { name: 'No, continue editing' });
    const leave = screen.getByRole('button', { name: 'Yes, leave this page' });
    fireEvent.keyDown(stay, { key: 'Tab', shiftKey: true });
    expect(leave).toHaveFocus();
    fireEvent.keyDown(leave, { key: 'Tab' });
    expect(stay).toHaveFocus();
    fireEvent.keyDown(stay, { key: 'Escape' });
    await settle();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
  });

  it('runs the page leaving work first, shows it is leaving, then goes where the link pointed', async () => {
    let finish: () => void = () => undefined;
    const onLeave = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    await openPage(onLeave);
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, leave this page' }));
    await settle();
    expect(onLeave).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Leaving…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'No, continue editing' })).toBeDisabled();
    await act(async () => finish());
    await settle();
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('still leaves when the leaving work fails', async () => {
    await openPage(() => Promise.reject(new Error('network')));
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, leave this page' }));
    await settle();
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('intercepts the browser back button the same way', async () => {
    const router = await openPage();
    await act(async () => void router.navigate(-1));
    await settle();
    expect(screen.getByRole('alertdialog', { name: 'Are you sure to leave this page?' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/buying-friend/checkout');
    fireEvent.click(screen.getByRole('button', { name: 'Yes, leave this page' }));
    await settle();
    expect(router.location.pathname).toBe('/');
  });

  it('does not ask for a change on the same page, nor for the page own forward step', async () => {
    const router = await openPage();
    fireEvent.click(screen.getByRole('link', { name: 'Same page' }));
    await settle();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(router.location.search).toBe('?coupon=1');
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await settle();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Order result' })).toBeInTheDocument();
  });

  it('lets every navigation through while the page has nothing to lose (enabled: false)', async () => {
    const onLeave = jest.fn();
    const router = await openPage(onLeave, 'en', false);
    await act(async () => void router.navigate(-1));
    await settle();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(onLeave).not.toHaveBeenCalled();
  });

  it('speaks Arabic on an Arabic shop', async () => {
    await openPage(undefined, 'ar');
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    await settle();
    expect(screen.getByRole('alertdialog', { name: 'هل أنت متأكد من مغادرة هذه الصفحة؟' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'نعم، مغادرة هذه الصفحة' })).toBeInTheDocument();
    await act(async () => void changeLanguage('en'));
  });
});
