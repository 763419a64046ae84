import { loginPathOf, logoutDestination } from './destinations';

describe('login page per user type', () => {
  it('sends salesmen, business users and individuals to their own login page', () => {
    expect(loginPathOf('salesman')).toBe('/auth/salesman/login');
    expect(loginPathOf('business')).toBe('/auth/b2b/login');
    expect(loginPathOf('individual')).toBe('/auth/login');
    expect(loginPathOf('guest')).toBe('/auth/login');
  });
});

describe('where a sign-out leads', () => {
  it('leads home after a plain logout', () => {
    expect(logoutDestination({ reason: 'user', audience: 'business', ssoBackUrl: null })).toEqual({
      kind: 'internal',
      path: '/',
    });
  });

  it('uses the stored back-URL of a single sign-on session', () => {
    const back = 'https://sso.example/portal';
    expect(logoutDestination({ reason: 'user', audience: 'individual', ssoBackUrl: back })).toEqual({
      kind: 'external',
      url: back,
    });
    expect(logoutDestination({ reason: 'inactivity', audience: 'individual', ssoBackUrl: back })).toEqual({
      kind: 'external',
      url: back,
    });
  });

  it('leads to the login page of the user type after inactivity', () => {
    expect(logoutDestination({ reason: 'inactivity', audience: 'salesman', ssoBackUrl: null })).toEqual({
      kind: 'internal',
      path: '/auth/salesman/login',
    });
    expect(logoutDestination({ reason: 'inactivity', audience: 'business', ssoBackUrl: null })).toEqual({
      kind: 'internal',
      path: '/auth/b2b/login',
    });
    expect(logoutDestination({ reason: 'inactivity', audience: 'individual', ssoBackUrl: null })).toEqual({
      kind: 'internal',
      path: '/auth/login',
    });
  });

  it('leads a forced logout to the login page, or home for single sign-on or a failed flag', () => {
    expect(logoutDestination({ reason: 'forced', audience: 'business', ssoBackUrl: null })).toEqual({
      kind: 'internal',
      path: '/auth/b2b/login',
    });
    expect(logoutDestination({ reason: 'forced', audience: 'business', ssoBackUrl: 'https://sso.example' })).toEqual({
      kind: 'internal',
      path: '/',
    });
    expect(logoutDestination({ reason: 'forced', audience: 'salesman', ssoBackUrl: null, failed: true })).toEqual({
      kind: 'internal',
      path: '/',
    });
  });
});
