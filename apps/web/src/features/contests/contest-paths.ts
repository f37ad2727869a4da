/** The contest screens' addresses. */

export function contestPath(contestId: string): string {
  return `/contests/${encodeURIComponent(contestId)}`;
}

/** The solve editor in the contest: `?contest=` makes its submissions count on the contest's board. */
export function contestSolvePath(contestId: string, problemId: string): string {
  const query = new URLSearchParams({ contest: contestId });
  return `/problems/solve/${encodeURIComponent(problemId)}?${query.toString()}`;
}
