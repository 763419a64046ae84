import type { ApiClient, ApiResult } from '@shop/api-client';
import type { Endpoint } from '@shop/contracts';

export interface RecordedCall {
  endpoint: string;
  input: unknown;
}

/**
 * An API client for unit tests that records each call and answers from a table by endpoint name.
 * The real client and server are tested together in apps/api and in the browser journeys.
 */
export function recordingApi(answers: Record<string, (input: unknown) => ApiResult<unknown>> = {}) {
  const calls: RecordedCall[] = [];
  const api: Pick<ApiClient, 'call'> = {
    call: (async (endpoint: Endpoint, input: unknown) => {
      calls.push({ endpoint: endpoint.name, input });
      const answer = answers[endpoint.name];
      return answer ? answer(input) : { ok: true, status: 200, data: {} };
    }) as ApiClient['call'],
  };
  return { api, calls };
}
