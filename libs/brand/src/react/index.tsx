import { ThemeProvider } from '@emotion/react';
import { useSyncExternalStore, type ReactNode } from 'react';
import { brandStore, type BrandState } from '../brand-store';
import { themeOf } from './brand-theme';

export { themeOf, type BrandTheme } from './brand-theme';

export function useBrand<T>(selector: (state: BrandState) => T): T {
  // The unit is set before the first render, on the server as in the browser, so a server-rendered page
  // hydrates with it (zustand's own binding would hydrate with the store's empty initial state).
  const read = () => selector(brandStore.getState());
  return useSyncExternalStore(brandStore.subscribe, read, read);
}

/** The current unit; the shell renders nothing below it until the unit is loaded. */
export function useUnit() {
  const unit = useBrand((state) => state.unit);
  if (!unit) throw new Error('The business unit is not loaded yet.');
  return unit;
}

/** Gives everything below it the emotion theme of the current unit. */
export function BrandThemeProvider({ children }: { children: ReactNode }) {
  const unit = useUnit();
  return <ThemeProvider theme={themeOf(unit)}>{children}</ThemeProvider>;
}
