import type { ApiError } from '@shop/contracts';
import { isMessageKey, messageRef, type Translate } from '@shop/validation';
import { fieldMessageText } from './field-message';

export interface PlacedServerError {
  /**
   * Field path → message, for issues that name a field the form has. A shared rule's message is
   * kept as its reference, rendered by the field in the language of the moment (useFieldMessage).
   */
  fields: Record<string, string>;
  /** What is left for the form's own alert: the error's message when no field was named. */
  form: string | null;
  /** Messages of issues naming a field the form does not have, rendered in the page's language. */
  unplaced: string[];
}

/**
 * Places an API error next to the fields it names. `fieldMap` maps the wire's field names to the
 * form's (e.g. { account: 'email' }); issues on unknown fields and the error itself go to the form.
 */
export function placeServerError(
  error: ApiError,
  knownFields: readonly string[],
  t: Translate,
  fieldMap: Record<string, string> = {},
): PlacedServerError {
  const fields: Record<string, string> = {};
  const unplaced: string[] = [];
  for (const issue of error.issues ?? []) {
    const field = fieldMap[issue.path] ?? issue.path;
    // A shared rule's key follows the page's language; other texts are the server's own.
    const message = issue.key && isMessageKey(issue.key) ? messageRef(issue.key, issue.params) : issue.message;
    if (knownFields.includes(field) && !fields[field]) fields[field] = message;
    else unplaced.push(fieldMessageText(message, t));
  }
  const placedAll = Object.keys(fields).length > 0 && unplaced.length === 0;
  return { fields, form: placedAll ? null : error.message, unplaced };
}
