import { MOBILE_BREAKPOINT_PX, type BusinessUnit } from '@shop/contracts';
import { MENU_BREAKPOINT_PX } from '../constants';
import { STATUS_COLORS } from '../status-colours';

export { PAGE_BACKGROUND, STATUS_COLORS } from '../status-colours';

/** The emotion theme of a unit: its colours and type, plus shared spacing, breakpoints and media queries. */
export function themeOf(unit: BusinessUnit) {
  return {
    colors: {
      ...unit.theme,
      ...STATUS_COLORS,
      /** The focus ring: never the errors' colour, always visible; the API derives it (withFocusColour). */
      focus: unit.theme.focus ?? unit.theme.primary,
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
