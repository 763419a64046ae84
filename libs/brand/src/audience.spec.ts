import { areaPathOf, isSignedIn } from './audience';

describe('area path per user type', () => {
  it('has no base path for B2C visitors, /b2b for business users and /salesman for salesmen', () => {
    expect(areaPathOf('guest')).toBe('');
    expect(areaPathOf('individual')).toBe('');
    expect(areaPathOf('business')).toBe('/b2b');
    expect(areaPathOf('salesman')).toBe('/salesman');
  });

  it('counts everyone but the guest as signed in', () => {
    expect(isSignedIn('guest')).toBe(false);
    expect(isSignedIn('individual')).toBe(true);
    expect(isSignedIn('business')).toBe(true);
    expect(isSignedIn('salesman')).toBe(true);
  });
});
