/**
 * The cache keys of the admin's contest pages, under the panel's 'admin' prefix (api/admin-query-keys.ts
 * holds the others). The list under one key; each contest, its scoreboard pages and its clarifications
 * under keys of their own, so the contest's event stream reads again exactly what changed.
 */
export const contestQueryKeys = {
  list: ['admin', 'contests', 'list'] as const,
  contest: (id: string) => ['admin', 'contests', 'detail', id] as const,
  /** Every page of one contest's board. */
  scoreboards: (id: string) => ['admin', 'contests', 'scoreboard', id] as const,
  scoreboard: (id: string, page: number) => ['admin', 'contests', 'scoreboard', id, page] as const,
  clarifications: (id: string) => ['admin', 'contests', 'clarifications', id] as const,
};
