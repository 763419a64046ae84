import { createHash } from 'node:crypto';

/**
 * The request body as JSON with every object's keys sorted, so the same body sent with its fields
 * in another order reads the same. Values follow JSON.stringify (undefined fields are left out,
 * toJSON is used, an undefined array item is null).
 */
export function canonicalJson(value: unknown): string {
  return (
    JSON.stringify(value, (_key, item: unknown) => {
      if (item === null || typeof item !== 'object' || Array.isArray(item)) return item;
      // fromEntries defines each key as its own field, "__proto__" included (an assignment would not).
      const fields = item as Record<string, unknown>;
      return Object.fromEntries(
        Object.keys(fields)
          .sort()
          .map((key) => [key, fields[key]]),
      );
    }) ?? 'null'
  );
}

/** SHA-256 (hex) of the canonical request body: what an idempotency key is bound to. */
export function requestBodyHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}
