/**
 * A problem's discussion (docs/product.md#discussion): anyone who may see the problem reads it; signed-in
 * users start threads, reply, edit and delete their own posts, vote and report; admins moderate under
 * /api/admin/discussions (routes/admin-discussions.ts).
 */
import {
  createPostBodySchema,
  createThreadBodySchema,
  discussionListQuerySchema,
  discussionListResponseSchema,
  discussionProblemParamsSchema,
  editPostBodySchema,
  messageResponseSchema,
  postParamsSchema,
  postResponseSchema,
  reportBodySchema,
  threadDetailResponseSchema,
  threadQuerySchema,
  threadParamsSchema,
  threadResponseSchema,
  voteBodySchema,
  voteResponseSchema,
} from '@codeconquer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { currentUser } from '../http/current-user';
import { discussionPosts } from '../db/schema';
import { AppError } from '../lib/app-error';
import { discussionAccess, hasSolved, type DiscussionViewer } from '../discussions/discussion-access';
import {
  findThread,
  listThreads,
  pageOfPost,
  postInThread,
  threadPosts,
  toThreadView,
} from '../discussions/discussion-views';
import { createReply, createThread, deletePost, editPost } from '../discussions/posting';
import { reportPost } from '../discussions/moderation';
import { vote } from '../discussions/votes';
import { discussionRateLimits } from './rate-limits';

export const discussionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now, notifier } = app.ctx;
  const viewerOf = (user: { id: string; role: 'user' | 'admin' } | null): DiscussionViewer =>
    user ? { id: user.id, role: user.role } : null;
  const writerOf = (request: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(request);
    return { id: user.id, role: user.role, username: user.username };
  };

  /** Where a post is: its thread, and what places it on a page of it; or POST_NOT_FOUND. */
  async function placeOf(postId: string) {
    const [row] = await db
      .select({
        id: discussionPosts.id,
        threadId: discussionPosts.threadId,
        parentId: discussionPosts.parentId,
        opening: discussionPosts.opening,
        createdAt: discussionPosts.createdAt,
      })
      .from(discussionPosts)
      .where(eq(discussionPosts.id, postId));
    if (!row) throw new AppError('POST_NOT_FOUND');
    return row;
  }

  /** The post as its viewer sees it, read back after a change, and the page of its thread it is on. */
  async function postView(postId: string, viewer: NonNullable<DiscussionViewer>) {
    const place = await placeOf(postId);
    const thread = await findThread(db, place.threadId, viewer);
    const post = await postInThread(
      db,
      thread,
      postId,
      viewer,
      await hasSolved(db, thread.problemId, viewer),
    );
    if (!post) throw new AppError('POST_NOT_FOUND');
    return { post, page: await pageOfPost(db, place, viewer) };
  }

  /** A post's thread, checked the viewer may write in its problem's discussion now. */
  async function writableThreadOf(postId: string, viewer: NonNullable<DiscussionViewer>) {
    const { threadId } = await placeOf(postId);
    const thread = await findThread(db, threadId, viewer).catch(() => {
      throw new AppError('POST_NOT_FOUND');
    });
    await discussionAccess(db, thread.problemId, viewer, now());
    return thread;
  }

  app.get(
    '/problem/:id/discussions',
    {
      schema: {
        params: discussionProblemParamsSchema,
        querystring: discussionListQuerySchema,
        response: { 200: discussionListResponseSchema },
      },
    },
    async (request) => {
      const viewer = viewerOf(request.user);
      const { closedReason } = await discussionAccess(db, request.params.id, viewer, now());
      return { ...(await listThreads(db, request.params.id, viewer, request.query)), closedReason };
    },
  );

  app.post(
    '/problem/:id/discussions',
    {
      preValidation: app.requireUser,
      config: discussionRateLimits.write(app.ctx.config),
      schema: {
        params: discussionProblemParamsSchema,
        body: createThreadBodySchema,
        response: { 201: threadResponseSchema },
      },
    },
    async (request, reply) => {
      const viewer = writerOf(request);
      await discussionAccess(db, request.params.id, viewer, now());
      const { thread, notified } = await createThread(db, request.params.id, viewer, request.body, now());
      notifier.pushed(notified);
      reply.status(201);
      return { thread: toThreadView(await findThread(db, thread.id, viewer)) };
    },
  );

  app.get(
    '/discussions/:threadId',
    {
      schema: {
        params: threadParamsSchema,
        querystring: threadQuerySchema,
        response: { 200: threadDetailResponseSchema },
      },
    },
    async (request) => {
      const viewer = viewerOf(request.user);
      const thread = await findThread(db, request.params.threadId, viewer);
      const { closedReason } = await discussionAccess(db, thread.problemId, viewer, now());
      const solved = await hasSolved(db, thread.problemId, viewer);
      const { page } = request.query;
      const { posts, pages } = await threadPosts(db, thread, viewer, solved, page);
      return {
        thread: toThreadView(thread),
        posts,
        page,
        pages,
        closedReason: closedReason ?? (thread.lockedAt ? 'This thread is locked.' : null),
      };
    },
  );

  app.post(
    '/discussions/:threadId/posts',
    {
      preValidation: app.requireUser,
      config: discussionRateLimits.write(app.ctx.config),
      schema: {
        params: threadParamsSchema,
        body: createPostBodySchema,
        response: { 201: postResponseSchema },
      },
    },
    async (request, reply) => {
      const viewer = writerOf(request);
      const thread = await findThread(db, request.params.threadId, viewer);
      await discussionAccess(db, thread.problemId, viewer, now());
      const { post, notified } = await createReply(db, thread, viewer, request.body, now());
      notifier.pushed(notified);
      reply.status(201);
      return postView(post.id, viewer);
    },
  );

  app.patch(
    '/discussions/posts/:postId',
    {
      preValidation: app.requireUser,
      config: discussionRateLimits.write(app.ctx.config),
      schema: { params: postParamsSchema, body: editPostBodySchema, response: { 200: postResponseSchema } },
    },
    async (request) => {
      const viewer = writerOf(request);
      await writableThreadOf(request.params.postId, viewer);
      await editPost(db, request.params.postId, viewer, request.body, now());
      return postView(request.params.postId, viewer);
    },
  );

  app.delete(
    '/discussions/posts/:postId',
    {
      preValidation: app.requireUser,
      schema: { params: postParamsSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      const viewer = writerOf(request);
      await writableThreadOf(request.params.postId, viewer);
      await deletePost(db, request.params.postId, viewer, now());
      return { message: 'Post deleted.' };
    },
  );

  app.put(
    '/discussions/posts/:postId/vote',
    {
      preValidation: app.requireUser,
      config: discussionRateLimits.vote(app.ctx.config),
      schema: { params: postParamsSchema, body: voteBodySchema, response: { 200: voteResponseSchema } },
    },
    async (request) => {
      const viewer = writerOf(request);
      await writableThreadOf(request.params.postId, viewer);
      return vote(db, request.params.postId, viewer, request.body.value);
    },
  );

  app.post(
    '/discussions/posts/:postId/report',
    {
      preValidation: app.requireUser,
      config: discussionRateLimits.write(app.ctx.config),
      schema: { params: postParamsSchema, body: reportBodySchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      const viewer = writerOf(request);
      await writableThreadOf(request.params.postId, viewer);
      await reportPost(db, request.params.postId, viewer, request.body.reason);
      return { message: 'Thank you. An admin will look at this post.' };
    },
  );
};
