import { notificationsStore } from '@shop/session';

/** A success notice in the shell's notifications (spec: hides after 6 s, as it has content). */
export function notifySaved(key: string): void {
  notificationsStore.getState().notify({ type: 'success', content: { key } });
}
