/** What every new account starts with, however it was made (sign-up form or Google). */
import { STARTING_TOKENS } from '@codeconquer/contracts';
import type { ServiceContext } from '../core/service-context';

export function newAccountDefaults(ctx: ServiceContext, email: string) {
  const now = ctx.now();
  return {
    // ADMIN_EMAILS names the people who run the platform; everyone else is a user.
    role: ctx.config.adminEmails.includes(email) ? ('admin' as const) : ('user' as const),
    tokens: STARTING_TOKENS,
    createdAt: now,
    updatedAt: now,
  };
}
