import { readAutoLoginToken, withoutAutoLoginToken } from './auto-login';

describe('autoLogin URL token', () => {
  it('reads the token from the query of an absolute or relative URL', () => {
    expect(readAutoLoginToken('https://shop.example/97/account?autoLogin=abc123&x=1')).toBe('abc123');
    expect(readAutoLoginToken('/97?autoLogin=abc%2B123')).toBe('abc+123');
  });

  it('finds no token when the parameter is absent or blank', () => {
    expect(readAutoLoginToken('https://shop.example/97')).toBeNull();
    expect(readAutoLoginToken('https://shop.example/97?autoLogin=')).toBeNull();
    expect(readAutoLoginToken('https://shop.example/97?autoLogin=%20')).toBeNull();
    expect(readAutoLoginToken('https://shop.example/97#autoLogin=abc')).toBeNull();
  });

  it('drops the token from the URL and keeps the rest', () => {
    expect(withoutAutoLoginToken('https://shop.example/97/account?autoLogin=abc&tab=cards#top')).toBe(
      'https://shop.example/97/account?tab=cards#top',
    );
    expect(withoutAutoLoginToken('/97?autoLogin=abc')).toBe('/97');
  });
});
