/** One banner: the desktop image and, when the brand has one, the phone image shown below 992 px. */
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
