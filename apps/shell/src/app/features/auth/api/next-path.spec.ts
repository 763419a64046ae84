import { loginPathReturningTo, nextPathOf } from './next-path';

describe('where signing in leads', () => {
  it.each([
    ['?next=/buying-self/checkout', '/buying-self/checkout'],
    ['?next=/account/wallet?x=1', '/account/wallet?x=1'],
    ['', '/'],
    ['?next=https://evil.example', '/'],
    ['?next=//evil.example/path', '/'],
    ['?next=/\\evil.example', '/'],
    ['?next=/auth/login', '/'],
    ['?next=/force-logout', '/'],
  ])('%s → %s', (search, path) => {
    expect(nextPathOf(new URLSearchParams(search))).toBe(path);
  });

  it('comes back to the page the login started from, not to auth pages or home', () => {
    expect(loginPathReturningTo('/query', '?card=1')).toBe('/auth/login?next=%2Fquery%3Fcard%3D1');
    expect(loginPathReturningTo('/')).toBe('/auth/login');
    expect(loginPathReturningTo('/auth/forgot-password')).toBe('/auth/login');
  });
});
