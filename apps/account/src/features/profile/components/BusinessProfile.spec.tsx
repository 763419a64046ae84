import { fireEvent, screen, within } from '@testing-library/react';
import type { CompanyInfo } from '@shop/contracts';
import {
  LAYLA,
  laylaProfile,
  memberService,
  renderAccountAt,
  settle,
  startAccountPage,
  unit97,
} from '../../../testing/account-test-kit';

const COMPANY: CompanyInfo = {
  accountCategory: 'RETAIL',
  companyName: 'Atelier Durand SAS',
  commercialName: 'Atelier Durand',
  sirenNumber: '512345671',
  vatNumber: 'FR40512345671',
  companyPhoneNumber: '+33140000000',
  societyType: 'PRIVATE',
  city: 'Paris',
  country: 'FR',
  firstAddress: '18 rue de la Paix',
  secondAddress: '',
  zipCode: '75002',
  numberOfEmployees: 42,
  isContactWithStore: false,
};

const business = laylaProfile({
  custId: '2001',
  firstName: 'Sophie',
  lastName: 'Durand',
  email: 'achats@atelier-durand.com',
  memberType: 'B2B',
  phoneNumber: '+33140000000',
  companyInfo: COMPANY,
  deliveryAddressBook: [],
});

beforeEach(async () => {
  await startAccountPage({
    unit: unit97({ b2b: true }),
    user: { ...LAYLA, custId: '2001', custType: 'B', custName: 'Atelier Durand SAS' },
  });
});

const section = (testId: string) => within(screen.getByTestId(testId));

describe('a business member profile', () => {
  it('shows company, contact and the three addresses as separate sections', async () => {
    memberService({ profile: business });
    await renderAccountAt('/account/profile');
    expect(section('profile-company').getByLabelText('Company name')).toHaveValue('Atelier Durand SAS');
    expect(section('profile-company').getByLabelText('Business sector (optional)')).toHaveValue('RETAIL');
    expect(section('profile-company').getByLabelText('Company phone number (optional)')).toHaveValue('140000000');
    expect(section('profile-contact').getByLabelText('First name')).toHaveValue('Sophie');
    expect(section('profile-contact').getByTestId('profile-email')).toHaveTextContent('achats@atelier-durand.com');
    expect(section('delivery-address').getByRole('heading', { name: 'Delivery address' })).toBeInTheDocument();
    expect(section('invoice-address').getByRole('heading', { name: 'Invoicing address' })).toBeInTheDocument();
    expect(section('company-address').getByLabelText('City')).toHaveValue('Paris');
  });

  it('saves the delivery address alone: the call carries that section only', async () => {
    const service = memberService({ profile: business });
    await renderAccountAt('/account/profile');
    const delivery = section('delivery-address');
    fireEvent.change(delivery.getByLabelText('Title'), { target: { value: '2' } });
    fireEvent.change(delivery.getByLabelText('First name'), { target: { value: 'Sophie' } });
    fireEvent.change(delivery.getByLabelText('Last name'), { target: { value: 'Durand' } });
    fireEvent.change(delivery.getByLabelText('Address'), { target: { value: '18 rue de la Paix' } });
    fireEvent.change(delivery.getByLabelText('City'), { target: { value: 'Paris' } });
    fireEvent.change(delivery.getByLabelText('Country'), { target: { value: 'FR' } });
    fireEvent.change(delivery.getByLabelText('Area code'), { target: { value: '+33' } });
    fireEvent.change(delivery.getByLabelText('Phone number (optional)'), { target: { value: '01 40 00 00 00' } });
    fireEvent.click(delivery.getByTestId('delivery-address-save'));
    await settle();
    expect(service.callsTo('updateMemberProfile')).toEqual([
      {
        custId: '2001',
        deliveryInfo: {
          civillity: 2,
          firstName: 'Sophie',
          lastName: 'Durand',
          city: 'Paris',
          country: 'FR',
          firstAddress: '18 rue de la Paix',
          secondAddress: '',
          phoneNumber: '+33140000000',
          zipCode: '',
          addressBookName: '',
          isDefault: false,
        },
      },
    ]);
  });

  it('sends the whole company with its address when the company section is saved, after checking it', async () => {
    const service = memberService({ profile: business });
    await renderAccountAt('/account/profile');
    const company = section('profile-company');
    fireEvent.change(company.getByLabelText('SIREN or SIRET number (optional)'), { target: { value: '5123' } });
    fireEvent.click(company.getByTestId('company-save'));
    await settle();
    expect(company.getByLabelText('SIREN or SIRET number (optional)')).toHaveAccessibleDescription(
      'Format should be 123456789',
    );
    expect(service.callsTo('updateMemberProfile')).toEqual([]);

    fireEvent.change(company.getByLabelText('SIREN or SIRET number (optional)'), {
      target: { value: '51234567100018' },
    });
    fireEvent.change(company.getByLabelText('Number of employees (optional)'), { target: { value: '45' } });
    fireEvent.click(company.getByTestId('company-save'));
    await settle();
    expect(service.callsTo('updateMemberProfile')).toEqual([
      { custId: '2001', companyInfo: { ...COMPANY, sirenNumber: '51234567100018', numberOfEmployees: 45 } },
    ]);
  });

  it('edits the company address on its own, keeping the company details', async () => {
    const service = memberService({ profile: business });
    await renderAccountAt('/account/profile');
    const address = section('company-address');
    fireEvent.change(address.getByLabelText('Address'), { target: { value: '3 place Vendôme' } });
    fireEvent.change(address.getByLabelText('Zip code (optional)'), { target: { value: '75001' } });
    fireEvent.click(address.getByTestId('company-address-save'));
    await settle();
    expect(service.callsTo('updateMemberProfile')).toEqual([
      { custId: '2001', companyInfo: { ...COMPANY, firstAddress: '3 place Vendôme', zipCode: '75001' } },
    ]);
  });

  it('accepts a fixed line as the new number of a business contact', async () => {
    const service = memberService({ profile: business });
    await renderAccountAt('/account/profile');
    fireEvent.click(screen.getByTestId('profile-phone-change'));
    fireEvent.change(screen.getByTestId('profile-phone-new-area-code'), { target: { value: '+33' } });
    fireEvent.change(screen.getByLabelText('New phone number'), { target: { value: '01 40 00 00 01' } });
    fireEvent.click(screen.getByTestId('profile-phone-otp-send'));
    await settle();
    expect(service.callsTo('sendOtp')).toEqual([{ mobileNo: '+33140000001' }]);
  });

  it('is read-only in every section when the profile may not be edited', async () => {
    memberService({ profile: { ...business, allowUpdateProfile: false } });
    await renderAccountAt('/account/profile');
    expect(screen.getByTestId('profile-locked-note')).toBeInTheDocument();
    for (const save of [
      'company-save',
      'contact-save',
      'delivery-address-save',
      'invoice-address-save',
      'company-address-save',
    ]) {
      expect(screen.queryByTestId(save)).not.toBeInTheDocument();
    }
    expect(section('profile-company').getByLabelText('Company name')).toHaveAttribute('readonly');
  });
});
