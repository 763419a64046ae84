import type { FieldIssue } from '@shop/contracts';
import { containsControlCharacters, isControlCharacter, messages } from '@shop/validation';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../plugins/errors';
import { invalidRequest } from './api-failure';

/** Deeper than any request of the contract (an address in a book in a payload is 4). */
export const MAX_INPUT_DEPTH = 16;

const controlIssue = (path: string): FieldIssue => ({
  path,
  message: messages.controlCharacters,
  key: 'controlCharacters',
});

/** A key as a path segment: its control characters shown as U+FFFD, so the answer stays readable. */
function visible(key: string): string {
  return containsControlCharacters(key)
    ? Array.from(key, (char) => (isControlCharacter(char.charCodeAt(0)) ? '\uFFFD' : char)).join('')
    : key;
}

/**
 * Every string and key of a request value, walked once (iteratively: a hostile body may nest
 * deeply): control characters (C0 and DEL but tab, LF and CR) and nesting deeper than
 * MAX_INPUT_DEPTH are issues naming the field. `prefix` starts the paths ('' for top-level fields).
 */
export function inputIssues(value: unknown, prefix = ''): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path: prefix, depth: 0 }];
  while (pending.length > 0) {
    const { value: current, path, depth } = pending.pop() as (typeof pending)[number];
    if (typeof current === 'string') {
      if (containsControlCharacters(current)) issues.push(controlIssue(path));
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) {
      issues.push({ path, message: `Nested more than ${MAX_INPUT_DEPTH} levels deep` });
      continue;
    }
    // Reversed onto the stack, so issues come out in the order of the fields.
    const entries = Array.isArray(current)
      ? current.map((item, index) => [String(index), item] as const)
      : Object.entries(current);
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, item] = entries[index];
      const itemPath = path ? `${path}.${visible(key)}` : visible(key);
      if (containsControlCharacters(key)) issues.push(controlIssue(itemPath));
      pending.push({ value: item, path: itemPath, depth: depth + 1 });
    }
  }
  return issues;
}

/**
 * A preValidation hook for the whole API: the path parameters, the query and the body of every
 * request (plain calls, and the outside of encrypted ones) are screened before any route runs.
 * A failure is a plain 400, since no envelope key is known yet.
 */
export async function screenPlainInput(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  const issues = [...inputIssues(request.params), ...inputIssues(request.query), ...inputIssues(request.body)];
  if (issues.length === 0) return undefined;
  return sendError(reply, invalidRequest(issues));
}

/** The opened envelope's issues, payload fields named as the contract names them ('firstName'). */
export function envelopeIssues(opened: unknown): FieldIssue[] {
  return inputIssues(opened).map((issue) => ({ ...issue, path: issue.path.replace(/^payload(\.|$)/, '') }));
}
