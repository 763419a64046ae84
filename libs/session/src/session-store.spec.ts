import { createSessionStore } from './session-store';
import { sessionStorageKey } from './session-storage';
import { audienceOf, type SessionUser } from './session-user';

const customer: SessionUser = {
  accessToken: 'tok',
  refreshToken: 'ref',
  custName: 'Layla Haddad',
  custId: '1001',
  custType: 'C',
  paymentType: '',
  companyType: 0,
  isAdminSalesman: false,
  idCardNo: '',
};

describe('session store', () => {
  beforeEach(() => localStorage.clear());

  it('keeps each business unit in its own storage namespace', () => {
    const store = createSessionStore();
    store.getState().start('97', localStorage);
    store.getState().signIn(customer);
    expect(localStorage.getItem(sessionStorageKey('97'))).toContain('Layla Haddad');
    expect(localStorage.getItem(sessionStorageKey('250'))).toBeNull();

    const other = createSessionStore();
    other.getState().start('250', localStorage);
    expect(other.getState().user).toBeNull();
  });

  it('starts from the stored session and forgets it on sign-out', () => {
    localStorage.setItem(sessionStorageKey('97'), JSON.stringify(customer));
    const store = createSessionStore();
    store.getState().start('97', localStorage);
    expect(store.getState().user?.custId).toBe('1001');
    store.getState().signOut();
    expect(store.getState().user).toBeNull();
    expect(localStorage.getItem(sessionStorageKey('97'))).toBeNull();
  });

  it('treats a corrupted stored session as signed out', () => {
    localStorage.setItem(sessionStorageKey('97'), '{not json');
    const store = createSessionStore();
    store.getState().start('97', localStorage);
    expect(store.getState().user).toBeNull();
  });

  it('tells guests, individuals, business users and salesmen apart', () => {
    expect(audienceOf(null)).toBe('guest');
    expect(audienceOf(customer)).toBe('individual');
    expect(audienceOf({ ...customer, custType: 'B' })).toBe('business');
    expect(audienceOf({ ...customer, custType: 'S' })).toBe('salesman');
    expect(audienceOf({ ...customer, custId: '' })).toBe('guest');
  });
});
