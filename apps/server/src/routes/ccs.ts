/**
 * /api/ccs: the ICPC Contest API, version 2023-06, read-only (docs/contests.md#icpc-contest-api), for the
 * ICPC resolver and the CDS. Anyone may read what the contest's public board shows; admins, by their session
 * or by HTTP Basic with their username or e-mail and password, read everything. Errors keep this API's
 * usual shape ({code, error}); unknown contests and objects are 404s. Every answer and feed line is
 * written by ccsJson, which the ICPC tools can read whatever the strings hold (contests/ccs/json.ts).
 */
import {
  ccsCollectionQuerySchema,
  ccsContestParamsSchema,
  ccsEventFeedQuerySchema,
  ccsItemParamsSchema,
  type ErrorCode,
} from '@codeconquer/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createSignInThrottle } from '../accounts/sign-in-throttle';
import { sharedCounters } from './rate-limits';
import { API_INFO, ccsAccess } from '../contests/ccs/access';
import { loadView, openFeed } from '../contests/ccs/ccs-service';
import { ccsContest } from '../contests/ccs/contest-state';
import { decodeToken } from '../contests/ccs/feed-token';
import { ccsJson } from '../contests/ccs/json';
import { findCcsContest, listCcsContests } from '../contests/ccs/snapshot';
import { submissionZip } from '../contests/ccs/submission-files';
import type { CcsView, CcsViewer } from '../contests/ccs/view';
import { createBasicAuth } from '../http/basic-auth';
import { openNdjsonStream } from '../http/ndjson-stream';
import { AppError } from '../lib/app-error';

type Collection = {
  list: (view: CcsView) => readonly { id: string }[];
  /** The error an unknown id answers. */
  notFound: ErrorCode;
  /** Needs the per-test results (runs). */
  runs?: boolean;
};

const values = <T>(list: readonly { value: T }[]) => list.map((entry) => entry.value);

const COLLECTIONS: Record<string, Collection> = {
  'judgement-types': { list: (view) => view.judgementTypes, notFound: 'NOT_FOUND' },
  languages: { list: (view) => view.languages, notFound: 'NOT_FOUND' },
  problems: { list: (view) => values(view.problems), notFound: 'PROBLEM_NOT_FOUND' },
  groups: { list: (view) => view.groups, notFound: 'NOT_FOUND' },
  organizations: { list: (view) => values(view.organizations), notFound: 'NOT_FOUND' },
  teams: { list: (view) => values(view.teams), notFound: 'NOT_FOUND' },
  persons: { list: (view) => values(view.persons), notFound: 'NOT_FOUND' },
  submissions: { list: (view) => values(view.submissions), notFound: 'SUBMISSION_NOT_FOUND' },
  judgements: { list: (view) => values(view.judgements), notFound: 'NOT_FOUND' },
  runs: { list: (view) => values(view.runs), notFound: 'NOT_FOUND', runs: true },
  clarifications: { list: (view) => values(view.clarifications), notFound: 'CLARIFICATION_NOT_FOUND' },
  awards: { list: (view) => view.awards(), notFound: 'NOT_FOUND' },
};

const propertyOf = (object: object, key: string): unknown =>
  Object.getOwnPropertyDescriptor(object, key)?.value;

/**
 * The specification's filtering: any id property (`team_id=…`, `problem_id=…`) given in the query must
 * match; an empty value matches null. Other parameters are ignored.
 */
function filtered<T extends object>(list: readonly T[], query: Record<string, string>): T[] {
  const filters = Object.entries(query).filter(([key]) => key.endsWith('_id'));
  return list.filter((object) =>
    filters.every(([key, value]) => (propertyOf(object, key) ?? null) === (value === '' ? null : value)),
  );
}

export const ccsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, boards, now, config } = app.ctx;
  const deps = { db, boards, now };
  const basicUser = createBasicAuth(
    app.ctx,
    createSignInThrottle(config.rateLimits, sharedCounters(app.ctx)),
  );

  /** Basic credentials, when sent, decide; otherwise the session the authenticate hook found. */
  const viewerOf = async (request: FastifyRequest): Promise<CcsViewer> => {
    const user = (await basicUser(request)) ?? request.user;
    return { admin: user?.role === 'admin' };
  };

  app.setReplySerializer((payload) => ccsJson(payload));

  app.get('/', async () => API_INFO);

  app.get('/contests', async (request) => {
    const { admin } = await viewerOf(request);
    return (await listCcsContests(db, admin)).map(ccsContest);
  });

  app.get('/contests/:contestId', { schema: { params: ccsContestParamsSchema } }, async (request) => {
    await viewerOf(request); // wrong credentials are refused everywhere alike
    return ccsContest(await findCcsContest(db, request.params.contestId));
  });

  app.get('/contests/:contestId/access', { schema: { params: ccsContestParamsSchema } }, async (request) => {
    const { admin } = await viewerOf(request);
    return ccsAccess(admin, ccsContest(await findCcsContest(db, request.params.contestId)));
  });

  app.get('/contests/:contestId/state', { schema: { params: ccsContestParamsSchema } }, async (request) => {
    const view = await loadView(deps, request.params.contestId, await viewerOf(request));
    return view.state;
  });

  app.get(
    '/contests/:contestId/scoreboard',
    { schema: { params: ccsContestParamsSchema } },
    async (request) => {
      const view = await loadView(deps, request.params.contestId, await viewerOf(request));
      return view.scoreboard();
    },
  );

  for (const [name, collection] of Object.entries(COLLECTIONS)) {
    const runs = collection.runs ?? false;
    app.get(
      `/contests/:contestId/${name}`,
      { schema: { params: ccsContestParamsSchema, querystring: ccsCollectionQuerySchema } },
      async (request) => {
        const view = await loadView(deps, request.params.contestId, await viewerOf(request), { runs });
        return filtered(collection.list(view), request.query);
      },
    );
    app.get(
      `/contests/:contestId/${name}/:itemId`,
      { schema: { params: ccsItemParamsSchema } },
      async (request) => {
        const view = await loadView(deps, request.params.contestId, await viewerOf(request), { runs });
        const item = collection.list(view).find((object) => object.id === request.params.itemId);
        if (!item) throw new AppError(collection.notFound);
        return item;
      },
    );
  }

  // A submission's code, as the zip its `files` reference points to: admins only.
  app.get(
    '/contests/:contestId/submissions/:itemId/files',
    { schema: { params: ccsItemParamsSchema } },
    async (request, reply) => {
      const { admin } = await viewerOf(request);
      if (!admin)
        throw new AppError(request.user || request.headers.authorization ? 'FORBIDDEN' : 'UNAUTHENTICATED');
      const zip = await submissionZip(db, request.params.contestId, request.params.itemId);
      return reply
        .type('application/zip')
        .header('content-disposition', 'attachment; filename="files.zip"')
        .send(zip);
    },
  );

  app.get(
    '/contests/:contestId/event-feed',
    { schema: { params: ccsContestParamsSchema, querystring: ccsEventFeedQuerySchema } },
    async (request, reply) => {
      const { since_token: sinceToken, stream } = request.query;
      const since = sinceToken === undefined ? null : decodeToken(sinceToken);
      const feed = await openFeed(deps, request.params.contestId, await viewerOf(request), since);
      if (stream === 'false' || feed.ended) {
        const body = feed.first.map((event) => `${ccsJson(event)}\n`).join('');
        return reply.type('application/x-ndjson; charset=utf-8').send(body);
      }
      feed.follow(openNdjsonStream(request, reply, ccsJson));
    },
  );
};
