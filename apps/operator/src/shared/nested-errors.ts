import type { FieldErrors, FieldValues } from 'react-hook-form';
import { messageRef, type FieldError } from '@shop/validation';

/**
 * Problems at dotted paths ('products.0.maxAmount') as react-hook-form reads them (nested); the first
 * problem of a field wins, a shared rule's message kept as its reference (shown in the page's language).
 */
export function nestedErrors<T extends FieldValues>(errors: readonly FieldError[]): FieldErrors<T> {
  const nested: Record<string, unknown> = {};
  for (const error of errors) {
    const keys = (error.path || 'root').split('.');
    let node = nested;
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    const last = keys[keys.length - 1];
    const message = error.key ? messageRef(error.key, error.params) : error.message;
    // A field's own problem and a problem of its parts can meet: keep the first, as an object node.
    if (node[last] === undefined) node[last] = { type: error.key ?? 'validation', message };
  }
  return nested as FieldErrors<T>;
}
