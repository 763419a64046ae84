import { act, renderHook } from '@testing-library/react';
import type { CaptchaSettings } from '@shop/contracts';
import { notificationsStore } from '@shop/session';
import { useCaptcha } from './index';

const testSettings: CaptchaSettings = { provider: 'cloudflare', siteKey: 'site-97', test: true };
const answer = (body: unknown, status = 200) => ({ ok: status === 200, status, json: async () => body }) as Response;

describe('useCaptcha', () => {
  afterEach(() => {
    for (const item of notificationsStore.getState().items) notificationsStore.getState().dismiss(item.id);
  });

  it('gives nothing to send when the unit has no captcha', async () => {
    const { result } = renderHook(() => useCaptcha(undefined));
    expect(result.current.enabled).toBe(false);
    await expect(result.current.getToken()).resolves.toBeUndefined();
  });

  it("gets a token from the unit's test provider", async () => {
    const fetch = jest.fn(async () => answer({ token: 'hook-token', expiresIn: 120 }));
    const { result, unmount } = renderHook(() => useCaptcha(testSettings, { fetch, sleep: async () => undefined }));
    let token: string | undefined;
    await act(async () => {
      token = await result.current.getToken();
    });
    expect(token).toBe('hook-token');
    expect(fetch).toHaveBeenCalledWith('/api/captcha-test/token?siteKey=site-97', expect.anything());
    unmount();
  });

  it('shows the spec notification with the code once the retries are used up', async () => {
    const fetch = jest.fn(async () => answer({}, 502));
    const { result, unmount } = renderHook(() => useCaptcha(testSettings, { fetch, sleep: async () => undefined }));
    await act(async () => {
      await result.current.getToken().catch(() => undefined);
    });
    // The check that ran on mount and the one asked for may each have failed; each says the same.
    const items = notificationsStore.getState().items;
    expect(items.length).toBeGreaterThanOrEqual(1);
    for (const item of items)
      expect(item).toMatchObject({
        type: 'error',
        title: { key: 'common:captcha.cloudflareError' },
        content: { key: 'common:captcha.errorCode', values: { code: '502' } },
      });
    unmount();
  });
});
