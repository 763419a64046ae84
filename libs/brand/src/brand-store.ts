import { createStore } from 'zustand/vanilla';
import type { BusinessUnit } from '@shop/contracts';

export interface BrandState {
  /** The business unit the page is serving, loaded and validated by the shell at start-up. */
  unit: BusinessUnit | null;
  /** The /{buId} path prefix in use, '' when the default unit is served without one. */
  basePath: string;
  setUnit(unit: BusinessUnit, basePath: string): void;
}

/** One brand per page; this module is a federation singleton shared by shell and remotes. */
export const brandStore = createStore<BrandState>()((set) => ({
  unit: null,
  basePath: '',
  setUnit: (unit, basePath) => set({ unit, basePath }),
}));
