import { bannersOf } from './banner-images';

describe('bannersOf', () => {
  it('pairs each desktop banner with the phone image of the same number, and keeps phone-only ones', () => {
    expect(
      bannersOf({ deskImage1: '/d1', mobileImage1: '/m1', deskImage3: '/d3', mobileImage5: '/m5', deskImage4: '/x' }),
    ).toEqual([
      { desktop: '/d1', phone: '/m1' },
      { desktop: '/d3', phone: undefined },
      { desktop: '', phone: '/m5' },
    ]);
    expect(bannersOf({})).toEqual([]);
  });
});
