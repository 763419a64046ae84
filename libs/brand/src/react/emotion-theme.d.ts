import type { BrandTheme } from './brand-theme';

// Module augmentation must be an interface, so it is empty by design.
declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type
  export interface Theme extends BrandTheme {}
}
