import * as v from 'valibot';
import type { Endpoint, RequestOf, ResponseOf } from '@shop/contracts';

/**
 * A call's answer delivered with a server-rendered page (issue 23): the endpoint, the input as asked, and the
 * data the API answered (null when it failed). The server renders with them and writes them into the page,
 * so the browser's first render shows the same content without asking again.
 */
export interface PageAnswer {
  endpoint: string;
  input: Record<string, unknown>;
  data: unknown;
}

/** What a page asks the server for: a call and its input. */
export interface PageAnswerRequest {
  endpoint: string;
  input: Record<string, unknown>;
}

let answers: readonly PageAnswer[] = [];

/** A request for one call's answer, typed by the call's contract. */
export function pageAnswerRequest<E extends Endpoint>(endpoint: E, input: RequestOf<E>): PageAnswerRequest {
  return { endpoint: endpoint.name, input: input as Record<string, unknown> };
}

/**
 * The answers the page is rendered with: set by the server before each render, and by the browser from the
 * page at start-up. This module is a shared singleton, so the remotes read what the shell provided.
 */
export function providePageAnswers(list: readonly PageAnswer[]): void {
  answers = list;
}

/**
 * The delivered answer to this call with this input, checked by the call's response contract like any
 * answer; null when the page came without one (then the caller asks the API).
 */
export function pageAnswer<E extends Endpoint>(endpoint: E, input: RequestOf<E>): ResponseOf<E> | null {
  const asked = JSON.stringify(input);
  const found = answers.find((each) => each.endpoint === endpoint.name && JSON.stringify(each.input) === asked);
  if (!found || found.data === null) return null;
  const parsed = v.safeParse(endpoint.response, found.data);
  return parsed.success ? parsed.output : null;
}
