import { likelyPageOf, likelyRemoteOf, likelyShellPageOf } from './likely-page';

describe('the remote a page will most likely show, before the unit is known', () => {
  it("is the route table's owner of the path", () => {
    expect(likelyRemoteOf('/')).toBe('consumer');
    expect(likelyRemoteOf('/phone-credit')).toBe('consumer');
    expect(likelyRemoteOf('/order/123')).toBe('paymentReturn');
  });

  it('sets a numeric unit prefix aside', () => {
    expect(likelyRemoteOf('/250/')).toBe('consumer');
    expect(likelyRemoteOf('/250')).toBe('consumer');
    expect(likelyRemoteOf('/150/buying-self')).toBe('consumer');
  });

  it("is none for the shell's own pages and unknown paths", () => {
    expect(likelyRemoteOf('/about')).toBeNull();
    expect(likelyRemoteOf('/250/auth/login')).toBeNull();
    expect(likelyRemoteOf('/no-such-page')).toBeNull();
  });

  it('is none behind a guard, which may send the visitor elsewhere', () => {
    expect(likelyRemoteOf('/account/profile')).toBeNull();
    expect(likelyRemoteOf('/b2b/info')).toBeNull();
  });

  it("names the remote's page too, whose lazy code loads before a rendered page is taken over", () => {
    expect(likelyPageOf('/250/buying-friend')).toEqual({ remote: 'consumer', page: 'buyingFriend' });
    expect(likelyPageOf('/')).toEqual({ remote: 'consumer', page: 'home' });
    expect(likelyPageOf('/about')).toBeNull();
  });

  it("names the shell's own page, whose code loads before a rendered page is taken over", () => {
    expect(likelyShellPageOf('/250/about')).toBe('about');
    expect(likelyShellPageOf('/general-conditions')).toBe('generalConditions');
    expect(likelyShellPageOf('/auth/login')).toBe('login');
    expect(likelyShellPageOf('/250/')).toBeNull();
    // Maybe one of the unit's own information pages, whose routes come with the unit: nothing to guess.
    expect(likelyShellPageOf('/250/gift-card-rules')).toBeNull();
    // A guard may send the visitor elsewhere.
    expect(likelyShellPageOf('/faq')).toBeNull();
  });
});
