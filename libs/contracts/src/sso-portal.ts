import * as v from 'valibot';

/** A portal's public signing key (JWK, RFC 7517): EC P-256, RSA or Ed25519, named by its kid. */
export const PortalPublicKeySchema = v.looseObject({
  kty: v.picklist(['EC', 'RSA', 'OKP']),
  kid: v.pipe(v.string(), v.regex(/^[A-Za-z0-9._-]{1,64}$/, 'A key id is 1-64 letters, digits, ".", "_" or "-"')),
  alg: v.optional(v.picklist(['ES256', 'RS256', 'EdDSA'])),
});
export type PortalPublicKey = v.InferOutput<typeof PortalPublicKeySchema>;

const OriginSchema = v.pipe(
  v.string(),
  v.regex(/^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/, 'An origin: https://host[:port]'),
);

/**
 * A unit's own portal for single sign-on (issue 22, decision 0048): the keys it signs with (public
 * only; several while it rolls a key over), the issuer and audience its tokens carry, where logout may
 * send the visitor back, and the other units (aggregator_bu) its links may sign a customer into.
 */
export const SsoPortalSchema = v.object({
  issuer: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200)),
  audience: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200)),
  keys: v.pipe(v.array(PortalPublicKeySchema), v.minLength(1), v.maxLength(5)),
  /**
   * The portal's sign-in page, where the shop sends a visitor to sign in (the login page's button,
   * checkout on a unit that signs in only there); it comes back with a signed link to /{buId}/sso. An
   * absolute URL, or a path of the shop (the demo's /identity-sandbox/... redirect to the stand-in).
   * The shop adds `return` = the absolute address of its /{buId}/sso page. Absent: no such button.
   */
  loginUrl: v.optional(
    v.pipe(v.string(), v.regex(/^(https?:\/\/[^\s"<>]+|\/[^\s"<>]*)$/, 'An http(s) URL or a path of the shop')),
  ),
  /** Where logout may send the visitor back (back_url): these origins, or paths of the shop. */
  backUrlOrigins: v.optional(v.array(OriginSchema), []),
  aggregatorBus: v.optional(v.array(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,32}$/))), []),
});
export type SsoPortal = v.InferOutput<typeof SsoPortalSchema>;
