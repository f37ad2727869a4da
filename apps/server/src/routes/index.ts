import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aiRoutes } from './ai';
import { authRoutes } from './auth';
import { authCodeRoutes } from './auth-codes';
import { googleAuthRoutes } from './google-auth';
import { compilerRoutes } from './compiler';
import { healthRoutes } from './health';
import { judgeWorkerRoutes } from './judge-workers';
import { problemRoutes } from './problems';
import { submissionRoutes } from './submissions';
import { userPhotoRoutes } from './user-photo';
import { userRoutes } from './users';

/** Every API route, mounted under /api by app.ts. */
export const apiRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(authCodeRoutes);
  await app.register(googleAuthRoutes);
  await app.register(userRoutes);
  await app.register(userPhotoRoutes);
  await app.register(problemRoutes);
  await app.register(submissionRoutes);
  await app.register(compilerRoutes);
  await app.register(aiRoutes);
  const workerToken = app.ctx.config.judgeWorkerToken;
  if (workerToken) await app.register(judgeWorkerRoutes, { token: workerToken });
};
