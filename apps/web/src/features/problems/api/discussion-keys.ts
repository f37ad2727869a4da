/**
 * The discussion's cache keys: every list page of a problem under one prefix (a new thread reads them all
 * again, and the tab's count with them), each thread under its own.
 */
import type { DiscussionSort } from '@codeconquer/contracts';

export const discussionKeys = {
  lists: (problemId: string) => ['discussions', 'list', problemId] as const,
  list: (problemId: string, sort: DiscussionSort, page: number) =>
    ['discussions', 'list', problemId, sort, page] as const,
  thread: (threadId: string) => ['discussions', 'thread', threadId] as const,
};
