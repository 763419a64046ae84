import { act, fireEvent, screen } from '@testing-library/react';
import { changeLanguage } from '@shop/i18n';
import { renderAt, setUpAuthTest, testUnit } from '../features/auth/testing/auth-test-kit';
import { LanguageSwitcher } from './LanguageSwitcher';

// Only the language download is made to fail; everything else is the real i18n instance.
jest.mock('@shop/i18n', () => {
  const actual = jest.requireActual('@shop/i18n');
  return { ...actual, changeLanguage: jest.fn(actual.changeLanguage) };
});
const changeLanguageMock = changeLanguage as jest.MockedFunction<typeof changeLanguage>;

describe('the language switcher', () => {
  afterEach(async () => {
    await act(async () => {
      await changeLanguage('en');
    });
  });

  it('says so next to the switcher, in the current language, when the chosen texts cannot be downloaded', async () => {
    await setUpAuthTest(testUnit({ languages: ['en', 'ar'] }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    changeLanguageMock.mockRejectedValueOnce(new Error('chunk i18n-ar failed'));
    renderAt('/', <LanguageSwitcher />);
    const select = screen.getByRole('combobox', { name: 'Language' });

    await act(async () => {
      fireEvent.change(select, { target: { value: 'ar' } });
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'That language could not be loaded. Check your connection and try again.',
    );
    expect(select).toHaveValue('en');
    expect(select).toHaveAttribute('aria-busy', 'false');

    // Chosen again once the network is back: the page switches and the message goes.
    await act(async () => {
      fireEvent.change(select, { target: { value: 'ar' } });
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(select).toHaveValue('ar');
  });
});
