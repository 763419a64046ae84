import { KYB_SESSION_KEY, createKybSessionStore } from './kyb-session-store';

const SESSION = { buId: '250', token: 'kyb-token-1', custId: '700001', email: 'kyb@boutique-lemaire.fr' };

describe('the KYB session store', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the KYB session in session storage, apart from the shop session, and finds it on the next page', () => {
    const store = createKybSessionStore();
    store.getState().signIn(SESSION);
    expect(JSON.parse(sessionStorage.getItem(KYB_SESSION_KEY) ?? 'null')).toEqual(SESSION);
    expect(createKybSessionStore().getState().session).toEqual(SESSION);
  });

  it('forgets it everywhere when cleared', () => {
    const store = createKybSessionStore();
    store.getState().signIn(SESSION);
    store.getState().clear();
    expect(sessionStorage.getItem(KYB_SESSION_KEY)).toBeNull();
    expect(createKybSessionStore().getState().session).toBeNull();
  });

  it('ignores a damaged stored value', () => {
    sessionStorage.setItem(KYB_SESSION_KEY, '{"token":');
    expect(createKybSessionStore().getState().session).toBeNull();
    sessionStorage.setItem(KYB_SESSION_KEY, JSON.stringify({ token: 'x' }));
    expect(createKybSessionStore().getState().session).toBeNull();
  });
});
