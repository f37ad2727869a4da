/**
 * What every new account starts with, however it was made (sign-up form or Google), and whether new
 * accounts may be made at all (the site's settings).
 */
import type { ServiceContext } from '../core/service-context';
import { AppError } from '../lib/app-error';
import { loadSettings } from '../settings/site-settings';

/** Refuses with REGISTRATION_CLOSED while an admin has closed sign-up. */
export async function requireRegistrationOpen(ctx: ServiceContext): Promise<void> {
  if (!(await loadSettings(ctx.db)).registrationOpen) throw new AppError('REGISTRATION_CLOSED');
}

export async function newAccountDefaults(ctx: ServiceContext, email: string) {
  const { startingTokens } = await loadSettings(ctx.db);
  const now = ctx.now();
  return {
    // ADMIN_EMAILS names the people who run the platform; everyone else is a user.
    role: ctx.config.adminEmails.includes(email) ? ('admin' as const) : ('user' as const),
    tokens: startingTokens,
    createdAt: now,
    updatedAt: now,
  };
}
