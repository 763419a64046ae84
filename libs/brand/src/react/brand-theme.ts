import type { BusinessUnit } from '@shop/contracts';

/** The emotion theme of a unit: its colours and type, plus shared spacing and breakpoints. */
export function themeOf(unit: BusinessUnit) {
  return {
    colors: unit.theme,
    fontFamily: unit.theme.fontFamily,
    radius: '8px',
    space: (n: number) => `${n * 4}px`,
    breakpoints: { mobile: 992, menu: 1200 },
  };
}

export type BrandTheme = ReturnType<typeof themeOf>;
