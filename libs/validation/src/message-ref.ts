import { isMessageKey, type MessageKey } from './messages';

/** Values put into a message's placeholders. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** What a failed rule reports: a message key and the values for its placeholders. */
export interface MessageRef {
  key: MessageKey;
  params?: MessageParams;
}

/**
 * Valibot issue messages are strings, so a reference is written into one: the bare key, or the
 * key followed by its params as JSON (`lessThan{"num":45}`). Keys never contain `{`.
 */
export function messageRef(key: MessageKey, params?: MessageParams): string {
  return params && Object.keys(params).length > 0 ? `${key}${JSON.stringify(params)}` : key;
}

/** Reads a string written by `messageRef`; anything else (e.g. a foreign text) gives undefined. */
export function parseMessageRef(message: string): MessageRef | undefined {
  const brace = message.indexOf('{');
  const key = brace === -1 ? message : message.slice(0, brace);
  if (!isMessageKey(key)) return undefined;
  if (brace === -1) return { key };
  try {
    const params: unknown = JSON.parse(message.slice(brace));
    return isParams(params) ? { key, params } : undefined;
  } catch {
    return undefined;
  }
}

function isParams(value: unknown): value is MessageParams {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((item) => typeof item === 'string' || typeof item === 'number')
  );
}
