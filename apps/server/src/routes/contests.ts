/**
 * /api/contests (docs/contests.md): anyone may list contests, read one and its scoreboard and follow it
 * live; signed-in users register, start virtual runs, read their submissions in it and ask clarifications.
 */
import {
  askClarificationBodySchema,
  clarificationResponseSchema,
  clarificationsResponseSchema,
  contestParamsSchema,
  contestRegisterBodySchema,
  contestRegisterResponseSchema,
  contestResponseSchema,
  listContestsResponseSchema,
  listSubmissionsQuerySchema,
  listSubmissionsResponseSchema,
  myContestRankResponseSchema,
  scoreboardQuerySchema,
  scoreboardResponseSchema,
  virtualStartResponseSchema,
  type ContestEventData,
} from '@codeconquer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { askClarification, listClarifications } from '../contests/clarifications';
import {
  contestDetail,
  listContests,
  myContestRank,
  registerForContest,
  startVirtualRun,
} from '../contests/contest-service';
import { contestantIdOf } from '../contests/contestants';
import { findContest } from '../contests/contest-queries';
import { scoreboardBody } from '../contests/scoreboard-bodies';
import { currentUser } from '../http/current-user';
import { openEventStream } from '../http/event-stream';
import { sendJsonBody } from '../http/json-body';
import { listOwnSubmissions } from '../submissions/submission-service';
import { contestRateLimits } from './rate-limits';

export const contestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, boards, now } = app.ctx;
  const deps = { db, boards, now };
  const viewerOf = (user: { id: string; role: 'user' | 'admin' } | null | undefined) =>
    user ? { id: user.id, role: user.role } : null;

  app.get('/contests', { schema: { response: { 200: listContestsResponseSchema } } }, async (request) => ({
    contests: await listContests(db, viewerOf(request.user), now()),
  }));

  app.get(
    '/contests/my-rank',
    { preValidation: app.requireUser, schema: { response: { 200: myContestRankResponseSchema } } },
    async (request) => myContestRank(deps, currentUser(request)),
  );

  app.get(
    '/contests/:id',
    { schema: { params: contestParamsSchema, response: { 200: contestResponseSchema } } },
    async (request) => ({ contest: await contestDetail(deps, request.params.id, viewerOf(request.user)) }),
  );

  app.post(
    '/contests/:id/register',
    {
      preValidation: app.requireUser,
      config: contestRateLimits.register(app.ctx.config),
      schema: {
        params: contestParamsSchema,
        body: contestRegisterBodySchema,
        response: { 200: contestRegisterResponseSchema },
      },
    },
    async (request) =>
      registerForContest(deps, request.params.id, currentUser(request), request.body?.teamId),
  );

  app.post(
    '/contests/:id/virtual',
    {
      preValidation: app.requireUser,
      config: contestRateLimits.virtual(app.ctx.config),
      schema: { params: contestParamsSchema, response: { 200: virtualStartResponseSchema } },
    },
    async (request) => ({ virtual: await startVirtualRun(deps, request.params.id, currentUser(request)) }),
  );

  app.get(
    '/contests/:id/scoreboard',
    {
      schema: {
        params: contestParamsSchema,
        querystring: scoreboardQuerySchema,
        response: { 200: scoreboardResponseSchema },
      },
    },
    async (request, reply) => {
      const { body, audience } = await scoreboardBody(
        deps,
        request.params.id,
        viewerOf(request.user),
        request.query,
      );
      return sendJsonBody(request, reply, body, audience, 'brief');
    },
  );

  app.get(
    '/contests/:id/submissions',
    {
      preValidation: app.requireUser,
      schema: {
        params: contestParamsSchema,
        querystring: listSubmissionsQuerySchema,
        response: { 200: listSubmissionsResponseSchema },
      },
    },
    async (request) => {
      await findContest(db, request.params.id);
      return listOwnSubmissions(db, currentUser(request).id, {
        ...request.query,
        contestId: request.params.id,
      });
    },
  );

  app.get(
    '/contests/:id/clarifications',
    { schema: { params: contestParamsSchema, response: { 200: clarificationsResponseSchema } } },
    async (request) => ({
      clarifications: await listClarifications(db, request.params.id, viewerOf(request.user)),
    }),
  );

  app.post(
    '/contests/:id/clarifications',
    {
      preValidation: app.requireUser,
      config: contestRateLimits.ask(app.ctx.config),
      schema: {
        params: contestParamsSchema,
        body: askClarificationBodySchema,
        response: { 201: clarificationResponseSchema },
      },
    },
    async (request, reply) => {
      const clarification = await askClarification(
        db,
        request.params.id,
        currentUser(request),
        request.body,
        now(),
      );
      boards.notify(request.params.id, 'clarifications');
      return reply.code(201).send({ clarification });
    },
  );

  // Live changes: each event says what to read again ('scoreboard', 'clarifications', 'contest',
  // 'submissions'). One contestant's events (their submissions, a hidden result on their row) reach only
  // them (a team's: its members) and admins (docs/contests.md#hidden-results).
  app.get('/contests/:id/events', { schema: { params: contestParamsSchema } }, async (request, reply) => {
    const { id } = request.params;
    const contest = await findContest(db, id); // 404 before the stream starts
    const viewer = viewerOf(request.user);
    // The viewer's row: their own, or their team's (a virtual run's events name the user themselves).
    const own = viewer ? await contestantIdOf(db, contest, viewer.id) : null;
    const hears = (onlyFor: string | undefined) =>
      onlyFor === undefined || viewer?.role === 'admin' || viewer?.id === onlyFor || own === onlyFor;
    const stream = openEventStream(request, reply);
    const stop = boards.listen(id, (event, version, onlyFor) => {
      if (hears(onlyFor)) stream.send(event, { version } satisfies ContestEventData);
    });
    stream.onClose(stop);
  });
};
