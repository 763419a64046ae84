import * as v from 'valibot';
import { messageRef } from './message-ref';

/** Script and iframe tags, inline event handlers (onerror=), javascript: URLs and angle brackets. */
const ATTACK_PATTERNS: readonly RegExp[] = [
  /<\s*\/?\s*script/i,
  /<\s*\/?\s*iframe/i,
  // Every HTML event handler has at least three letters after 'on' (oncut, onload, onerror).
  /\bon[a-z]{3,}\s*=/i,
  /javascript\s*:/i,
  /[<>]/,
];

export function containsAttackCharacters(text: string): boolean {
  return ATTACK_PATTERNS.some((pattern) => pattern.test(text));
}

export function noAttackCharacters() {
  return v.check<string, string>((text) => !containsAttackCharacters(text), messageRef('attackCharacters'));
}
