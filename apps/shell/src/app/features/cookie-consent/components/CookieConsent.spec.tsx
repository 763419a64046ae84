import { act, fireEvent, screen } from '@testing-library/react';
import { readConsent } from '../api/consent';
import { consentPanel } from '../api/consent-panel';
import { renderAt, setUpAuthTest, testUnit } from '../../auth/testing/auth-test-kit';
import { CookieConsent } from './CookieConsent';

describe('the cookie consent', () => {
  it("asks a brand's visitor until answered: essential always on, the three others off until switched", async () => {
    await setUpAuthTest(testUnit({}, { cookieConsent: true }));
    const { unmount } = renderAt('/', <CookieConsent />);
    const panel = await screen.findByRole('region', { name: 'Your cookie choices' });
    expect(panel).toBeInTheDocument();
    const essential = screen.getByRole('switch', { name: /Essential/ });
    expect(essential).toBeChecked();
    expect(essential).toBeDisabled();
    for (const name of ['Advertising', 'Analytics', 'Customization']) {
      expect(screen.getByRole('switch', { name: new RegExp(name) })).not.toBeChecked();
    }

    fireEvent.click(screen.getByRole('switch', { name: /Analytics/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(readConsent(localStorage, '97')?.choices).toEqual({
      advertising: false,
      analytics: true,
      customization: false,
    });

    // Remembered: the next page load does not ask again.
    unmount();
    renderAt('/', <CookieConsent />);
    expect(screen.queryByRole('region')).toBeNull();

    // Cookie settings (footer) shows the saved choices again.
    act(() => consentPanel.getState().reopen());
    expect(await screen.findByRole('switch', { name: /Analytics/ })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(readConsent(localStorage, '97')?.choices).toEqual({
      advertising: true,
      analytics: true,
      customization: true,
    });
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('is not shown for a brand that does not ask', async () => {
    await setUpAuthTest(testUnit({}, { cookieConsent: false }));
    renderAt('/', <CookieConsent />);
    await act(async () => undefined);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
