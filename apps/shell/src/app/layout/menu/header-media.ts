import { MENU_BREAKPOINT_PX } from '@shop/brand';

/** Up to 1200 px the header is compact: menu toggle, brand, cart; the rest is in the menu. */
export const compactHeader = `@media (max-width: ${MENU_BREAKPOINT_PX}px)`;
/** Above 1200 px the full header shows and the mobile menu closes (spec 1 section 2). */
export const wideHeader = `@media (min-width: ${MENU_BREAKPOINT_PX + 1}px)`;
