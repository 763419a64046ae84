import * as v from 'valibot';
import { renderIssueMessage } from './format-message';

/** Every English message a schema reports for `input` (empty when it passes). Tests only. */
export function englishMessages(schema: v.GenericSchema, input: unknown): string[] {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((issue) => renderIssueMessage(issue.message));
}

/** A string schema with extra rules, for testing single actions. */
export function stringWith(...actions: v.PipeItem<string, string, v.BaseIssue<unknown>>[]): v.GenericSchema {
  return v.pipe(v.string(), ...(actions as [v.PipeItem<string, string, v.BaseIssue<unknown>>]));
}
