import type { ApiError } from '@shop/contracts';
import { formatValidationMessage, isMessageKey, renderIssueMessage, type Translate } from '@shop/validation';

export interface PlacedServerError {
  /** Field path → message, for issues that name a field the form has. */
  fields: Record<string, string>;
  /** What is left for the form's own alert: the error's message when no field was named. */
  form: string | null;
  /** Messages of issues naming a field the form does not have, rendered like the placed ones. */
  unplaced: string[];
}

/**
 * Places an API error next to the fields it names. `fieldMap` maps the wire's field names to the
 * form's (e.g. { account: 'email' }); issues on unknown fields and the error itself go to the form.
 * Messages from the shared validation rules are rendered in the page's language.
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
    // A shared rule's key renders in the page's language; other texts are the server's own.
    const message =
      issue.key && isMessageKey(issue.key)
        ? formatValidationMessage(issue.key, issue.params, t)
        : renderIssueMessage(issue.message, t);
    if (knownFields.includes(field) && !fields[field]) fields[field] = message;
    else unplaced.push(message);
  }
  const placedAll = Object.keys(fields).length > 0 && unplaced.length === 0;
  return { fields, form: placedAll ? null : error.message, unplaced };
}
