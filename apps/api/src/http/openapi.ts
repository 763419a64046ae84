import { toJsonSchema } from '@valibot/to-json-schema';
import {
  API_ERRORS,
  ENDPOINTS,
  ENVELOPE_QUERY_PARAM,
  ErrorBodySchema,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  REQUEST_FRESHNESS_MS,
  RequestEnvelopeSchema,
  WebInfoSchema,
  pathParamNames,
  versionedPath,
  type AnySchema,
  type Endpoint,
} from '@shop/contracts';

type JsonObject = Record<string, unknown>;

function jsonSchema(schema: AnySchema, typeMode: 'input' | 'output'): JsonObject {
  // Checks written as code (e.g. "one default address") have no JSON Schema form; they stay server-side.
  return toJsonSchema(schema, { target: 'openapi-3.0', typeMode, errorMode: 'ignore' }) as JsonObject;
}

const ENVELOPE_BODY = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', description: 'initToken.iv.ciphertext (base64url), AES-256-GCM' } },
};

/** The header of a call that moves money: optional, a copy of the client key sealed in the request. */
const IDEMPOTENCY_KEY_PARAMETER = {
  name: IDEMPOTENCY_KEY_HEADER,
  in: 'header',
  required: false,
  description:
    'The client key of this call that moves money, as sealed in the request (RequestEnvelope.idempotencyKey), ' +
    'which is the one used; when this header is sent it must equal it (else 40011).',
  schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source },
};

function operation(endpoint: Endpoint, version: string): JsonObject {
  const errors = { $ref: '#/components/responses/Error' };
  const responses: JsonObject = { '400': errors, '404': errors, '429': errors, '500': errors };
  if (endpoint.auth !== 'none') Object.assign(responses, { '401': errors, '403': errors });
  const parameters: JsonObject[] = pathParamNames(endpoint.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const base: JsonObject = {
    operationId: version === endpoint.versions[0] ? endpoint.name : `${endpoint.name}_${version || 'unversioned'}`,
    summary: endpoint.summary,
    tags: [endpoint.group],
    security:
      endpoint.auth === 'required' || endpoint.auth === 'operator'
        ? [{ basicAuth: [] }]
        : endpoint.auth === 'optional'
          ? [{}, { basicAuth: [] }]
          : [],
    'x-rate-limit-group': endpoint.rateLimit,
  };
  if (!endpoint.encrypted) {
    const request = jsonSchema(endpoint.request, 'input') as {
      properties?: Record<string, JsonObject>;
      required?: string[];
    };
    for (const [name, schema] of Object.entries(request.properties ?? {})) {
      parameters.push({ name, in: 'query', required: request.required?.includes(name) ?? false, schema });
    }
    return {
      ...base,
      parameters,
      responses: {
        ...responses,
        '200': {
          description: 'Plain JSON answer',
          content: { 'application/json': { schema: jsonSchema(endpoint.response, 'output') } },
        },
      },
    };
  }
  // A sealed request sent again (40003), or a client key reused or still running (40901, 40902).
  responses['409'] = errors;
  if (endpoint.idempotent) parameters.push(IDEMPOTENCY_KEY_PARAMETER);
  const envelope = {
    'x-envelope': {
      request: { $ref: `#/components/schemas/${endpoint.name}Request` },
      ...(endpoint.download ? {} : { response: { $ref: `#/components/schemas/${endpoint.name}Response` } }),
    },
  };
  const answer = endpoint.download
    ? {
        '200': {
          description: 'The file itself (Content-Type of the file, Content-Disposition: attachment; filename)',
          headers: { 'Content-Disposition': { schema: { type: 'string' } } },
          content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
        },
      }
    : {
        '200': {
          description: `Sealed ${endpoint.name}Response`,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/EnvelopeBody' } } },
        },
      };
  if (endpoint.method === 'GET') {
    parameters.push({ name: ENVELOPE_QUERY_PARAM, in: 'query', required: true, schema: { type: 'string' } });
    return { ...base, ...envelope, parameters, responses: { ...responses, ...answer } };
  }
  return {
    ...base,
    ...envelope,
    parameters,
    requestBody: {
      required: true,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/EnvelopeBody' } } },
    },
    responses: { ...responses, ...answer },
  };
}

/**
 * The OpenAPI 3.0 document of the API, generated from the contracts. Encrypted calls show their
 * wire body ({token}) and, under x-envelope, the schemas of the payload inside it.
 */
export function buildOpenApiDocument(prefix: string): JsonObject {
  const paths: Record<string, Record<string, JsonObject>> = {};
  const schemas: Record<string, JsonObject> = {
    EnvelopeBody: ENVELOPE_BODY,
    RequestEnvelope: jsonSchema(RequestEnvelopeSchema, 'input'),
    WebInfo: jsonSchema(WebInfoSchema, 'input'),
    ErrorBody: jsonSchema(ErrorBodySchema, 'output'),
  };
  for (const endpoint of ENDPOINTS) {
    if (endpoint.encrypted) {
      schemas[`${endpoint.name}Request`] = jsonSchema(endpoint.request, 'input');
      if (!endpoint.download) schemas[`${endpoint.name}Response`] = jsonSchema(endpoint.response, 'output');
    }
    for (const version of endpoint.versions) {
      const path = versionedPath(endpoint, version).replace(/:(\w+)/g, '{$1}');
      paths[path] ??= {};
      paths[path][endpoint.method.toLowerCase()] = operation(endpoint, version);
    }
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Gift-card shop platform API',
      version: '1.0.0',
      description:
        'Every call but GET /others/init carries one field `token`: the JSON {webInfo, payload, ' +
        'idempotencyKey?} (RequestEnvelope) sealed with AES-256-GCM under the key agreed in GET ' +
        '/others/init (ECDH P-256, HKDF-SHA-256), bound to the endpoint name. A sealed request is ' +
        `accepted once (webInfo.nonce) while webInfo.sentAt is within ${REQUEST_FRESHNESS_MS / 60_000} ` +
        'minutes of the server clock; a call that moves money runs once per idempotencyKey. Answers are ' +
        'sealed the same way; an answer holding `error` is a failure. ' +
        `Error codes: ${Object.values(API_ERRORS)
          .map((error) => `${error.code} ${error.message}`)
          .join('; ')}.`,
    },
    servers: [{ url: prefix }],
    paths,
    components: {
      schemas,
      securitySchemes: { basicAuth: { type: 'http', scheme: 'basic', description: 'Access token as the username' } },
      responses: {
        Error: {
          description: 'Failure: sealed {error} once the envelope opened, plain {error} before',
          content: {
            'application/json': {
              schema: {
                oneOf: [{ $ref: '#/components/schemas/EnvelopeBody' }, { $ref: '#/components/schemas/ErrorBody' }],
              },
            },
          },
        },
      },
    },
  };
}
