import { PHONE_BANNER_QUERY, bannersOf } from '@shop/brand';

/** Wider than the phone banners' breakpoint: where the desktop image shows. */
const DESKTOP_QUERY = '(min-width: 992px)';

/** What the preload links of one page should be: the image, and the screens it shows on (none: all). */
export interface BannerPreload {
  href: string;
  media?: string;
}

/**
 * The first banner of the home page, the largest image of its first screen (its LCP element), as the
 * image each screen width shows: known as soon as the unit's parameters are, long before the consumer
 * remote that draws it has loaded. Nothing on any other page.
 */
export function firstBannerPreloads(
  banners: Readonly<Record<string, string>>,
  pathname: string,
  basePath: string,
): BannerPreload[] {
  const path = pathname.slice(basePath.length).replace(/\/+$/, '');
  if (path !== '') return [];
  const [first] = bannersOf(banners);
  if (!first) return [];
  if (!first.phone) return [{ href: first.desktop }];
  if (!first.desktop) return [{ href: first.phone, media: PHONE_BANNER_QUERY }];
  return [
    { href: first.desktop, media: DESKTOP_QUERY },
    { href: first.phone, media: PHONE_BANNER_QUERY },
  ];
}

/**
 * Adds the first banner's preload links to the page's head, fetched first (fetchpriority high), unless the
 * server already wrote them there (a server-rendered home page).
 */
export function preloadFirstBanner(banners: Readonly<Record<string, string>>, pathname: string, basePath: string) {
  const preloaded = new Set(
    Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]'), (link) =>
      link.getAttribute('href'),
    ),
  );
  for (const { href, media } of firstBannerPreloads(banners, pathname, basePath)) {
    if (preloaded.has(href)) continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'image');
    link.setAttribute('href', href);
    link.setAttribute('fetchpriority', 'high');
    if (media) link.setAttribute('media', media);
    document.head.append(link);
  }
}
