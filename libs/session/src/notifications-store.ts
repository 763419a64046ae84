import { createStore } from 'zustand/vanilla';
import type { NOTIFICATION_TYPES } from '@shop/contracts';
import { NOTIFICATION_DEFAULT_KEYS, NOTIFICATION_HIDE_MS, NOTIFICATION_WITH_CONTENT_HIDE_MS } from './constants';
import { systemTimers, type TimerHandle, type Timers } from './timers';

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** A text to show: an i18n key (with interpolation values) or literal text such as a server message. */
export type NotificationText = { key: string; values?: Record<string, string | number> } | { text: string };

export interface NotificationInput {
  type: NotificationType;
  /** Defaults to the type's title (Success, Error, Warning). */
  title?: NotificationText;
  /** The body; a notification with one stays 6 s instead of 3 s. */
  content?: NotificationText;
}

export interface Notification extends NotificationInput {
  id: number;
}

export interface NotificationsState {
  items: Notification[];
  /** Shows a notification; it hides by itself after 3 s, or 6 s when it has content. Returns its id. */
  notify(input: NotificationInput): number;
  dismiss(id: number): void;
}

/** How long a notification stays on screen. */
export function notificationLifetimeMs(input: NotificationInput): number {
  return input.content ? NOTIFICATION_WITH_CONTENT_HIDE_MS : NOTIFICATION_HIDE_MS;
}

/** What to render: the given title and content, else the type's defaults (Error and Warning carry a default line). */
export function notificationTexts(notification: NotificationInput): {
  title: NotificationText;
  content?: NotificationText;
} {
  const defaults: { title: string; content?: string } = NOTIFICATION_DEFAULT_KEYS[notification.type];
  const content = notification.content ?? (defaults.content ? { key: defaults.content } : undefined);
  return { title: notification.title ?? { key: defaults.title }, ...(content ? { content } : {}) };
}

export function createNotificationsStore(timers: Timers = systemTimers) {
  let nextId = 1;
  const hideTimers = new Map<number, TimerHandle>();

  return createStore<NotificationsState>()((set, get) => ({
    items: [],
    notify(input) {
      const id = nextId;
      nextId += 1;
      set({ items: [...get().items, { ...input, id }] });
      hideTimers.set(
        id,
        timers.setTimeout(() => get().dismiss(id), notificationLifetimeMs(input)),
      );
      return id;
    },
    dismiss(id) {
      const handle = hideTimers.get(id);
      if (handle !== undefined) timers.clearTimeout(handle);
      hideTimers.delete(id);
      set({ items: get().items.filter((item) => item.id !== id) });
    },
  }));
}

/** The notifications of the page, shared by shell and remotes like the session. */
export const notificationsStore = createNotificationsStore();
