import { toBase64Url } from '@shop/envelope';
import { nestedJson } from '../fuzz-cases';
import { PREFIX, type FuzzHost, type Probe } from './fuzz-host';

/** A route's URL with its parameters filled in ('*' and ':name'). */
function concreteUrl(route: string, fill: string): string {
  return route.replace(/:[A-Za-z]\w*/g, fill).replace(/\*$/, fill);
}

/** Routes that also get megabyte bodies (body parsing is shared: a few routes show it holds). */
const HEAVY_ROUTES = new Set([`${PREFIX}/v8/login`, `${PREFIX}/member/updateMemberAddressBook`, `${PREFIX}/*`]);

/** Raw probes against the test file's host (its live initial token goes into some). */
export function rawProbesKit(fuzz: () => FuzzHost) {
  /** Raw HTTP to one route: bodies and queries that are no envelope at all, odd types, encodings and sizes. */
  function rawProbes(route: string, methods: Set<string>): Probe[] {
    const { envelope } = fuzz();
    const url = concreteUrl(route, '97');
    const probes: Probe[] = [];
    const json = (label: string, body: string, method: string): Probe => ({
      label: `${method} ${label}`,
      method,
      url,
      body,
      headers: { 'Content-Type': 'application/json' },
    });
    for (const method of methods) {
      // fetch cannot send TRACE (nor can a browser); the catch-all answers it like any unknown method.
      if (method === 'TRACE') continue;
      if (method === 'HEAD' || method === 'OPTIONS') {
        probes.push({ label: `${method} bare`, method, url });
        continue;
      }
      probes.push({ label: `${method} nothing`, method, url });
      for (const query of [
        'token=a&token=b',
        'token[a]=1',
        'token=%00',
        'token=%E0%A4%A',
        `token=${'a'.repeat(8_000)}`,
        `token=${envelope.init}.${'A'.repeat(16)}.${'B'.repeat(40)}`,
        'token=init.iv.ciphertext',
        'clientKey=%00',
        'clientKey=short',
        `clientKey=${'A'.repeat(87)}`,
        'clientKey=a&clientKey=b',
        'recipient=a&recipient=b',
        `recipient=${'x'.repeat(5_000)}`,
        '__proto__[polluted]=1',
      ]) {
        probes.push({ label: `${method} ?${query.slice(0, 40)}`, method, url: `${url}?${query}` });
      }
      if (method === 'GET') continue;
      for (const [label, body] of [
        ['empty object', '{}'],
        ['token number', '{"token":123}'],
        ['token list', '{"token":["a"]}'],
        ['token object', '{"token":{"a":1}}'],
        ['token garbage', '{"token":"garbage"}'],
        ['token two parts', '{"token":"a.b"}'],
        [
          'token of a live init, junk sealed',
          JSON.stringify({ token: `${envelope.init}.${toBase64Url(new Uint8Array(12))}.${'A'.repeat(64)}` }),
        ],
        ['token of a live init, bad base64', JSON.stringify({ token: `${envelope.init}.!!!.???` })],
        ['JSON null', 'null'],
        ['JSON list', '[1,2]'],
        ['JSON text', '"token"'],
        ['broken JSON', '{"token":'],
        ['nested 10,000 deep', nestedJson(10_000)],
        ['__proto__ key', '{"__proto__":{"token":"x"},"token":"y"}'],
      ] as const) {
        probes.push(json(label, body, method));
      }
      if (HEAVY_ROUTES.has(route)) {
        probes.push(json('token 900 kB', JSON.stringify({ token: 'A'.repeat(900_000) }), method));
        probes.push(json('body 2 MB', JSON.stringify({ token: 'A'.repeat(2_000_000) }), method));
      }
      probes.push({
        label: `${method} text/plain`,
        method,
        url,
        body: 'token=x',
        headers: { 'Content-Type': 'text/plain' },
      });
      probes.push({
        label: `${method} form`,
        method,
        url,
        body: 'token=x',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
      probes.push({
        label: `${method} bytes`,
        method,
        url,
        body: '\u0000\u00ff',
        headers: { 'Content-Type': 'application/octet-stream' },
      });
      probes.push({
        label: `${method} lying charset`,
        method,
        url,
        body: '{"token":"x"}',
        headers: { 'Content-Type': 'application/json; charset=utf-32' },
      });
    }
    if (route.includes(':') || route.endsWith('*')) {
      for (const [label, fill] of [
        ['NUL', '%00'],
        ['bad escape', '%ZZ'],
        ['dot segments', '..%2F..%2Fetc%2Fpasswd'],
        ['1,000-character segment', 'x'.repeat(1_000)],
        ['huge number', '99999999999999999999999'],
        ['unicode', encodeURIComponent('東京😀')],
      ] as const) {
        probes.push({ label: `GET path ${label}`, method: [...methods][0], url: concreteUrl(route, fill) });
      }
    }
    return probes;
  }

  return { rawProbes };
}
