/**
 * The JSON text of answers that many calls share (the catalogue cache's): written once when the answer is
 * kept, so sealing it again for every caller does not serialise it again. Such answers are never changed.
 */
const texts = new WeakMap<object, string>();

/** Records `answer`'s JSON text (its JSON.stringify); the answer must not change afterwards. */
export function rememberJson(answer: object, json: string): void {
  texts.set(answer, json);
}

/** JSON.stringify(value), from the record when the value is a shared answer. */
export function jsonOf(value: unknown): string {
  return (typeof value === 'object' && value !== null && texts.get(value)) || JSON.stringify(value);
}
