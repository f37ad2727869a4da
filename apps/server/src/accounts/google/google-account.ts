/**
 * The account behind a Google identity: the one already linked to its subject, else the account with the
 * same e-mail (linked now, e-mail marked verified), else a new verified account without a password.
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { userChanged } from '../user-changes';
import {
  hasControlCharacters,
  hasNulCharacter,
  NAME_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_PATTERN,
} from '@codeconquer/contracts';
import { users } from '../../db/schema';
import type { ServiceContext } from '../../core/service-context';
import { violatedUniqueIndex } from '../../lib/pg-errors';
import { findUserByEmail, findUserByUsername } from '../user-lookup';
import type { UserRow } from '../sessions';
import { newAccountDefaults, requireRegistrationOpen } from '../new-account';
import { dropRegistrationsFor } from '../registration';

export type GoogleIdentity = { sub: string; email: string; name: string | undefined };

/** Why a Google identity cannot be signed in (the callback turns it into an error code). */
export class GoogleAccountConflict extends Error {}

const USERNAME_ATTEMPTS = 20;

async function findUserByGoogleSubject(ctx: ServiceContext, sub: string): Promise<UserRow | null> {
  if (hasNulCharacter(sub)) return null;
  const [row] = await ctx.db.select().from(users).where(eq(users.googleSubject, sub)).limit(1);
  return row ?? null;
}

/** The e-mail's local part, reduced to the characters a username allows. */
export function usernameBase(email: string): string {
  const local = email.split('@')[0] ?? '';
  const cleaned = local.replace(/[^A-Za-z0-9_.-]/g, '').slice(0, USERNAME_MAX_LENGTH);
  return cleaned === '' ? 'user' : cleaned;
}

/** The base itself, then the base with 1, 2, … 9, then with random digits; always 3–30 valid characters. */
function usernameCandidate(base: string, attempt: number): string {
  const suffix =
    attempt === 0 ? '' : attempt < 10 ? String(attempt) : String(crypto.randomInt(1000, 1_000_000));
  const minimumSuffix = Math.max(0, 3 - base.length);
  const digits = suffix.length >= minimumSuffix ? suffix : suffix.padStart(minimumSuffix, '0');
  return base.slice(0, USERNAME_MAX_LENGTH - digits.length) + digits;
}

async function freeUsername(
  ctx: ServiceContext,
  base: string,
  startAt: number,
): Promise<{ username: string; attempt: number }> {
  for (let attempt = startAt; attempt < USERNAME_ATTEMPTS; attempt += 1) {
    const username = usernameCandidate(base, attempt);
    if (USERNAME_PATTERN.test(username) && !(await findUserByUsername(ctx, username)))
      return { username, attempt };
  }
  throw new Error('no free username found');
}

/** The name claim when it is usable, else the e-mail's local part. */
export function displayName(name: string | undefined, email: string): string {
  const trimmed = name?.trim() ?? '';
  const usable = trimmed !== '' && !hasControlCharacters(trimmed) ? trimmed : (email.split('@')[0] ?? email);
  return usable.slice(0, NAME_MAX_LENGTH);
}

/** Every account's address is verified (by its code or by Google), so linking Google changes nothing else. */
async function linkAccount(ctx: ServiceContext, user: UserRow, sub: string): Promise<UserRow> {
  if (user.googleSubject !== null && user.googleSubject !== sub)
    throw new GoogleAccountConflict('this e-mail belongs to an account linked to another Google identity');
  const [row] = await ctx.db
    .update(users)
    .set({ googleSubject: sub, updatedAt: ctx.now() })
    .where(eq(users.id, user.id))
    .returning();
  if (!row) throw new Error('linked user vanished');
  userChanged(row.id);
  return row;
}

async function createAccount(ctx: ServiceContext, identity: GoogleIdentity): Promise<UserRow | null> {
  await requireRegistrationOpen(ctx);
  const base = usernameBase(identity.email);
  const defaults = await newAccountDefaults(ctx, identity.email);
  let next = 0;
  for (let tries = 0; tries < 5; tries += 1) {
    const { username, attempt } = await freeUsername(ctx, base, next);
    try {
      const [row] = await ctx.db
        .insert(users)
        .values({
          name: displayName(identity.name, identity.email),
          username,
          email: identity.email,
          passwordHash: null,
          googleSubject: identity.sub,
          isEmailVerified: true,
          ...defaults,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    } catch (error) {
      const index = violatedUniqueIndex(error);
      // Someone else took the username in between: try the next one.
      if (index === 'users_username_lower_idx') {
        next = Math.max(attempt + 1, 10);
        continue;
      }
      // A parallel sign-in (or sign-up) created the account first: the caller looks again.
      if (index === 'users_email_idx' || index === 'users_google_subject_idx') return null;
      throw error;
    }
  }
  throw new Error('could not create a Google account');
}

/**
 * Finds, links or creates the account for a Google identity whose e-mail Google has verified. Google's
 * word proves the address as a code would: sign-ups still waiting for it (someone else's, or the owner's
 * own) are dropped, and ADMIN_EMAILS applies as it does to a verified sign-up.
 */
export async function findOrCreateGoogleUser(
  ctx: ServiceContext,
  identity: GoogleIdentity,
): Promise<UserRow> {
  const email = identity.email.trim().toLowerCase();
  const normalized = { ...identity, email };
  for (let round = 0; round < 2; round += 1) {
    const bySubject = await findUserByGoogleSubject(ctx, identity.sub);
    if (bySubject) return bySubject;
    const byEmail = await findUserByEmail(ctx, email);
    if (byEmail) return linkAccount(ctx, byEmail, identity.sub);
    const created = await createAccount(ctx, normalized);
    if (created) {
      await dropRegistrationsFor(ctx.db, email);
      return created;
    }
  }
  throw new Error('Google account could not be found or created');
}
