import type * as v from 'valibot';
import type { Endpoint } from '@shop/contracts';
import type { Call } from '../features/services';

/** The server side of one endpoint: takes the parsed request, answers the response data. */
export interface EndpointHandler<E extends Endpoint = Endpoint> {
  endpoint: E;
  handle(call: Call<v.InferOutput<E['request']>>): Promise<v.InferInput<E['response']>>;
}

export function handler<E extends Endpoint>(
  endpoint: E,
  handle: (call: Call<v.InferOutput<E['request']>>) => Promise<v.InferInput<E['response']>>,
): EndpointHandler<E> {
  return { endpoint, handle };
}
