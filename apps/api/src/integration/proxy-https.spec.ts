import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import https from 'node:https';
import type { TLSSocket } from 'node:tls';
import { createApiClient } from '@shop/api-client';
import { getProducts } from '@shop/contracts';
import { startProxiedCluster, type ProxiedCluster } from '../testing/proxied-cluster';

/**
 * The production topology's proxy over HTTPS with HTTP/2 (decision 0077, `npm run start:cluster -- --tls`):
 * nginx in front of two API replicas on one PostgreSQL, with a self-signed certificate. A browser's requests
 * share one HTTP/2 connection; HTTP/1.1 clients are still answered over TLS; plain HTTP on the port is refused.
 * Needs Debian's postgresql, nginx and openssl, as the cluster fault test does.
 */
let cluster: ProxiedCluster;
let ca: Buffer;

beforeAll(async () => {
  cluster = await startProxiedCluster(2, { tls: true });
  ca = fs.readFileSync(cluster.certificate ?? '');
}, 180_000);
afterAll(async () => {
  await cluster?.close();
});

/** A fetch that sends every request as a stream of one HTTP/2 session, as a browser does to one origin. */
function fetchOver(session: http2.ClientHttp2Session): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input));
    const headers: http2.OutgoingHttpHeaders = {
      ':method': init?.method ?? 'GET',
      ':path': `${url.pathname}${url.search}`,
      ...Object.fromEntries(new Headers(init?.headers).entries()),
    };
    const stream = session.request(headers);
    stream.end(typeof init?.body === 'string' ? init.body : undefined);
    const [status, responseHeaders, body] = await new Promise<[number, Headers, Buffer]>((resolve, reject) => {
      const chunks: Buffer[] = [];
      let answer: http2.IncomingHttpHeaders = {};
      stream.on('response', (received) => (answer = received));
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', reject);
      stream.on('end', () => {
        const received = new Headers();
        for (const [name, value] of Object.entries(answer))
          if (!name.startsWith(':') && value !== undefined) received.set(name, String(value));
        resolve([Number(answer[':status']), received, Buffer.concat(chunks)]);
      });
    });
    return new Response(status === 204 || status === 304 ? null : new Uint8Array(body), {
      status,
      headers: responseHeaders,
    });
  };
}

it('answers the API over HTTP/2, many calls on one connection', async () => {
  const session = http2.connect(new URL(cluster.baseUrl).origin, { ca });
  try {
    await new Promise((resolve, reject) => session.once('connect', resolve).once('error', reject));
    expect(session.alpnProtocol).toBe('h2');
    const client = createApiClient({
      baseUrl: cluster.baseUrl,
      buId: () => '97',
      language: () => 'en',
      fetch: fetchOver(session),
    });
    // A sealed call (initial token, key agreement, the sealed answer), three at once on the one session.
    const answers = await Promise.all([1, 2, 3].map(() => client.call(getProducts, { categoryId: 0, page: 1 })));
    for (const answer of answers) {
      expect(answer.ok).toBe(true);
      if (answer.ok) expect(answer.data.products).toHaveLength(12);
    }
  } finally {
    session.close();
  }
});

it('still answers an HTTP/1.1 client over TLS', async () => {
  const [status, protocol] = await new Promise<[number | undefined, string | false | null]>((resolve, reject) => {
    // Its own agent: the socket (and the protocol it agreed) is this request's.
    const agent = new https.Agent({ ca, ALPNProtocols: ['http/1.1'] });
    const request = https.get(`${cluster.baseUrl}/health`, { agent }, (response) => {
      const socket = response.socket as TLSSocket;
      response.resume();
      resolve([response.statusCode, socket.alpnProtocol]);
      agent.destroy();
    });
    request.on('error', reject);
  });
  expect(status).toBe(200);
  expect(protocol).toBe('http/1.1');
});

it('refuses plain HTTP on its port', async () => {
  const status = await new Promise<number | undefined>((resolve, reject) => {
    const request = http.get(`${cluster.baseUrl.replace('https:', 'http:')}/health`, (response) => {
      response.resume();
      resolve(response.statusCode);
    });
    request.on('error', reject);
  });
  expect(status).toBe(400);
});
