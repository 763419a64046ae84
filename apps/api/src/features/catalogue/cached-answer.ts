import type * as v from 'valibot';
import type { Endpoint } from '@shop/contracts';
import { handler, type EndpointHandler } from '../../http/handler';
import type { Call } from '../services';

/**
 * A catalogue call's answer through the catalogue cache. It is the same for every visitor of the unit who
 * asks the same thing in the same language and audience (a guest, a consumer, a business member and a
 * salesman see different products), so those make the key; who the visitor is does not.
 */
export function cachedAnswer<T>(endpointName: string, call: Call<object>, load: () => Promise<T>): Promise<T> {
  const audience = call.session?.custType ?? '';
  // A member's custId is checked against his session before any handler runs; the answer is not his own.
  const asked: Record<string, unknown> = { ...call.input };
  delete asked.custId;
  const key = `${call.webInfo.buId}|${call.language}|${audience}|${endpointName}|${JSON.stringify(asked)}`;
  return call.services.catalogueCache.answer(key, load);
}

/** An endpoint whose every answer goes through the catalogue cache (see cachedAnswer). */
export function cachedHandler<E extends Endpoint>(
  endpoint: E,
  handle: (call: Call<v.InferOutput<E['request']>>) => Promise<v.InferInput<E['response']>>,
): EndpointHandler<E> {
  return handler(endpoint, (call) => cachedAnswer(endpoint.name, call, () => handle(call)));
}
