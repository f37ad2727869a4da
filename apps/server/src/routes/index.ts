import fastifyCompress from '@fastify/compress';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRoutes } from './admin';
import { aiRoutes } from './ai';
import { authRoutes } from './auth';
import { authCodeRoutes } from './auth-codes';
import { googleAuthRoutes } from './google-auth';
import { compilerRoutes } from './compiler';
import { editorialRoutes } from './editorials';
import { healthRoutes } from './health';
import { judgeWorkerRoutes } from './judge-workers';
import { leaderboardRoutes } from './leaderboard';
import { notificationRoutes } from './notifications';
import { problemRoutes } from './problems';
import { settingsRoutes } from './settings';
import { contestRoutes } from './contests';
import { teamRoutes } from './teams';
import { discussionRoutes } from './discussions';
import { ccsRoutes } from './ccs';
import { submissionRoutes } from './submissions';
import { userPhotoRoutes } from './user-photo';
import { userRoutes } from './users';

/** Every API route, mounted under /api by app.ts. */
export const apiRoutes: FastifyPluginAsyncZod = async (app) => {
  // JSON answers of 1 kB and more are compressed for clients that accept it (brotli at quality 4, the
  // plugin's default, costs little CPU). Bodies served ready-made (http/json-body.ts) bring their own
  // compressed bytes and are passed through; event streams write to the socket and are never buffered.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(healthRoutes);
  await app.register(settingsRoutes);
  await app.register(authRoutes);
  await app.register(authCodeRoutes);
  await app.register(googleAuthRoutes);
  await app.register(userRoutes);
  await app.register(userPhotoRoutes);
  await app.register(problemRoutes);
  await app.register(editorialRoutes);
  await app.register(submissionRoutes);
  await app.register(contestRoutes);
  await app.register(teamRoutes);
  await app.register(discussionRoutes);
  await app.register(leaderboardRoutes);
  await app.register(notificationRoutes);
  // The ICPC Contest API (read-only), for the ICPC resolver and CDS.
  await app.register(ccsRoutes, { prefix: '/ccs' });
  await app.register(compilerRoutes);
  await app.register(aiRoutes);
  await app.register(adminRoutes, { prefix: '/admin' });
  const workerToken = app.ctx.config.judgeWorkerToken;
  if (workerToken) await app.register(judgeWorkerRoutes, { token: workerToken });
};
