import { act, fireEvent, screen, within } from '@testing-library/react';
import { API_ERRORS } from '@shop/contracts';
import { failed, ok, renderBusinessPage, settle, startBusinessPage } from '../../../testing/business-test-kit';
import {
  LEMAIRE_KYB,
  dossier,
  dossierAnswers,
  forgetKyb,
  kybInfo,
  person,
  signInToKybForTest,
} from '../../../testing/kyb-test-kit';
import { kybSessionStore } from '../../kyb-account/kyb-session-store';
import { KybDossierPage } from './KybDossierPage';

const panel = (section: string) => screen.getByTestId(`kyb-panel-${section}`);
const fieldError = (name: string) => document.querySelector(`[data-field-error="${name}"]`)?.textContent;
const change = (label: string, value: string, within_ = document.body) =>
  fireEvent.change(within(within_).getByLabelText(label), { target: { value } });

async function openDossier(answers = dossierAnswers(), language: 'en' | 'ar' = 'en') {
  const api = await startBusinessPage({ user: null, answers, language });
  signInToKybForTest();
  const view = await renderBusinessPage('/b2b/kyb/dossier', <KybDossierPage />);
  await settle();
  return { api, view };
}

describe('the KYB dossier page', () => {
  afterEach(() => forgetKyb());

  it('goes back to /b2b/kyb without a KYB session', async () => {
    await startBusinessPage({ user: null });
    await renderBusinessPage('/b2b/kyb/dossier', <KybDossierPage />);
    expect(screen.getByTestId('landed')).toHaveTextContent('/b2b/kyb');
  });

  it('reads the three parts with the KYB token, shows the draft and opens on the first tab to fill', async () => {
    const { api } = await openDossier(
      dossierAnswers({ state: dossier({ tabs: { ...dossier().tabs, company: true } }), representatives: [person()] }),
    );
    expect(api.callsOf('getKybUserInfo')).toEqual([
      { kybToken: LEMAIRE_KYB.token, custId: LEMAIRE_KYB.custId, type: 0 },
      { kybToken: LEMAIRE_KYB.token, custId: LEMAIRE_KYB.custId, type: 1 },
      { kybToken: LEMAIRE_KYB.token, custId: LEMAIRE_KYB.custId, type: 2 },
    ]);
    expect(screen.getByTestId('kyb-dossier-state')).toHaveAttribute('data-state', 'draft');
    expect(screen.getByRole('tab', { name: /Company/ })).toHaveAttribute('data-saved', 'true');
    expect(screen.getByRole('tab', { name: /Legal representatives/ })).toHaveAttribute('aria-selected', 'true');
    // The saved representative is read back into the form, with its stored passport.
    expect(within(panel('representatives')).getByLabelText('First name')).toHaveValue('Claire');
    expect(within(panel('representatives')).getByText('passeport.pdf')).toBeInTheDocument();
    expect(screen.getByTestId('kyb-submit')).toBeDisabled();
  });

  it('moves between tabs with the arrow keys, mirrored right to left in Arabic', async () => {
    await openDossier();
    const company = screen.getByRole('tab', { name: /Company/ });
    company.focus();
    fireEvent.keyDown(company, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: /Legal representatives/ })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(screen.getByRole('tab', { name: /Bank account/ })).toHaveFocus();
    fireEvent.click(document.activeElement as Element);
    expect(panel('bank')).toBeVisible();
    expect(panel('company')).not.toBeVisible();
    forgetKyb();

    await openDossier(dossierAnswers(), 'ar');
    const first = screen.getAllByRole('tab')[0];
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    expect(screen.getAllByRole('tab')[1]).toHaveFocus();
  });

  it('saves a half-filled company tab as a draft, refusing only wrong values, and says when complete', async () => {
    const { api } = await openDossier({
      ...dossierAnswers(),
      updateKybUser: (input) => {
        const companyInfo = input.companyInfo as Record<string, string>;
        const missing = Object.keys(companyInfo).filter((field) => companyInfo[field] === '');
        const completion = { ...dossier().completion, company: { complete: missing.length === 0, missing } };
        const tabs = { ...dossier().tabs, company: true };
        return ok(kybInfo(0, { dossier: dossier({ tabs, completion }), companyInfo: companyInfo as never }));
      },
    });
    const company = panel('company');
    change('SIREN or SIRET', '732829321', company);
    fireEvent.click(screen.getByTestId('kyb-save-company'));
    await settle();
    // A wrong value is refused next to its field; the empty ones may wait.
    expect(fieldError('sirenNumber')).toBeTruthy();
    expect(fieldError('legalForm')).toBeUndefined();
    expect(api.callsOf('updateKybUser')).toEqual([]);

    change('SIREN or SIRET', '732829320', company);
    change('City', 'Paris', company);
    change('Legal form', 'SARL', company);
    await act(async () => {
      fireEvent.click(screen.getByTestId('kyb-save-company'));
    });
    await settle();
    expect(api.callsOf('updateKybUser')).toEqual([
      expect.objectContaining({
        kybToken: LEMAIRE_KYB.token,
        type: 0,
        companyInfo: expect.objectContaining({ sirenNumber: '732829320', legalForm: 'SARL', zipCode: '' }),
      }),
    ]);
    expect(screen.getByTestId('kyb-saved-company')).toHaveTextContent('Draft saved. Still to fill in: 8.');
    const tab = screen.getByRole('tab', { name: /Company/ });
    expect(tab).toHaveAttribute('data-status', 'draft');
    expect(tab).toHaveTextContent('Draft, 8 to fill in');
    expect(screen.getByTestId('kyb-submit')).toBeDisabled();
    expect(screen.getByTestId('kyb-submit-missing')).toHaveTextContent('Still to complete: Company');

    change('Registered address', '18 rue Réaumur', company);
    change('Zip code', '75002', company);
    change('Country', 'FR', company);
    for (const [label, value] of [
      ['Account category', 'RETAIL'],
      ['Annual turnover', 'ATO2'],
      ['Entity type', 'COMPANY'],
      ['Net income', 'NIR2'],
      ['Society type', 'PRIVATE'],
    ])
      change(label, value, company);
    await act(async () => {
      fireEvent.click(screen.getByTestId('kyb-save-company'));
    });
    await settle();
    expect(screen.getByTestId('kyb-saved-company')).toHaveTextContent('Saved. This tab is complete.');
    expect(tab).toHaveAttribute('data-status', 'complete');
    expect(tab).toHaveTextContent('Complete');
  });

  it('keeps Submit disabled while a saved tab is still a draft, naming it', async () => {
    const tabs = { company: true, representatives: true, shareholders: true, embargo: true, bank: true };
    const completion = {
      ...dossier({ tabs }).completion,
      representatives: { complete: false, missing: ['0.idDocumentFileId'] },
    };
    await openDossier(dossierAnswers({ state: dossier({ tabs, completion }), representatives: [person()] }));
    expect(screen.getByRole('tab', { name: /Legal representatives/ })).toHaveAttribute('data-status', 'draft');
    expect(screen.getByRole('tab', { name: /Legal representatives/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /Bank account/ })).toHaveAttribute('data-status', 'complete');
    expect(screen.getByTestId('kyb-submit')).toBeDisabled();
    expect(screen.getByTestId('kyb-submit-missing')).toHaveTextContent('Still to complete: Legal representatives.');
  });

  it('refuses an under-age representative and a 5 MB passport next to their fields', async () => {
    const { api } = await openDossier();
    fireEvent.click(screen.getByRole('tab', { name: /Legal representatives/ }));
    const representatives = panel('representatives');
    change('Date of birth', '2015-01-01', representatives);
    const passport = new File([new Uint8Array(5 * 1024 * 1024)], 'passeport.pdf', { type: 'application/pdf' });
    fireEvent.change(within(representatives).getByTestId('people.0.idDocumentFileId-input'), {
      target: { files: [passport] },
    });
    await settle();
    expect(fieldError('people.0.idDocumentFileId')).toBe('File size is too big');
    fireEvent.click(screen.getByTestId('kyb-save-representatives'));
    await settle();
    expect(fieldError('people.0.birthDate')).toBe('This person must be at least 18 years old.');
    expect(api.callsOf('uploadResource')).toEqual([]);
    expect(api.callsOf('updateKybUser')).toEqual([]);
  });

  it('says the IBAN is not valid, shows the 10-euro transfer with its reference', async () => {
    const { api } = await openDossier();
    fireEvent.click(screen.getByRole('tab', { name: /Bank account/ }));
    const bank = panel('bank');
    expect(within(bank).getByLabelText('Account holder')).toHaveValue('BOUTIQUELEMAIRE');
    expect(screen.getByTestId('kyb-transfer')).toHaveTextContent('KYB-700001');
    expect(screen.getByTestId('kyb-transfer')).toHaveTextContent('€10.00');
    change('IBAN (international account number)', 'FR7630006000011234567890188', bank);
    change('Swift/BIC code', 'AGRIFRPP', bank);
    fireEvent.click(screen.getByTestId('kyb-save-bank'));
    await settle();
    expect(fieldError('iban')).toBe('This IBAN is not valid (check digits or length).');
    expect(api.callsOf('updateKybUser')).toEqual([]);
  });

  it('forgets the KYB session on a 401 and goes back to /b2b/kyb', async () => {
    await openDossier({
      ...dossierAnswers(),
      getKybUserInfo: () => failed(API_ERRORS.NO_AUTHORIZED, 401),
    });
    expect(kybSessionStore.getState().session).toBeNull();
    expect(screen.getByTestId('landed')).toHaveTextContent('/b2b/kyb');
  });

  it('shows a rejected dossier with its reason, reopened for changes', async () => {
    await openDossier(
      dossierAnswers({ state: dossier({ state: 'rejected', rejectionReason: 'The passport is unreadable.' }) }),
    );
    expect(screen.getByTestId('kyb-dossier-state')).toHaveTextContent('The passport is unreadable.');
    expect(screen.getAllByRole('tab')).toHaveLength(5);
  });

  it('submits a complete dossier, clears the KYB session and says the dossier is submitted', async () => {
    const complete = dossier({
      tabs: { company: true, representatives: true, shareholders: true, embargo: true, bank: true },
    });
    const { api } = await openDossier({
      ...dossierAnswers({ state: complete }),
      kybSubmit: () => ok({ state: 'submitted', submittedAt: '2026-11-27T13:00:00.000Z' }),
    });
    await act(async () => {
      fireEvent.click(screen.getByTestId('kyb-submit'));
    });
    await settle();
    expect(api.callsOf('kybSubmit')).toEqual([{ kybToken: LEMAIRE_KYB.token, custId: LEMAIRE_KYB.custId }]);
    expect(kybSessionStore.getState().session).toBeNull();
    expect(screen.getByTestId('kyb-dossier-state')).toHaveAttribute('data-state', 'submitted');
    expect(screen.getByTestId('kyb-submitted')).toBeInTheDocument();
  });

  it('says a submitted dossier can no longer be changed', async () => {
    await openDossier(dossierAnswers({ state: dossier({ state: 'submitted', editable: false }) }));
    expect(screen.getByTestId('kyb-dossier-state')).toHaveTextContent('Submitted');
    expect(screen.queryAllByRole('tab')).toHaveLength(0);
    expect(screen.getByText('Your dossier is filed: it can no longer be changed.')).toBeInTheDocument();
  });
});
