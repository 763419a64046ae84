import { MOBILE_BREAKPOINT_PX, type BusinessUnit } from '@shop/contracts';
import { MENU_BREAKPOINT_PX } from '../constants';
import { focusColourOf } from '../focus-colour';

/** Notification and validation colours, the same for every brand so their meaning never changes. */
export const STATUS_COLORS = { success: '#1e7e34', error: '#c62828', warning: '#b26a00' } as const;
/** Pages are drawn on white; the brand surface colours panels and bands. */
export const PAGE_BACKGROUND = '#ffffff';

/** The emotion theme of a unit: its colours and type, plus shared spacing, breakpoints and media queries. */
export function themeOf(unit: BusinessUnit) {
  return {
    colors: {
      ...unit.theme,
      ...STATUS_COLORS,
      /** The focus ring: never the errors' colour, always visible (see focus-colour.ts). */
      focus: focusColourOf(unit.theme, STATUS_COLORS.error, PAGE_BACKGROUND),
    },
    fontFamily: unit.theme.fontFamily,
    radius: '8px',
    space: (n: number) => `${n * 4}px`,
    breakpoints: { mobile: MOBILE_BREAKPOINT_PX, menu: MENU_BREAKPOINT_PX },
    media: {
      /** Screens under 992 px: the mobile layout. */
      mobile: `@media (max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`,
      desktop: `@media (min-width: ${MOBILE_BREAKPOINT_PX}px)`,
      /** Above 1200 px the mobile menu closes. */
      wide: `@media (min-width: ${MENU_BREAKPOINT_PX + 1}px)`,
    },
  };
}

export type BrandTheme = ReturnType<typeof themeOf>;
