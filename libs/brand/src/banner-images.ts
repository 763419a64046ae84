/**
 * One banner: the desktop image and, when the brand has one, the phone image shown below 992 px. Kept
 * here, not in the consumer remote, because the shell preloads the first one while the remote loads.
 */
export interface Banner {
  desktop: string;
  phone?: string;
}

const DESK_SLOTS = 3;
const PHONE_SLOTS = 6;

/**
 * The brand's banners (unit parameter banners: deskImage1-3, mobileImage1-6) in slot order. A slot
 * with a desktop image is a banner; phones show its mobile image of the same number when there is one,
 * and the extra mobile images on their own.
 */
export function bannersOf(images: Readonly<Record<string, string>>): Banner[] {
  const banners: Banner[] = [];
  const slots = Math.max(DESK_SLOTS, PHONE_SLOTS);
  for (let slot = 1; slot <= slots; slot += 1) {
    const desktop = slot <= DESK_SLOTS ? images[`deskImage${slot}`] : undefined;
    const phone = images[`mobileImage${slot}`] || undefined;
    if (desktop) banners.push({ desktop, phone });
    else if (phone) banners.push({ desktop: '', phone });
  }
  return banners;
}

/**
 * The banner formats the shop draws (the seeded art's sizes): the page keeps this box before the image
 * arrives and fits other art into it, so a banner never moves the page.
 */
export const BANNER_FORMATS = { desktop: { width: 1200, height: 300 }, phone: { width: 780, height: 390 } } as const;

/** Below this width the phone images show (HomeBanners' breakpoint). */
export const PHONE_BANNER_QUERY = '(max-width: 991px)';
