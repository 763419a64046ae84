import { durandProfile } from '../../testing/business-test-kit';
import { invoiceAddressFromProfile } from './invoice-address-prefill';

describe('the invoicing address a business starts from', () => {
  it('is the company’s when the profile has no invoicing address', () => {
    expect(invoiceAddressFromProfile(durandProfile(), 'FR')).toEqual({
      invoiceReceiverName: 'Atelier Durand SAS',
      invoiceAddress: '18 rue de la Paix',
      invoiceZipCode: '75002',
      invoiceCity: 'Paris',
      invoiceCountryCode: 'FR',
      invoiceEmail: 'achats@atelier-durand.com',
      invoiceMobileNo: '+33140000000',
    });
  });

  it('is the profile’s invoicing address when there is one; a country name gives way to the unit’s', () => {
    const invoiceInfo = {
      civillity: 2 as const,
      firstName: 'Sophie',
      lastName: 'Durand',
      city: 'Lyon',
      country: 'France',
      firstAddress: '4 quai Saint-Antoine',
      secondAddress: 'Bâtiment B',
      phoneNumber: '+33478000000',
      zipCode: '69002',
      addressBookName: '',
      isDefault: false,
    };
    expect(invoiceAddressFromProfile(durandProfile({ invoiceInfo }), 'FR')).toMatchObject({
      invoiceReceiverName: 'Atelier Durand SAS',
      invoiceAddress: '4 quai Saint-Antoine, Bâtiment B',
      invoiceZipCode: '69002',
      invoiceCity: 'Lyon',
      invoiceCountryCode: 'FR',
      invoiceMobileNo: '+33478000000',
    });
  });

  it('without a profile is blank but for the unit’s country', () => {
    expect(invoiceAddressFromProfile(null, 'BE')).toMatchObject({ invoiceCity: '', invoiceCountryCode: 'BE' });
  });
});
