/**
 * /api/teams (docs/contests.md#teams): signed-in users create teams, join them with an invite code, list
 * their own, leave; a team's creator renames it and removes members. Anyone may read a team (without its
 * invite code).
 */
import {
  createTeamBodySchema,
  joinTeamBodySchema,
  teamMemberParamsSchema,
  teamParamsSchema,
  teamResponseSchema,
  teamsResponseSchema,
  updateTeamBodySchema,
} from '@codeconquer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../http/current-user';
import { createTeam, getTeam, joinTeam, myTeams, removeMember, updateTeam } from '../teams/team-service';
import { teamRateLimits } from './rate-limits';

export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now, boards } = app.ctx;
  const deps = {
    db,
    now,
    rosterChanged: (contestId: string, teamId: string) => boards.contestantAdded(contestId, teamId),
  };

  app.post(
    '/teams',
    {
      preValidation: app.requireUser,
      config: teamRateLimits.write(app.ctx.config),
      schema: { body: createTeamBodySchema, response: { 201: teamResponseSchema } },
    },
    async (request, reply) => {
      const team = await createTeam(deps, currentUser(request), request.body);
      return reply.code(201).send({ team });
    },
  );

  app.post(
    '/teams/join',
    {
      preValidation: app.requireUser,
      config: teamRateLimits.join(app.ctx.config),
      schema: { body: joinTeamBodySchema, response: { 200: teamResponseSchema } },
    },
    async (request) => ({ team: await joinTeam(deps, currentUser(request), request.body.inviteCode) }),
  );

  app.get(
    '/teams/mine',
    { preValidation: app.requireUser, schema: { response: { 200: teamsResponseSchema } } },
    async (request) => ({ teams: await myTeams(db, currentUser(request)) }),
  );

  app.get(
    '/teams/:id',
    { schema: { params: teamParamsSchema, response: { 200: teamResponseSchema } } },
    async (request) => ({ team: await getTeam(db, request.params.id, request.user ?? null) }),
  );

  app.patch(
    '/teams/:id',
    {
      preValidation: app.requireUser,
      config: teamRateLimits.write(app.ctx.config),
      schema: { params: teamParamsSchema, body: updateTeamBodySchema, response: { 200: teamResponseSchema } },
    },
    async (request) => ({
      team: await updateTeam(deps, currentUser(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/teams/:id/members/:userId',
    {
      preValidation: app.requireUser,
      config: teamRateLimits.write(app.ctx.config),
      schema: { params: teamMemberParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await removeMember(deps, currentUser(request), request.params.id, request.params.userId);
      return reply.code(204).send(null);
    },
  );
};
