/**
 * The admin panel's cache keys. Every user query (the searched pages, one user) sits under one prefix and
 * every audit query under another, so a change to a user refreshes all of them with two invalidations.
 * The keys carry what the request is made of (search, page, filter), so each page is cached on its own.
 * The overview has a key of its own: it is read again on a timer, not after a change. So do the site's
 * settings, which only their own page reads and saves. Problems follow the users' pattern: the list
 * pages under one prefix (a change reads them all again), each problem and its rejudge under its own.
 */
import type { AuditAction, ProblemVisibility } from '@codeconquer/contracts';

export type AuditFilter = { action?: AuditAction; userId?: string; page: number; limit: number };

export type ProblemFilter = {
  query: string;
  visibility: ProblemVisibility | undefined;
  deleted: boolean;
  page: number;
};

export const adminQueryKeys = {
  overview: ['admin', 'overview'] as const,
  settings: ['admin', 'settings'] as const,
  importLimits: ['admin', 'problems', 'import-limits'] as const,
  users: ['admin', 'users'] as const,
  userList: (query: string, page: number) => ['admin', 'users', 'list', query, page] as const,
  user: (id: string) => ['admin', 'users', 'detail', id] as const,
  userSubmissions: (id: string) => ['admin', 'users', 'submissions', id] as const,
  audit: ['admin', 'audit'] as const,
  auditPage: ({ action, userId, page, limit }: AuditFilter) =>
    ['admin', 'audit', action ?? 'all', userId ?? 'all', page, limit] as const,
  problemLists: ['admin', 'problems', 'list'] as const,
  problemList: ({ query, visibility, deleted, page }: ProblemFilter) =>
    ['admin', 'problems', 'list', query, visibility ?? 'all', deleted, page] as const,
  problem: (id: string) => ['admin', 'problems', 'detail', id] as const,
  rejudge: (id: string) => ['admin', 'problems', 'rejudge', id] as const,
  discussionReports: ['admin', 'discussions', 'reports'] as const,
  editorial: (id: string) => ['admin', 'problems', 'editorial', id] as const,
};
