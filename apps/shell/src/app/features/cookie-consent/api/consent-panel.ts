import { createStore } from 'zustand/vanilla';

/** Whether the cookie choices panel is shown: until answered, and again from the footer's Cookie settings. */
export const consentPanel = createStore<{ reopened: boolean; reopen(): void; closed(): void }>()((set) => ({
  reopened: false,
  reopen: () => set({ reopened: true }),
  closed: () => set({ reopened: false }),
}));
