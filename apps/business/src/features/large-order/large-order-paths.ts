/** Where a checked file's valid rows are ordered: the business checkout, given the file (contract b18). */
export function largeOrderCheckoutPath(fileId: string): string {
  return `/b2b/buying/checkout?file=${encodeURIComponent(fileId)}`;
}
