import { API_ERRORS, apiError } from '@shop/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { invalidRequest } from '../http/api-failure';
import { errorsPlugin } from './errors';

/** A scope under /api with the plugin, and routes that fail in each way a route can. */
async function appWithErrors(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(
    async (api) => {
      await api.register(errorsPlugin);
      api.get('/failure', async () => {
        throw invalidRequest([{ path: 'email', message: 'This field is required.' }]);
      });
      api.get('/crash', async () => {
        throw new Error('connection string postgres://secret@db');
      });
      api.get('/limited', async () => {
        const message = 'Too many requests, please try again later. Retry in 1 minute.';
        throw Object.assign(new Error(message), { rateLimited: true });
      });
      api.post('/echo', async (request) => request.body);
    },
    { prefix: '/api' },
  );
  await app.ready();
  return app;
}

describe('errors plugin', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await appWithErrors();
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers a thrown ApiFailure with its status and body', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/failure' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: API_ERRORS.INVALID_REQUEST.code,
        message: 'Invalid request: email: This field is required.',
        issues: [{ path: 'email', message: 'This field is required.' }],
      },
    });
  });

  it('answers an unknown error as GENERIC, never with its details', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: apiError('GENERIC') });
    expect(response.body).not.toContain('secret');
  });

  it('answers a rate limit with 429, the catalogue code and the retry message', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/limited' });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      error: {
        code: API_ERRORS.RATE_LIMITED.code,
        message: 'Too many requests, please try again later. Retry in 1 minute.',
      },
    });
  });

  it("answers a request fastify refuses with fastify's status and the invalid-request code", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe(API_ERRORS.INVALID_REQUEST.code);
    expect(typeof response.json().error.message).toBe('string');
  });

  it("answers an unknown path under the scope with the API's 404", async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nowhere' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: apiError('NOT_FOUND') });
  });
});
