import * as v from 'valibot';
import { invoiceAddressOf, invoiceAddressSchema } from './invoice-address';

const valid = {
  invoiceReceiverName: 'Atelier Durand SAS',
  invoiceAddress: '18 rue de la Paix',
  invoiceZipCode: '75002',
  invoiceCity: 'Paris',
  invoiceCountryCode: 'FR',
  invoiceEmail: 'compta@atelier-durand.com',
  invoiceMobileNo: '+33140000000',
};

describe('invoiceAddressSchema', () => {
  it('takes a complete address with a fixed-line number', () => {
    expect(v.safeParse(invoiceAddressSchema, valid).success).toBe(true);
  });

  it('refuses a missing city, a wrong email and a wrong number, each on its field', () => {
    const result = v.safeParse(invoiceAddressSchema, {
      ...valid,
      invoiceCity: '',
      invoiceEmail: 'compta',
      invoiceMobileNo: '+3312',
    });
    expect(result.success).toBe(false);
    const paths = result.issues?.map((issue) => issue.path?.[0].key);
    expect(paths).toEqual(['invoiceCity', 'invoiceEmail', 'invoiceMobileNo']);
  });

  it('reads the fields of a line, trimmed, blank when absent', () => {
    expect(invoiceAddressOf({ invoiceCity: ' Paris ' })).toMatchObject({ invoiceCity: 'Paris', invoiceEmail: '' });
  });
});
