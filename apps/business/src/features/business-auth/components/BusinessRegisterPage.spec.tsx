import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API_ERRORS } from '@shop/contracts';
import {
  COUNTRY_LIST,
  failed,
  fakeShopApi,
  ok,
  renderAt,
  setUpBusinessTest,
} from '../../../testing/business-auth-test-kit';
import { BusinessRegisterPage } from './BusinessRegisterPage';

const captcha = {
  enabled: true,
  getToken: jest.fn(async () => 'captcha-1'),
  reset: jest.fn(),
  slotRef: () => undefined,
};
jest.mock('@shop/captcha/react', () => ({ useCaptcha: () => captcha, CaptchaSlot: () => null }));

const TEMP_ID = 't'.repeat(32);
const DURAND = {
  companyName: 'Atelier Durand SAS',
  commercialName: 'Atelier Durand',
  sirenNumber: '512345679',
  vatNumber: 'FR75512345679',
  societyType: 'PRIVATE',
  firstAddress: '18 rue de la Paix',
  zipCode: '75002',
  city: 'Paris',
  country: 'FR',
};

const fieldError = (name: string) => document.querySelector(`[data-field-error="${name}"]`)?.textContent;
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
async function click(name: string | RegExp) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

function answers(overrides: Record<string, Parameters<typeof fakeShopApi>[0][string]> = {}) {
  return fakeShopApi({
    getCountryCodes: () => ok({ countryList: COUNTRY_LIST }),
    b2bRegister: () => ok({ companyList: [DURAND], tempId: TEMP_ID }),
    queryAddressInfo: () =>
      ok({
        addressList: [{ zipCode: '75002', city: 'Paris', countryCode: 'FR' }],
      }),
    b2bRegisterAccount: () => ok({ tokenId: 'code-id-000000000001', resendAfterSeconds: 59 }),
    b2bConfirmToken: () => ok({ tempId: TEMP_ID }),
    uploadResource: () =>
      ok({ fileId: 'f'.repeat(32), url: `stored-file:${'f'.repeat(32)}`, contentType: 'application/pdf', size: 20 }),
    b2bConfirmRegister: () =>
      ok({ registered: true, businessVerification: 'pending', email: 'achats@atelier-durand.fr' }),
    ...overrides,
  });
}

async function throughStepOne() {
  type('SIREN or SIRET', '512 345 679');
  await click('Search');
  await click('Choose Atelier Durand SAS');
}

async function throughStepTwo() {
  fireEvent.change(screen.getByLabelText('Number of employees'), { target: { value: '42' } });
  await click('Next');
}

async function throughStepThree() {
  type('First name', 'Sophie');
  type('Last name', 'Durand');
  type('Phone number', '01 40 00 00 00');
  type('Work email (your sign-in)', 'achats@atelier-durand.fr');
  type('Password', 'Durand-2026');
  type('Confirm the password', 'Durand-2026');
  await click('Send me the code');
}

describe('the business registration page', () => {
  beforeEach(() => setUpBusinessTest());

  it('needs at least one criterion to query the company register', async () => {
    const api = answers();
    await renderAt('/auth/b2b/register', <BusinessRegisterPage />);
    expect(
      within(screen.getByTestId('registration-stepper')).getByText('Find your company').closest('li'),
    ).toHaveAttribute('aria-current', 'step');
    await click('Search');
    expect(fieldError('companyName')).toBe('At least input one criteria to query your company');
    expect(api.callsOf('b2bRegister')).toEqual([]);
  });

  it('goes through steps 1, 2, 3 and Verify to the screen saying the account awaits verification', async () => {
    const api = answers();
    await renderAt('/auth/b2b/register', <BusinessRegisterPage />);
    await throughStepOne();
    expect(api.callsOf('b2bRegister')).toEqual([
      { companyName: '', sirenNumber: '512345679', vatNumber: '', zipCode: '' },
    ]);
    // Step 2 starts from the register's company.
    expect(screen.getByLabelText('Legal name')).toHaveValue('Atelier Durand SAS');
    expect(screen.getByLabelText('Company type')).toHaveValue('private');
    await throughStepTwo();
    await throughStepThree();
    expect(api.callsOf('b2bRegisterAccount')).toEqual([
      expect.objectContaining({
        tempId: TEMP_ID,
        company: expect.objectContaining({ sirenNumber: '512345679', numberOfEmployees: 42, companyType: 'private' }),
        // A landline is fine for a business.
        mobileNo: '+33140000000',
        email: 'achats@atelier-durand.fr',
        captchaToken: 'captcha-1',
      }),
    ]);

    expect(screen.getByTestId('code-resend')).toBeDisabled();
    expect(screen.getByTestId('code-resend')).toHaveTextContent(/Send a new code in (59|60) s/);
    type('Code from the email', '123456');
    await click('Confirm the code');
    expect(api.callsOf('b2bConfirmToken')).toEqual([
      { email: 'achats@atelier-durand.fr', tokenId: 'code-id-000000000001', token: '123456' },
    ]);

    const kbis = new File(['%PDF-1.4 kbis'], 'kbis.pdf', { type: 'application/pdf' });
    await act(async () => {
      fireEvent.change(screen.getByTestId('document-input'), { target: { files: [kbis] } });
    });
    await waitFor(() => expect(screen.getByTestId('document-stored')).toHaveTextContent('kbis.pdf is uploaded.'));
    expect(api.callsOf('uploadResource')).toEqual([
      expect.objectContaining({ fileFormat: 'pdf', purpose: 'businessDocument', fileName: 'kbis.pdf' }),
    ]);
    await click('Complete my registration');
    expect(api.callsOf('b2bConfirmRegister')).toEqual([
      { tempId: TEMP_ID, documentType: 'KBIS', documentFileId: 'f'.repeat(32) },
    ]);
    expect(screen.getByTestId('registration-done')).toHaveTextContent('Your account awaits verification');
    expect(screen.getByTestId('registration-done')).toHaveTextContent('within 1 to 7 days');
  });

  it('checks the SIREN check digit and the VAT key in step 2, and fills the city from the zip code', async () => {
    answers({
      b2bRegister: () => ok({ companyList: [], tempId: TEMP_ID }),
      queryAddressInfo: () => ok({ addressList: [{ zipCode: '69002', city: 'Lyon', countryCode: 'FR' }] }),
    });
    await renderAt('/auth/b2b/register', <BusinessRegisterPage />);
    type('Company name', 'Nouvelle Maison');
    await click('Search');
    expect(screen.getByTestId('company-results')).toHaveTextContent('Companies found: 0');
    await click('My company is not listed: enter it myself');
    type('Legal name', 'Nouvelle Maison SAS');
    type('SIREN or SIRET', '512345671');
    type('VAT number (optional)', 'FR40512345671');
    type('Zip code', '69002');
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('Lyon'), { timeout: 3000 });
    await click('Next');
    expect(fieldError('sirenNumber')).toBe('This SIREN or SIRET number is not valid (check digit).');
    expect(fieldError('vatNumber')).toBe(
      'This VAT number does not match a French company number (FR, 2-digit key, SIREN).',
    );
    expect(fieldError('companyType')).toBe('This field is required.');
    expect(fieldError('numberOfEmployees')).toBe('This field is required.');
  });

  it('refuses a document of another type or over 2 MB before sending it, and says the server’s refusal', async () => {
    const api = answers({ uploadResource: () => failed(API_ERRORS.FILE_WRONG_FORMAT) });
    await renderAt('/auth/b2b/register', <BusinessRegisterPage />);
    await throughStepOne();
    await throughStepTwo();
    await throughStepThree();
    type('Code from the email', '123456');
    await click('Confirm the code');

    const input = screen.getByTestId('document-input');
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['x'], 'kbis.docx')] } });
    });
    expect(screen.getByTestId('document-error')).toHaveTextContent('Format should be JPG, JPEG, PNG, PDF');
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'kbis.pdf', { type: 'application/pdf' });
    await act(async () => {
      fireEvent.change(screen.getByTestId('document-input'), { target: { files: [big] } });
    });
    expect(screen.getByTestId('document-error')).toHaveTextContent('File size is too big');
    expect(api.callsOf('uploadResource')).toEqual([]);

    await act(async () => {
      fireEvent.change(screen.getByTestId('document-input'), { target: { files: [new File(['no pdf'], 'kbis.pdf')] } });
    });
    await waitFor(() =>
      expect(screen.getByTestId('document-error')).toHaveTextContent("The file's content is not the format"),
    );
    await click('Complete my registration');
    expect(screen.getByTestId('verify-alert')).toHaveTextContent('Please upload your KBIS or ID document');
    expect(api.callsOf('b2bConfirmRegister')).toEqual([]);
  });

  it('shows a wrong code next to the field', async () => {
    answers({ b2bConfirmToken: () => failed(API_ERRORS.OTP_WRONG) });
    await renderAt('/auth/b2b/register', <BusinessRegisterPage />);
    await throughStepOne();
    await throughStepTwo();
    await throughStepThree();
    type('Code from the email', '000000');
    await click('Confirm the code');
    expect(fieldError('code')).toBe('The code is wrong, please try again.');
  });
});
