import type { ApiError, Endpoint } from '@shop/contracts';
import type { ApiClient, DownloadOptions } from '../api-client';
import type { ApiResult } from '../api-result';
import { setShopApi } from '../shop-api';

/** An endpoint's answer to a call; a download's answer also gets its options (to report progress). */
export type FakeAnswer = (
  input: Record<string, unknown>,
  options?: DownloadOptions,
) => ApiResult<unknown> | Promise<ApiResult<unknown>>;

export const ok = <T>(data: T): ApiResult<T> => ({ ok: true, status: 200, data });
export const failed = (error: ApiError, status = 400): ApiResult<never> => ({ ok: false, status, error });

/**
 * The page's API client for page tests: answers each endpoint by name (a list answers call after
 * call, its last answer repeating), refuses an unexpected call, records every call, and is set as
 * the page's client (`shopApi()`).
 */
export function fakeShopApi(answers: Record<string, FakeAnswer | FakeAnswer[]>) {
  const calls: { name: string; input: Record<string, unknown> }[] = [];
  const used: Record<string, number> = {};
  const answer = async (endpoint: Endpoint, input: unknown, options?: DownloadOptions) => {
    calls.push({ name: endpoint.name, input: input as Record<string, unknown> });
    const given = answers[endpoint.name];
    if (!given) throw new Error(`unexpected call ${endpoint.name}`);
    const list = Array.isArray(given) ? given : [given];
    const index = Math.min(used[endpoint.name] ?? 0, list.length - 1);
    used[endpoint.name] = (used[endpoint.name] ?? 0) + 1;
    return list[index](input as Record<string, unknown>, options);
  };
  // A download (a file answer) is answered from the same list: a test answers it with ok({ blob, filename, ... }).
  const call = (endpoint: Endpoint, input: unknown) => answer(endpoint, input);
  setShopApi({ call, download: answer, onForceLogout: () => () => undefined } as unknown as ApiClient);
  return {
    calls,
    /** The inputs of the calls to one endpoint, in order. */
    callsOf: (name: string) => calls.filter((entry) => entry.name === name).map((entry) => entry.input),
  };
}
