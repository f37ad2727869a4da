/** The signed-in caller of a route guarded by app.requireUser, typed as present. */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import type { UserRow } from '../accounts/sessions';

export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new AppError('UNAUTHENTICATED');
  return request.user;
}
