import { ENDPOINTS, versionedPath, type Endpoint } from '@shop/contracts';
import { buildOpenApiDocument } from './openapi';

interface Parameter {
  name: string;
  in: string;
  required: boolean;
  schema: { pattern?: string };
}
interface Operation {
  parameters?: Parameter[];
  responses: Record<string, unknown>;
}
interface Schema {
  properties?: Record<string, Schema>;
  required?: string[];
}

const document = buildOpenApiDocument('/api') as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

/** Every operation of an endpoint, one per version. */
function operationsOf(endpoint: Endpoint): Operation[] {
  return endpoint.versions.map(
    (version) =>
      document.paths[versionedPath(endpoint, version).replace(/:(\w+)/g, '{$1}')][endpoint.method.toLowerCase()],
  );
}

const headersOf = (operation: Operation) =>
  (operation.parameters ?? []).filter((parameter) => parameter.in === 'header');

describe('the OpenAPI document', () => {
  const idempotent = ENDPOINTS.filter((endpoint) => endpoint.idempotent);

  it('declares the Idempotency-Key header on every call that moves money, as a copy of the sealed key', () => {
    expect(idempotent.map((endpoint) => endpoint.name)).toEqual(
      expect.arrayContaining(['createOrder', 'confirmOrder', 'createPayment', 'paymentFinalisation', 'topUpWallet']),
    );
    for (const endpoint of idempotent) {
      for (const operation of operationsOf(endpoint)) {
        expect([endpoint.name, headersOf(operation)]).toEqual([
          endpoint.name,
          [
            expect.objectContaining({
              name: 'Idempotency-Key',
              in: 'header',
              required: false,
              schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,100}$' },
            }),
          ],
        ]);
        expect(operation.responses['409']).toBeDefined();
      }
    }
  });

  it('declares no such header on the other calls', () => {
    for (const endpoint of ENDPOINTS.filter((candidate) => !candidate.idempotent)) {
      for (const operation of operationsOf(endpoint))
        expect([endpoint.name, headersOf(operation)]).toEqual([endpoint.name, []]);
    }
  });

  it('shows the sealed request: a nonce in the web info, the client key beside the payload', () => {
    const { RequestEnvelope: envelope, WebInfo: webInfo } = document.components.schemas;
    expect(envelope.required).toEqual(['webInfo', 'payload']);
    expect(Object.keys(envelope.properties ?? {})).toEqual(['webInfo', 'payload', 'idempotencyKey']);
    expect(webInfo.required).toEqual(expect.arrayContaining(['buId', 'sentAt', 'nonce']));
    expect(webInfo.properties?.nonce).toMatchObject({ type: 'string', pattern: '^[A-Za-z0-9_-]{16,64}$' });
  });
});
