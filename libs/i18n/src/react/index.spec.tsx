import { act, render, screen } from '@testing-library/react';
import { changeLanguage, initI18n } from '../i18n-instance';
import { I18nextProvider, i18n, useTranslation } from './index';

function LeavePageButtons() {
  const { t } = useTranslation();
  return (
    <div>
      <button type="button">{t('leavePage.confirm')}</button>
      <button type="button">{t('leavePage.cancel')}</button>
    </div>
  );
}

describe('react bindings', () => {
  beforeAll(async () => {
    await initI18n({ languages: ['fr', 'en'], language: 'fr' });
  });

  it('renders texts of the shared instance without a provider', () => {
    render(<LeavePageButtons />);
    expect(screen.getByRole('button', { name: 'Oui, quitter cette page' })).toBeInTheDocument();
  });

  it('re-renders when the language changes', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <LeavePageButtons />
      </I18nextProvider>,
    );
    expect(screen.getByRole('button', { name: 'Non, continuer la modification' })).toBeInTheDocument();
    await act(() => changeLanguage('en'));
    expect(screen.getByRole('button', { name: 'No, continue editing' })).toBeInTheDocument();
  });
});
