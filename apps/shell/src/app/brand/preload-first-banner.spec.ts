import { firstBannerPreloads, preloadFirstBanner } from './preload-first-banner';

const BANNERS = {
  deskImage1: '/api/images/banners/97-desk-1.svg',
  deskImage2: '/api/images/banners/97-desk-2.svg',
  mobileImage1: '/api/images/banners/97-mobile-1.svg',
};

describe('the first banner preload', () => {
  it('names the desktop image for wide screens and the phone image for phones, on the home page only', () => {
    const expected = [
      { href: '/api/images/banners/97-desk-1.svg', media: '(min-width: 992px)' },
      { href: '/api/images/banners/97-mobile-1.svg', media: '(max-width: 991px)' },
    ];
    expect(firstBannerPreloads(BANNERS, '/', '')).toEqual(expected);
    expect(firstBannerPreloads(BANNERS, '/250/', '/250')).toEqual(expected);
    expect(firstBannerPreloads(BANNERS, '/250', '/250')).toEqual(expected);
    expect(firstBannerPreloads(BANNERS, '/buying-friend', '')).toEqual([]);
    expect(firstBannerPreloads(BANNERS, '/250/query', '/250')).toEqual([]);
  });

  it('names one image without a screen condition when the banner has no phone image, and none without banners', () => {
    expect(firstBannerPreloads({ deskImage1: '/a.svg' }, '/', '')).toEqual([{ href: '/a.svg' }]);
    expect(firstBannerPreloads({ mobileImage1: '/m.svg' }, '/', '')).toEqual([
      { href: '/m.svg', media: '(max-width: 991px)' },
    ]);
    expect(firstBannerPreloads({}, '/', '')).toEqual([]);
  });

  it('adds high-priority image preload links to the head', () => {
    preloadFirstBanner(BANNERS, '/', '');
    const links = [...document.head.querySelectorAll('link[rel="preload"]')];
    expect(
      links.map((link) => [link.getAttribute('as'), link.getAttribute('href'), link.getAttribute('fetchpriority')]),
    ).toEqual([
      ['image', '/api/images/banners/97-desk-1.svg', 'high'],
      ['image', '/api/images/banners/97-mobile-1.svg', 'high'],
    ]);
    for (const link of links) link.remove();
  });

  it('adds none the server already wrote into the head', () => {
    const written = document.createElement('link');
    Object.assign(written, { rel: 'preload', href: '/api/images/banners/97-desk-1.svg' });
    written.setAttribute('as', 'image');
    document.head.append(written);
    preloadFirstBanner(BANNERS, '/', '');
    const hrefs = [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/api/images/banners/97-desk-1.svg', '/api/images/banners/97-mobile-1.svg']);
    for (const link of document.head.querySelectorAll('link')) link.remove();
  });
});
