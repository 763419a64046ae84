import { messages, VALIDATION_NAMESPACE, type MessageKey } from './messages';
import { parseMessageRef, type MessageParams } from './message-ref';

/** A translate function such as i18next's `t` (or `i18n.getFixedT(lang)`). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Renders a message: through `t` when given (the UI, in the user's language), otherwise the exact
 * English text of the spec (the API).
 */
export function formatValidationMessage(key: MessageKey, params?: MessageParams, t?: Translate): string {
  if (t) return t(`${VALIDATION_NAMESPACE}:${key}`, { ...params });
  return interpolate(messages[key], params);
}

/** Renders a valibot issue message written by `messageRef`; other texts are returned unchanged. */
export function renderIssueMessage(message: string, t?: Translate): string {
  const ref = parseMessageRef(message);
  return ref ? formatValidationMessage(ref.key, ref.params, t) : message;
}

function interpolate(text: string, params: MessageParams = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}
