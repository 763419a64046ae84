import { fireEvent, screen, within } from '@testing-library/react';
import {
  CLAIRE,
  LEFEVRE,
  customer,
  ok,
  renderSalesmanPage,
  settle,
  startSalesmanPage,
} from '../../../testing/salesman-test-kit';
import { readChosenCustomer } from '../chosen-customer';
import { CustomersPage } from './CustomersPage';

const list =
  (customers = [customer(), LEFEVRE], totalCount = customers.length) =>
  () =>
    ok({ totalCount, page: 1, pageSize: 20, customers });

const detail =
  (chosen = customer()) =>
  () =>
    ok({
      customer: chosen,
      firstName: 'Sophie',
      lastName: 'Durand',
      civillity: 2,
      companyInfo: null,
      deliveryInfo: null,
      invoiceInfo: null,
      deliveryAddressBook: [
        {
          addressId: 'a1',
          addressBookName: 'Atelier',
          firstName: 'Sophie',
          lastName: 'Durand',
          firstAddress: '18 rue de la Paix',
          secondAddress: '',
          zipCode: '75002',
          city: 'Paris',
          country: 'FR',
          phoneNumber: '',
          civillity: 2,
          isDefault: true,
        },
      ],
      paymentMeans: ['03', '05'],
    });

describe('the salesman customer list', () => {
  it('lists his customers, searches them and pages through them', async () => {
    const api = await startSalesmanPage({ answers: { getCustomerList: list([customer()], 45) } });
    await renderSalesmanPage('/salesman', <CustomersPage />);
    expect(screen.getByText('45 customers')).toBeInTheDocument();
    // Only an admin salesman sees who owns each customer.
    expect(screen.queryByRole('columnheader', { name: 'Salesman' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Search a customer'), { target: { value: ' Durand ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await settle();
    expect(api.callsOf('getCustomerList')).toEqual([
      { search: '', page: 1 },
      { search: 'Durand', page: 1 },
      { search: 'Durand', page: 2 },
    ]);
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it("shows an admin every salesman's customers with their owner", async () => {
    await startSalesmanPage({ user: CLAIRE, answers: { getCustomerList: list() } });
    await renderSalesmanPage('/salesman', <CustomersPage />);
    expect(screen.getByText(/customers of every salesman/)).toBeInTheDocument();
    expect(screen.getAllByTestId('customer-owner').map((cell) => cell.textContent)).toEqual([
      'Julien Moreau',
      'Julien Moreau',
    ]);
  });

  it("opens a customer's profile and address book, then its buying page with the customer kept", async () => {
    await startSalesmanPage({ answers: { getCustomerList: list(), getSalesmanCustomer: detail() } });
    await renderSalesmanPage('/salesman', <CustomersPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Choose Atelier Durand SAS' }));
    await settle();
    const panel = screen.getByTestId('customer-detail');
    expect(within(panel).getByTestId('customer-contract')).toHaveTextContent('Registered contract');
    expect(within(panel).getByText('18 rue de la Paix')).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: "Order for the customer's recipients" }));
    await settle();
    expect(screen.getByTestId('landed')).toHaveTextContent('/salesman/buying');
    expect(readChosenCustomer('97', '3001')).toMatchObject({ custId: '2001', orderBlock: null });
  });

  it("blocks an En Compte customer with the spec's message and offers no order", async () => {
    await startSalesmanPage({ answers: { getCustomerList: list(), getSalesmanCustomer: detail(LEFEVRE) } });
    await renderSalesmanPage('/salesman', <CustomersPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Choose CSE Transports Lefèvre' }));
    await settle();
    expect(screen.getByTestId('customer-blocked')).toHaveTextContent('This client is En Compte');
    expect(screen.queryByRole('button', { name: "Order for the customer's recipients" })).toBeNull();
  });
});
