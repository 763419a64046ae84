import type { FieldIssue } from '@shop/contracts';
import { ApiFailure } from '../../http/api-failure';

/** Each row's issues by its row number; an empty list is a valid row. */
export type RowIssues = Map<number, FieldIssue[]>;

const LINE_ISSUE = /^orderLines\.(\d+)(?:\.(.+))?$/;

/**
 * Files the issues of a refused order (orderLines.N.field, N an index into `rowNos`) under their rows,
 * named by field. Answers false when the failure is not about the lines (it is rethrown by the caller).
 */
export function fileLineIssues(failure: unknown, rowNos: readonly number[], into: RowIssues): boolean {
  if (!(failure instanceof ApiFailure) || failure.error.code !== 40000 || !failure.error.issues) return false;
  const placed = failure.error.issues.map((issue) => ({ issue, match: issue.path.match(LINE_ISSUE) }));
  if (placed.some(({ match }) => !match || rowNos[Number(match[1])] === undefined)) return false;
  for (const { issue, match } of placed) {
    const rowNo = rowNos[Number(match?.[1])];
    into.get(rowNo)?.push({ ...issue, path: match?.[2] ?? '' });
  }
  return true;
}
