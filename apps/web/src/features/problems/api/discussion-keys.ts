/**
 * The discussion's cache keys: every list page of a problem under one prefix (a new thread reads them all
 * again, and the tab's count with them), each thread's pages under its own.
 */
import type { DiscussionSort } from '@codeconquer/contracts';

export const discussionKeys = {
  lists: (problemId: string) => ['discussions', 'list', problemId] as const,
  list: (problemId: string, sort: DiscussionSort, page: number) =>
    ['discussions', 'list', problemId, sort, page] as const,
  /** Every page of a thread: a change to it reads them all again. */
  thread: (threadId: string) => ['discussions', 'thread', threadId] as const,
  threadPage: (threadId: string, page: number) => ['discussions', 'thread', threadId, page] as const,
};
