import { ThemeProvider } from '@emotion/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { failed, fakeShopApi, ok, type FakeAnswer } from '@shop/api-client/testing';
import { brandStore } from '@shop/brand';
import { demoUnit97 } from '@shop/brand/testing';
import { themeOf } from '@shop/brand/react';
import type { CardLinkState } from '@shop/contracts';
import { changeLanguage, i18n, initI18n } from '@shop/i18n';
import type { LinkedCard } from '../api/card-link-api';
import { CardLinkPage } from './CardLinkPage';

const unit = demoUnit97();
const TOKEN = '42-abcdefghijklmnopqrstuvwx';
const SVG = '<svg viewBox="0 0 10 10" xmlns="http://www.w3.org/2000/svg"><path d="M0 0L10 10"/></svg>';
const NOT_FOUND = { code: 11012, message: 'This card link is not valid. Please check the link you received.' };

const card = (state: CardLinkState = 'active', overrides: Partial<LinkedCard> = {}): LinkedCard => ({
  state,
  productName: 'Marjan Grocery Card',
  templateImageUrl: '/assets/supermarket.png',
  amount: 10000,
  balance: 7550,
  currency: 'AED',
  expiresAt: '2027-11-23T00:00:00.000Z',
  ...(state === 'transferred'
    ? {}
    : { code: { cardNumber: '4000123412349876', pinCode: '012345', barcodeSvg: SVG, qrCodeSvg: SVG } }),
  ...overrides,
});

async function settle() {
  for (let round = 0; round < 4; round += 1) await act(async () => undefined);
}

async function openPage(answer: FakeAnswer | FakeAnswer[], language: 'en' | 'ar' = 'en') {
  if (!i18n.isInitialized) await initI18n({ languages: ['en', 'ar'], language });
  else await changeLanguage(language);
  brandStore.getState().setUnit(unit, '');
  const { callsOf } = fakeShopApi({ openCardLink: answer });
  render(
    <ThemeProvider theme={themeOf(unit)}>
      <MemoryRouter initialEntries={[`/card/${TOKEN}`]}>
        <Routes>
          <Route path="/card/:token" element={<CardLinkPage />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
  await settle();
  return { calls: () => callsOf('openCardLink') };
}

describe('card link page', () => {
  it('asks the card of the link and shows it like a voucher: design, amounts, grouped number, codes', async () => {
    const { calls } = await openPage(() => ok(card()));
    expect(calls()).toEqual([{ token: TOKEN }]);
    // The unit's brand heads the page (it has no shop header), leading to the shop.
    const brand = screen.getByRole('banner');
    expect(within(brand).getByRole('link', { name: unit.name })).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { level: 1, name: 'Your gift card' })).toBeInTheDocument();
    const voucher = screen.getByRole('article', { name: 'Marjan Grocery Card' });
    expect(within(voucher).getByAltText('Card design of Marjan Grocery Card')).toHaveAttribute(
      'src',
      '/assets/supermarket.png',
    );
    expect(screen.getByTestId('card-link-amount')).toHaveTextContent(/Amount.*100\.00/);
    expect(screen.getByTestId('card-link-balance')).toHaveTextContent(/Balance.*75\.50/);
    expect(screen.getByTestId('card-link-expires')).toHaveTextContent(/Valid until.*2027/);
    expect(screen.getByTestId('card-link-number')).toHaveTextContent('4000 1234 1234 9876');
    expect(screen.getByTestId('card-link-state')).toHaveTextContent('Ready to use');
    const barcode = screen.getByAltText('Barcode of the card number ending in 9876');
    expect(barcode.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG)}`);
    expect(screen.getByAltText("QR code that opens this card's page")).toBeInTheDocument();
  });

  it('hides the PIN until the toggle shows it, and hides it again', async () => {
    await openPage(() => ok(card()));
    const pin = screen.getByTestId('card-link-pin');
    const toggle = screen.getByRole('button', { name: 'Show PIN' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(pin).toHaveTextContent('••••••');
    expect(pin).toHaveTextContent('PIN hidden');
    expect(pin).not.toHaveTextContent('012345');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide PIN' })).toHaveAttribute('aria-pressed', 'true');
    expect(pin).toHaveTextContent(/^012345$/);
    fireEvent.click(screen.getByRole('button', { name: 'Hide PIN' }));
    expect(pin).not.toHaveTextContent('012345');
    expect(screen.getByRole('button', { name: 'Show PIN' })).toBeInTheDocument();
  });

  it('prints the PIN even while the screen hides it', async () => {
    await openPage(() => ok(card()));
    const pin = screen.getByTestId('card-link-pin');
    act(() => void window.dispatchEvent(new Event('beforeprint')));
    expect(pin).toHaveTextContent(/^012345$/);
    act(() => void window.dispatchEvent(new Event('afterprint')));
    expect(pin).not.toHaveTextContent('012345');
  });

  it('copies the digits of the number and says so; says when the clipboard refuses', async () => {
    const writeText = jest.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await openPage(() => ok(card()));
    fireEvent.click(screen.getByRole('button', { name: 'Copy number' }));
    await settle();
    expect(writeText).toHaveBeenCalledWith('4000123412349876');
    expect(screen.getByTestId('card-link-copy-result')).toHaveTextContent('Card number copied.');
    fireEvent.click(screen.getByRole('button', { name: 'Copy number' }));
    await settle();
    expect(screen.getByTestId('card-link-copy-result')).toHaveTextContent('Could not copy.');
  });

  it('prints the page with the print button', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    await openPage(() => ok(card()));
    fireEvent.click(screen.getByRole('button', { name: 'Print card' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it.each([
    ['blocked', 'This card is blocked and cannot be used for now.'],
    ['expired', 'This card has expired.'],
    ['used', 'This card has been used: nothing is left on it.'],
    ['locked', 'This card is not active yet. It will work once the buyer confirms that the order was received.'],
  ] as const)('says a %s card cannot be used', async (state, text) => {
    await openPage(() => ok(card(state)));
    expect(screen.getByRole('status')).toHaveTextContent(text);
    expect(screen.queryByText('Show the barcode at the till', { exact: false })).not.toBeInTheDocument();
  });

  it('says a transferred card was transferred, with no number, PIN or codes', async () => {
    await openPage(() => ok(card('transferred', { balance: 0 })));
    expect(screen.getByRole('status')).toHaveTextContent('This card was transferred to someone else');
    expect(screen.queryByTestId('card-link-number')).not.toBeInTheDocument();
    expect(screen.queryByTestId('card-link-pin')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Barcode/ })).not.toBeInTheDocument();
  });

  it('shows a loading state, then the error with a retry that asks again', async () => {
    let release: (value: ReturnType<typeof ok>) => void = () => undefined;
    const { calls } = await openPage([
      () => new Promise((resolve) => (release = resolve)),
      () => failed(NOT_FOUND, 404),
      () => ok(card()),
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your card…');
    await act(async () => release(failed(NOT_FOUND, 404)));
    await settle();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('We could not load this card.');
    expect(alert).toHaveTextContent('This card link is not valid. Please check the link you received.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await settle();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    expect(screen.getByTestId('card-link-number')).toBeInTheDocument();
    expect(calls()).toHaveLength(3);
  });

  it('reads right to left in Arabic, the digits still left to right', async () => {
    await openPage(() => ok(card()), 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('heading', { level: 1, name: 'بطاقة الهدية الخاصة بك' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إظهار الرمز السري' })).toBeInTheDocument();
    expect(screen.getByTestId('card-link-number')).toHaveStyle({ direction: 'ltr' });
  });
});
