/**
 * A discussion's limits and anchors as plain values (discussions.ts re-exports them with its schemas): the
 * thread page and its forms need these, not zod.
 */
export const THREAD_TITLE_MAX_LENGTH = 120;
/** A post's Markdown: room for an explanation with a full solution in it. */
export const POST_BODY_MAX_BYTES = 20 * 1024;
export const REPORT_REASON_MAX_LENGTH = 500;
export const THREADS_PER_PAGE = 20;
/** A thread page shows the opening post and this many replies to it, each with the replies under it. */
export const REPLIES_PER_PAGE = 50;
/** A post's anchor on its thread page (`#post-{id}`): a notification's link ends in it. */
export const postAnchor = (postId: string) => `post-${postId}`;
export const DISCUSSION_SORTS = ['hot', 'new', 'top'] as const;
