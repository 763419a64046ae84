import type { ApiError } from '@shop/contracts';

/**
 * Every call answers success with its status, or failure with its status (null when the network
 * failed). Any status but 200 is a failure, and so is a body carrying an error object.
 */
export type ApiResult<T> = { ok: true; status: 200; data: T } | { ok: false; status: number | null; error: ApiError };

export function failure(status: number | null, error: ApiError): ApiResult<never> {
  return { ok: false, status, error };
}
