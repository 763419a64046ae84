import { fireEvent, screen, within } from '@testing-library/react';
import { notificationsStore } from '@shop/session';
import { withoutId } from '../address-book-edit';
import {
  HOME,
  OFFICE,
  laylaProfile,
  memberService,
  refused,
  renderAccountAt,
  settle,
  startAccountPage,
} from '../../../testing/account-test-kit';

const cards = () => screen.getAllByTestId('address-card');
const cardNamed = (name: string) =>
  cards().find((card) => within(card).queryByRole('heading', { name })) as HTMLElement;
const homeAddress = withoutId(HOME);
const officeAddress = withoutId(OFFICE);

beforeEach(async () => {
  await startAccountPage();
});

function fillNewAddress(values: Partial<Record<string, string>> = {}) {
  const fields = {
    'Address name (optional)': 'Parents',
    Title: '1',
    'First name': 'Omar',
    'Last name': 'Haddad',
    Address: 'Villa 7, Street 12, Jumeirah 1',
    City: 'Dubai',
    'Phone number (optional)': '04 234 5678',
    ...values,
  };
  for (const [label, value] of Object.entries(fields))
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('the address book', () => {
  it('lists the default address first, marked, with its details', async () => {
    memberService({ profile: laylaProfile({ deliveryAddressBook: [HOME, OFFICE] }) });
    await renderAccountAt('/account/profile/addresses');
    expect(screen.getByTestId('profile-tab-addresses')).toHaveAttribute('aria-current', 'page');
    expect(cards().map((card) => card.dataset.default)).toEqual(['true', 'false']);
    expect(within(cards()[0]).getByTestId('address-default-badge')).toHaveTextContent('Default address');
    expect(cards()[0]).toHaveTextContent('Mrs Layla Haddad');
    expect(cards()[0]).toHaveTextContent('United Arab Emirates');
    expect(within(cards()[0]).queryByTestId('address-set-default')).not.toBeInTheDocument();
    expect(within(cards()[1]).getByRole('button', { name: 'Make default: Office' })).toBeInTheDocument();
  });

  it('adds an address after the form checks it, writing the whole book', async () => {
    const service = memberService();
    await renderAccountAt('/account/profile/addresses');
    fireEvent.click(screen.getByTestId('address-book-add'));
    expect(screen.getByLabelText('Address name (optional)')).toHaveFocus();
    fillNewAddress({ 'First name': 'Omar1', City: '' });
    fireEvent.click(screen.getByTestId('address-save'));
    await settle();
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('This field cannot accept numbers.');
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('This field is required.');
    expect(service.callsTo('updateMemberAddressBook')).toEqual([]);

    fillNewAddress();
    fireEvent.click(screen.getByTestId('address-save'));
    await settle();
    expect(service.callsTo('updateMemberAddressBook')).toEqual([
      {
        custId: '1001',
        deliveryAddressBook: [
          homeAddress,
          officeAddress,
          {
            civillity: 1,
            firstName: 'Omar',
            lastName: 'Haddad',
            city: 'Dubai',
            country: 'AE',
            firstAddress: 'Villa 7, Street 12, Jumeirah 1',
            secondAddress: '',
            phoneNumber: '+97142345678',
            zipCode: '',
            addressBookName: 'Parents',
            isDefault: false,
          },
        ],
      },
    ]);
    expect(screen.queryByTestId('address-form')).not.toBeInTheDocument();
    expect(cards()).toHaveLength(3);
    expect(screen.getByTestId('address-book-add')).toHaveFocus();
    expect(notificationsStore.getState().items.at(-1)).toMatchObject({
      type: 'success',
      content: { key: 'account:addressBook.saved' },
    });
  });

  it('edits an address and makes it the default', async () => {
    const service = memberService();
    await renderAccountAt('/account/profile/addresses');
    fireEvent.click(within(cardNamed('Office')).getByRole('button', { name: 'Edit Office' }));
    expect(screen.getByLabelText('Address')).toHaveValue('Office 901, Marina Plaza');
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: 'Office 1204, Marina Plaza' } });
    fireEvent.click(screen.getByLabelText('Use as my default address'));
    fireEvent.click(screen.getByTestId('address-save'));
    await settle();
    expect(service.callsTo('updateMemberAddressBook')[0].deliveryAddressBook).toEqual([
      { ...homeAddress, isDefault: false },
      { ...officeAddress, firstAddress: 'Office 1204, Marina Plaza', isDefault: true },
    ]);
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual(['Office', 'Home']);
  });

  it('makes another address the default from the list', async () => {
    const service = memberService();
    await renderAccountAt('/account/profile/addresses');
    fireEvent.click(screen.getByTestId('address-set-default'));
    await settle();
    expect(service.callsTo('updateMemberAddressBook')[0].deliveryAddressBook).toEqual([
      { ...homeAddress, isDefault: false },
      { ...officeAddress, isDefault: true },
    ]);
    expect(cards()[0]).toHaveTextContent('Office');
  });

  it('asks before deleting; keeping it changes nothing, confirming writes the book without it', async () => {
    const service = memberService();
    await renderAccountAt('/account/profile/addresses');
    const deleteHome = within(cardNamed('Home')).getByRole('button', { name: 'Delete Home' });
    fireEvent.click(deleteHome);
    const question = screen.getByRole('alertdialog', { name: 'Delete the address “Home”?' });
    expect(within(question).getByRole('button', { name: 'No, keep it' })).toHaveFocus();
    fireEvent.keyDown(question, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(cardNamed('Home')).getByRole('button', { name: 'Delete Home' })).toHaveFocus();
    expect(service.callsTo('updateMemberAddressBook')).toEqual([]);

    fireEvent.click(within(cardNamed('Home')).getByRole('button', { name: 'Delete Home' }));
    fireEvent.click(screen.getByTestId('address-delete-confirm'));
    await settle();
    expect(service.callsTo('updateMemberAddressBook')).toEqual([
      { custId: '1001', deliveryAddressBook: [officeAddress] },
    ]);
    expect(cards()).toHaveLength(1);
    expect(notificationsStore.getState().items.at(-1)).toMatchObject({
      content: { key: 'account:addressBook.deleted' },
    });
  });

  it("places the server's refusal next to the field of the edited address", async () => {
    memberService({
      answers: {
        updateMemberAddressBook: () =>
          refused(40000, 'Invalid request', [
            {
              path: 'deliveryAddressBook.2.firstAddress',
              message: 'This field cannot contain special characters.',
              key: 'noSpecialCharacters',
            },
          ]),
      },
    });
    await renderAccountAt('/account/profile/addresses');
    fireEvent.click(screen.getByTestId('address-book-add'));
    fillNewAddress();
    fireEvent.click(screen.getByTestId('address-save'));
    await settle();
    expect(screen.getByLabelText('Address')).toHaveAccessibleDescription(
      'This field cannot contain special characters.',
    );
    expect(screen.getByTestId('address-form')).toBeInTheDocument();
  });

  it('makes the first address of an empty book the default, and says when the book is empty', async () => {
    const service = memberService({ profile: laylaProfile({ deliveryAddressBook: [] }) });
    await renderAccountAt('/account/profile/addresses');
    expect(screen.getByTestId('address-book-empty')).toHaveTextContent('You have no saved address yet.');
    fireEvent.click(screen.getByTestId('address-book-add'));
    fillNewAddress();
    fireEvent.click(screen.getByTestId('address-save'));
    await settle();
    expect(service.callsTo('updateMemberAddressBook')[0].deliveryAddressBook).toMatchObject([
      { addressBookName: 'Parents', isDefault: true },
    ]);
  });

  it('offers no new address once the book holds 20', async () => {
    const full = Array.from({ length: 20 }, (_unused, index) => ({
      ...OFFICE,
      addressId: String(index),
      addressBookName: `Place ${index + 1}`,
      isDefault: index === 0,
    }));
    memberService({ profile: laylaProfile({ deliveryAddressBook: full }) });
    await renderAccountAt('/account/profile/addresses');
    expect(screen.getByTestId('address-book-add')).toBeDisabled();
    expect(screen.getByTestId('address-book-full')).toHaveTextContent('maximum of 20 addresses');
  });
});
