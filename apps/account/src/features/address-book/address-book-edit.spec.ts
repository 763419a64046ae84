import { HOME, OFFICE } from '../../testing/account-test-kit';
import { bookIsFull, withAddress, withDefault, withoutAddress, withoutId } from './address-book-edit';

const home = withoutId(HOME);
const office = withoutId(OFFICE);
const beach = { ...office, addressBookName: 'Beach', isDefault: false };

describe('the next address book', () => {
  it('appends a new address without ids, keeping the one default', () => {
    expect(withAddress([HOME, OFFICE], beach, null)).toEqual([home, office, beach]);
  });

  it('moves the default to an address that takes it', () => {
    expect(
      withAddress([HOME, OFFICE], { ...beach, isDefault: true }, null).map((address) => address.isDefault),
    ).toEqual([false, false, true]);
    expect(withAddress([HOME, OFFICE], { ...office, isDefault: true }, 1).map((address) => address.isDefault)).toEqual([
      false,
      true,
    ]);
  });

  it('makes the first address of an empty book its default', () => {
    expect(withAddress([], beach, null)).toEqual([{ ...beach, isDefault: true }]);
  });

  it('replaces an edited address in place', () => {
    expect(withAddress([HOME, OFFICE], { ...office, city: 'Abu Dhabi' }, 1)).toEqual([
      home,
      { ...office, city: 'Abu Dhabi' },
    ]);
  });

  it('deletes one address and sets another default', () => {
    expect(withoutAddress([HOME, OFFICE], 0)).toEqual([office]);
    expect(withDefault([HOME, OFFICE], 1)).toEqual([
      { ...home, isDefault: false },
      { ...office, isDefault: true },
    ]);
  });

  it('is full at 20 addresses', () => {
    expect(bookIsFull(new Array(19))).toBe(false);
    expect(bookIsFull(new Array(20))).toBe(true);
  });
});
