import { fireEvent, screen, within } from '@testing-library/react';
import { renderAt, setUpAuthTest, testUnit } from '../../auth/testing/auth-test-kit';
import { CountryPicker } from './CountryPicker';

describe('the country picker', () => {
  it("lists the countries' shops as links, the current one marked", async () => {
    await setUpAuthTest(testUnit({ countrySites: { UAE: '/97', FR: '/250', SA: 'https://sa.example.test/' } }));
    renderAt('/', <CountryPicker />);
    const button = screen.getByRole('button', { name: 'AE, Country: United Arab Emirates' });
    fireEvent.click(button);
    const nav = await screen.findByRole('navigation', { name: 'Choose your country' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['United Arab Emirates', '/97'],
      ['Saudi Arabia', 'https://sa.example.test/'],
      ['France', '/250'],
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
  });

  it('is absent when the unit lists no country', async () => {
    await setUpAuthTest(testUnit());
    renderAt('/', <CountryPicker />);
    expect(screen.queryByTestId('country-picker')).toBeNull();
  });
});
