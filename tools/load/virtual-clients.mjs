// Visitors of the load test, each with its own client address. The test runs on this machine, behind the
// cluster's nginx, which trusts loopback (SHOP_TRUST_PROXY): a request from here that names a client in
// X-Forwarded-For counts as that client, as a CDN in front of the proxy would report it. So the per-client
// rate limits see many shoppers, as in a real rush, and not one address sending everything.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
require('../bench/ts-register.cjs');
const { createApiClient } = require('../../libs/api-client/src/index.ts');

let lastAddress = 0;

/** A new client address (10.0.0.0/8, never the same twice in one run). */
export function newClientAddress() {
  lastAddress += 1;
  return `10.${(lastAddress >> 16) & 255}.${(lastAddress >> 8) & 255}.${lastAddress & 255}`;
}

/**
 * A visitor: the shop's own API client (it negotiates its key and seals each request as a browser does),
 * on unit `buId`, in English, from its own client address. `intercept(url, init)` may answer a response
 * instead of sending a request (to keep sealed requests for later).
 */
export function newVisitor(apiBase, { buId = '97', accessToken = () => null, intercept } = {}) {
  const address = newClientAddress();
  const send = (input, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set('x-forwarded-for', address);
    const request = { ...init, headers };
    return intercept?.(String(input), request) ?? fetch(input, request);
  };
  const client = createApiClient({
    baseUrl: apiBase,
    buId: () => buId,
    language: () => 'en',
    accessToken,
    fetch: send,
  });
  return { address, client };
}
