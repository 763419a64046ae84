import type * as v from 'valibot';

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/**
 * required: a valid access token; optional: used when present; none: never read; operator: a live
 * operator session (issue 21), never a customer's token (and an operator's token opens no other mode).
 */
export type AuthMode = 'required' | 'optional' | 'none' | 'operator';

/** Calls that share one rate limit (spec: login, registration, OTP and token checks). */
export type RateLimitGroup =
  | 'login'
  | 'registration'
  | 'otp'
  | 'tokenCheck'
  | 'init'
  | 'upload'
  // Calls that create an order (or a payable top-up), and every file download (decision 0060).
  | 'orderCreation'
  | 'download';

export type EndpointGroup =
  | 'Authentication'
  | 'Registration'
  | 'KYB'
  | 'Member'
  | 'Cart'
  | 'Catalogue'
  | 'Reference data'
  | 'Cards'
  | 'Orders'
  | 'Payment'
  | 'Wallet'
  | 'Documents'
  | 'Files'
  | 'Salesmen'
  | 'Operators'
  | 'Back office';

/**
 * The header that may carry a copy of the client's key of a call that moves money (see
 * Endpoint.idempotent); the key itself travels sealed (RequestEnvelope.idempotencyKey).
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** A client key: 8 to 100 letters, digits, '-' or '_' (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

// The schemas' own input and output types stay open so each endpoint keeps its precise types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnySchema = v.GenericSchema<any, any>;

/**
 * One call of the wire: both ends read it. The client builds the URL and parses the answer with it;
 * the server registers the route and parses the request with it; the OpenAPI document comes from it.
 */
export interface Endpoint<TRequest extends AnySchema = AnySchema, TResponse extends AnySchema = AnySchema> {
  readonly name: string;
  readonly group: EndpointGroup;
  readonly summary: string;
  readonly method: HttpMethod;
  /** Path after the version prefix; `:name` segments are filled from the request field of that name. */
  readonly path: string;
  /** Version prefixes the server answers; the first is the default. '' means no prefix. */
  readonly versions: readonly string[];
  readonly auth: AuthMode;
  /** False only for the initial-token call, which negotiates the envelope key itself. */
  readonly encrypted: boolean;
  readonly rateLimit?: RateLimitGroup;
  /**
   * A call that moves money or issues a card: it carries a client key (RequestEnvelope.idempotencyKey); a
   * repeat with the same key and body gets the first answer, another body with that key is refused.
   */
  readonly idempotent?: boolean;
  /**
   * The request's custId names the customer a salesman acts for (his handler checks he may), not the
   * caller: the server does not require it to be the session's (issue 20).
   */
  readonly custIdNamesCustomer?: boolean;
  readonly request: TRequest;
  /**
   * A call answered with a file: the handler answers a FileAnswer (response: FileAnswerSchema), sent
   * as bytes with its Content-Type; failures stay sealed JSON errors. The client reads it with download().
   */
  readonly download?: boolean;
  readonly response: TResponse;
}

export function defineEndpoint<TRequest extends AnySchema, TResponse extends AnySchema>(
  endpoint: Omit<Endpoint<TRequest, TResponse>, 'encrypted'> & { encrypted?: boolean },
): Endpoint<TRequest, TResponse> {
  return { ...endpoint, encrypted: endpoint.encrypted ?? true };
}

/** What a caller passes for an endpoint (before defaults and transforms). */
export type RequestOf<E extends Endpoint> = v.InferInput<E['request']>;
/** What the server answers for an endpoint, after parsing. */
export type ResponseOf<E extends Endpoint> = v.InferOutput<E['response']>;

/** Names of the `:param` segments of a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z]\w*)/g)].map((match) => match[1]);
}

/** '/v3' + '/product/detail/:itemCode', or the bare path when the version is ''. */
export function versionedPath(endpoint: Endpoint, version: string): string {
  return version ? `/${version}${endpoint.path}` : endpoint.path;
}

/**
 * The version an endpoint is called with for a business unit: the unit's override when the server
 * answers it, else the endpoint's default (spec 2 section 7: resolved per endpoint and unit).
 */
export function resolveVersion(endpoint: Endpoint, unitVersions?: Readonly<Record<string, string>>): string {
  const override = unitVersions?.[endpoint.name];
  if (override !== undefined && endpoint.versions.includes(override)) return override;
  return endpoint.versions[0];
}

/** The fields of a request schema: an object schema, or the object at the head of a pipe. */
export function requestFieldNames(endpoint: Endpoint): string[] {
  const schema = endpoint.request as { type: string; entries?: object; pipe?: { type: string; entries?: object }[] };
  const object = schema.type === 'object' ? schema : schema.pipe?.[0];
  return object?.entries ? Object.keys(object.entries) : [];
}
