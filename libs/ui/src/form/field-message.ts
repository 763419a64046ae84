import { useTranslation } from '@shop/i18n/react';
import { renderIssueMessage, type Translate } from '@shop/validation';

// A field's error is kept as a reference, not a text: a shared rule's key with its values
// (validation's messageRef), or a key of the page's texts (textKeyMessage). It is rendered when
// shown, so an error already on screen follows a language switch. Any other text shows as it is.

const TEXT_KEY_MARK = 'text-key:';

/** A field message naming one of the page's texts (e.g. 'auth:reset.mismatch'), shown in the current language. */
export function textKeyMessage(key: string): string {
  return `${TEXT_KEY_MARK}${key}`;
}

/** The text of a field message in the language of `t`. */
export function fieldMessageText(message: string, t: Translate): string {
  if (message.startsWith(TEXT_KEY_MARK)) return t(message.slice(TEXT_KEY_MARK.length));
  return renderIssueMessage(message, t);
}

/** A field's error message as shown now: re-rendered whenever the page's language changes. */
export function useFieldMessage(message: string | undefined): string | undefined {
  const { t } = useTranslation();
  return message ? fieldMessageText(message, t) : undefined;
}
