/**
 * A problem's discussion (docs/product.md#discussion): threads, posts with one level of replies, votes,
 * reports, and the admins' moderation. Posts are Markdown; the server renders each once to sanitised HTML
 * (`bodyHtml`), which is all a client shows.
 */
import { z } from 'zod';
import { problemParamsSchema } from './problems';
import {
  DISCUSSION_SORTS,
  POST_BODY_MAX_BYTES,
  REPORT_REASON_MAX_LENGTH,
  THREAD_TITLE_MAX_LENGTH,
} from './discussion-limits';
import { utf8Length } from './text';

export * from './discussion-limits';

const uuidLike = z.string().regex(/^[0-9a-f-]{36}$/i, 'Not a valid id.');

const postBodySchema = z
  .string()
  .refine((body) => body.trim().length > 0, 'Write something first.')
  .refine(
    (body) => utf8Length(body) <= POST_BODY_MAX_BYTES,
    `A post can be at most ${POST_BODY_MAX_BYTES / 1024} KB.`,
  )
  .refine((body) => !body.includes('\u0000'), 'A post cannot contain NUL characters.');

export const discussionListQuerySchema = z.object({
  sort: z.enum(DISCUSSION_SORTS).default('hot'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type DiscussionListQuery = z.input<typeof discussionListQuerySchema>;
export type DiscussionSort = (typeof DISCUSSION_SORTS)[number];

export const discussionProblemParamsSchema = problemParamsSchema;
export const threadParamsSchema = z.object({ threadId: uuidLike });
export const threadQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ThreadQuery = z.input<typeof threadQuerySchema>;
export const postParamsSchema = z.object({ postId: uuidLike });

export const createThreadBodySchema = z.strictObject({
  title: z
    .string()
    .trim()
    .min(1, 'Give the thread a title.')
    .max(THREAD_TITLE_MAX_LENGTH, `A title can be at most ${THREAD_TITLE_MAX_LENGTH} characters.`),
  body: postBodySchema,
  solution: z.boolean().default(false),
});
export type CreateThreadBody = z.input<typeof createThreadBodySchema>;

export const createPostBodySchema = z.strictObject({
  body: postBodySchema,
  /** The reply answered; a reply to a reply joins its parent (one level of nesting). */
  parentId: uuidLike.optional(),
});
export type CreatePostBody = z.input<typeof createPostBodySchema>;

export const editPostBodySchema = z.strictObject({
  body: postBodySchema,
  /** The thread's title, when the post is its opening post. */
  title: createThreadBodySchema.shape.title.optional(),
});
export type EditPostBody = z.input<typeof editPostBodySchema>;

export const voteBodySchema = z.strictObject({
  value: z.union([z.literal(1), z.literal(0), z.literal(-1)]),
});
export type VoteBody = z.infer<typeof voteBodySchema>;

export const reportBodySchema = z.strictObject({
  reason: z
    .string()
    .trim()
    .min(3, 'Say what is wrong with the post.')
    .max(REPORT_REASON_MAX_LENGTH, `A reason can be at most ${REPORT_REASON_MAX_LENGTH} characters.`),
});
export type ReportBody = z.infer<typeof reportBodySchema>;

/** Who wrote something, as a discussion shows them; null once the account is gone. */
export const postAuthorSchema = z
  .object({
    username: z.string(),
    name: z.string(),
    rating: z.number().int(),
    profilePhotoUrl: z.string().nullable(),
  })
  .nullable();
export type PostAuthor = z.infer<typeof postAuthorSchema>;

export const discussionThreadSchema = z.object({
  id: z.string(),
  problemId: z.string(),
  title: z.string(),
  author: postAuthorSchema,
  solution: z.boolean(),
  score: z.number().int(),
  replyCount: z.number().int(),
  locked: z.boolean(),
  /** Only admins see hidden threads, marked so. */
  hidden: z.boolean(),
  createdAt: z.string(),
  lastActivityAt: z.string(),
});
export type DiscussionThread = z.infer<typeof discussionThreadSchema>;

export const discussionPostSchema = z.object({
  id: z.string(),
  threadId: z.string(),
  parentId: z.string().nullable(),
  opening: z.boolean(),
  author: postAuthorSchema,
  /** Empty for a deleted or hidden post (shown as such), except to admins for a hidden one. */
  body: z.string(),
  bodyHtml: z.string(),
  /**
   * The post reveals a solution (its thread is marked one, or it holds solution code) and the viewer has
   * not solved the problem: shown behind a "Show solution" click.
   */
  spoiler: z.boolean(),
  score: z.number().int(),
  /** The viewer's own vote: 1, -1, or 0. */
  myVote: z.number().int(),
  mine: z.boolean(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  deleted: z.boolean(),
  hidden: z.boolean(),
});
export type DiscussionPost = z.infer<typeof discussionPostSchema>;

export const discussionListResponseSchema = z.object({
  threads: z.array(discussionThreadSchema),
  total: z.number().int(),
  /** Why the viewer may not post here (a guest, a running contest); null when they may. */
  closedReason: z.string().nullable(),
});
export type DiscussionListResponse = z.infer<typeof discussionListResponseSchema>;

export const threadResponseSchema = z.object({ thread: discussionThreadSchema });
export type ThreadResponse = z.infer<typeof threadResponseSchema>;

export const threadDetailResponseSchema = z.object({
  thread: discussionThreadSchema,
  /**
   * The opening post, then one page of the replies to it (REPLIES_PER_PAGE, in the order written), each
   * followed by the replies under it.
   */
  posts: z.array(discussionPostSchema),
  page: z.number().int(),
  /** Pages of replies to the opening post; 1 when there are none. */
  pages: z.number().int(),
  closedReason: z.string().nullable(),
});
export type ThreadDetailResponse = z.infer<typeof threadDetailResponseSchema>;

export const postResponseSchema = z.object({
  post: discussionPostSchema,
  /** The page of its thread the post is on (GET /api/discussions/{threadId}?page=). */
  page: z.number().int(),
});
export type PostResponse = z.infer<typeof postResponseSchema>;

export const voteResponseSchema = z.object({ score: z.number().int(), myVote: z.number().int() });
export type VoteResponse = z.infer<typeof voteResponseSchema>;

// Moderation (admins).

export const discussionReportSchema = z.object({
  id: z.string(),
  reason: z.string(),
  reporter: postAuthorSchema,
  createdAt: z.string(),
  post: discussionPostSchema,
  thread: discussionThreadSchema,
});
export type DiscussionReport = z.infer<typeof discussionReportSchema>;

export const discussionReportsResponseSchema = z.object({ reports: z.array(discussionReportSchema) });
export type DiscussionReportsResponse = z.infer<typeof discussionReportsResponseSchema>;

export const reportParamsSchema = z.object({ reportId: uuidLike });

export const hidePostBodySchema = z.strictObject({ hidden: z.boolean() });
export const lockThreadBodySchema = z.strictObject({ locked: z.boolean() });
