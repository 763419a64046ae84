import * as v from 'valibot';
import { BuIdSchema } from './business-unit';
import { CLOCK_SKEW_TOLERANCE_MS } from './constants';
import { WIRE_LANGUAGES } from './languages';

/** A request or response body on the wire: one field holding the encrypted payload. */
export const EncryptedBodySchema = v.object({
  token: v.pipe(v.string(), v.nonEmpty(), v.maxLength(1_000_000)),
});
export type EncryptedBody = v.InferOutput<typeof EncryptedBodySchema>;

/** A request nonce: 16 to 64 letters, digits, '-' or '_' (the client draws 128 random bits, base64url). */
export const REQUEST_NONCE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** Web info carried inside every encrypted request: which unit, language and app sent it, when and once. */
export const WebInfoSchema = v.object({
  buId: BuIdSchema,
  language: v.picklist(WIRE_LANGUAGES, 'Unsupported language'),
  appVersion: v.pipe(v.string(), v.maxLength(32)),
  /** The client clock when sealed, milliseconds since the epoch; held to REQUEST_FRESHNESS_MS. */
  sentAt: v.pipe(v.number(), v.integer()),
  /** Drawn afresh for each sealing; the server accepts a sealed request with a given nonce once. */
  nonce: v.pipe(v.string(), v.regex(REQUEST_NONCE_PATTERN, 'Invalid nonce')),
});
export type WebInfo = v.InferOutput<typeof WebInfoSchema>;

/** The plaintext inside a request envelope. */
export const RequestEnvelopeSchema = v.object({
  webInfo: WebInfoSchema,
  payload: v.record(v.string(), v.unknown()),
  /**
   * The client key of a call that moves money (Endpoint.idempotent), sealed so that a captured
   * request cannot be sent again under another key; an Idempotency-Key header, if sent, must equal it.
   */
  idempotencyKey: v.optional(v.string()),
});
export type RequestEnvelope = v.InferOutput<typeof RequestEnvelopeSchema>;

/**
 * An encrypted request is accepted while its `webInfo.sentAt` is within this distance of the
 * server clock, either way, so a captured request cannot be replayed later (and within it, its
 * `webInfo.nonce` is accepted once). The same tolerance as the integrity call; outside it the
 * answer is CLOCK_OUT_OF_SYNC ('Transaction Information Lost').
 */
export const REQUEST_FRESHNESS_MS = CLOCK_SKEW_TOLERANCE_MS;

/** Query parameter name carrying the envelope on GET calls (a GET has no body). */
export const ENVELOPE_QUERY_PARAM = 'token';
