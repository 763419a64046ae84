import { createNotificationsStore, notificationTexts } from './notifications-store';

describe('notifications', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('hides a notification without content after 3 s', () => {
    const store = createNotificationsStore();
    store.getState().notify({ type: 'success' });
    jest.advanceTimersByTime(2_999);
    expect(store.getState().items).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(store.getState().items).toEqual([]);
  });

  it('hides a notification with content after 6 s', () => {
    const store = createNotificationsStore();
    store.getState().notify({ type: 'error', content: { text: 'Card is blocked' } });
    jest.advanceTimersByTime(5_999);
    expect(store.getState().items).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(store.getState().items).toEqual([]);
  });

  it('shows several at once, in order, each with its own id and timer', () => {
    const store = createNotificationsStore();
    const first = store.getState().notify({ type: 'warning', content: { key: 'common:inactivity.signOutNotice' } });
    jest.advanceTimersByTime(1_000);
    const second = store.getState().notify({ type: 'success' });
    expect(store.getState().items.map((item) => item.id)).toEqual([first, second]);
    jest.advanceTimersByTime(3_000);
    expect(store.getState().items.map((item) => item.id)).toEqual([first]);
    jest.advanceTimersByTime(2_000);
    expect(store.getState().items).toEqual([]);
  });

  it('can be dismissed early', () => {
    const store = createNotificationsStore();
    const id = store.getState().notify({ type: 'success' });
    store.getState().dismiss(id);
    expect(store.getState().items).toEqual([]);
    jest.advanceTimersByTime(10_000);
    expect(store.getState().items).toEqual([]);
  });

  it('falls back to the default title, and to the default line for errors and warnings', () => {
    expect(notificationTexts({ type: 'success' })).toEqual({ title: { key: 'common:notification.success.title' } });
    expect(notificationTexts({ type: 'error' })).toEqual({
      title: { key: 'common:notification.error.title' },
      content: { key: 'common:notification.error.message' },
    });
    expect(notificationTexts({ type: 'warning' })).toEqual({
      title: { key: 'common:notification.warning.title' },
      content: { key: 'common:notification.warning.message' },
    });
    expect(notificationTexts({ type: 'error', title: { text: 'Oops' }, content: { text: 'Declined' } })).toEqual({
      title: { text: 'Oops' },
      content: { text: 'Declined' },
    });
  });
});
