/** The thread page's address (docs/product.md#route-table). */
export function threadPath(problemId: string, threadId: string): string {
  return `/problems/${encodeURIComponent(problemId)}/discussions/${encodeURIComponent(threadId)}`;
}
