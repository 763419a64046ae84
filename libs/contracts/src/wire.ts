import * as v from 'valibot';
import { BuIdSchema } from './business-unit';
import { WIRE_LANGUAGES } from './languages';

/** A request or response body on the wire: one field holding the encrypted payload. */
export const EncryptedBodySchema = v.object({
  token: v.pipe(v.string(), v.nonEmpty(), v.maxLength(1_000_000)),
});
export type EncryptedBody = v.InferOutput<typeof EncryptedBodySchema>;

/** Web info carried inside every encrypted request: which unit, language and app sent it. */
export const WebInfoSchema = v.object({
  buId: BuIdSchema,
  language: v.picklist(WIRE_LANGUAGES, 'Unsupported language'),
  appVersion: v.pipe(v.string(), v.maxLength(32)),
  sentAt: v.pipe(v.number(), v.integer()),
});
export type WebInfo = v.InferOutput<typeof WebInfoSchema>;

/** The plaintext inside a request envelope. */
export const RequestEnvelopeSchema = v.object({
  webInfo: WebInfoSchema,
  payload: v.record(v.string(), v.unknown()),
});
export type RequestEnvelope = v.InferOutput<typeof RequestEnvelopeSchema>;

/** Query parameter name carrying the envelope on GET calls (a GET has no body). */
export const ENVELOPE_QUERY_PARAM = 'token';
