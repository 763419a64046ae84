import { act, render, renderHook, screen } from '@testing-library/react';
import { notificationsStore } from '../notifications-store';
import { sessionStore } from '../session-store';
import type { SessionUser } from '../session-user';
import { useActivityTracking, useAudience, useNotifications, useSession } from './index';

const businessUser: SessionUser = {
  accessToken: 'tok',
  refreshToken: '',
  custName: 'Acme',
  custId: '2002',
  custType: 'B',
  paymentType: '',
  companyType: 1,
  isAdminSalesman: false,
  idCardNo: '',
};

function Greeting() {
  const name = useSession((state) => state.user?.custName ?? 'guest');
  const audience = useAudience();
  return (
    <p>
      {name} ({audience})
    </p>
  );
}

describe('session React bindings', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
    sessionStore.getState().configure({ navigate: jest.fn(), notify: jest.fn() });
    sessionStore.getState().start('97', localStorage, { url: 'http://localhost/' });
  });

  afterEach(() => {
    sessionStore.getState().signOut();
    jest.useRealTimers();
  });

  it('re-renders on sign-in and sign-out', () => {
    render(<Greeting />);
    expect(screen.getByText('guest (guest)')).toBeInTheDocument();
    act(() => sessionStore.getState().signIn(businessUser));
    expect(screen.getByText('Acme (business)')).toBeInTheDocument();
    act(() => sessionStore.getState().signOut());
    expect(screen.getByText('guest (guest)')).toBeInTheDocument();
  });

  it('lists notifications until they hide', () => {
    const { result } = renderHook(() => useNotifications((state) => state.items));
    act(() => void notificationsStore.getState().notify({ type: 'success' }));
    expect(result.current).toHaveLength(1);
    act(() => jest.advanceTimersByTime(3_000));
    expect(result.current).toEqual([]);
  });

  it('keeps a user who is active signed in, while mounted', async () => {
    act(() => sessionStore.getState().signIn(businessUser));
    const { unmount } = renderHook(() => useActivityTracking());
    await act(() => jest.advanceTimersByTimeAsync(20 * 60 * 1000));
    window.dispatchEvent(new Event('pointermove'));
    await act(() => jest.advanceTimersByTimeAsync(20 * 60 * 1000));
    expect(sessionStore.getState().user).not.toBeNull();

    unmount();
    await act(() => jest.advanceTimersByTimeAsync(10 * 60 * 1000));
    window.dispatchEvent(new Event('pointermove'));
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(sessionStore.getState().user).toBeNull();
  });
});
