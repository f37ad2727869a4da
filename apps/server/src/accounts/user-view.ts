/**
 * The only place a users row becomes the API `user`. Whatever is not listed here (password hash, Google
 * subject, session tokens, codes) can never reach a response.
 */
import { localeSchema, type Affiliation, type Locale, type User } from '@codeconquer/contracts';
import type { Queryable } from '../db/client';
import { affiliationById } from './organizations';
import type { UserRow } from './sessions';

export const AVATAR_URL_PREFIX = '/uploads/avatars/';

/**
 * Whether `viewer` may see `subject`'s private fields, the e-mail address and the token balance (which
 * would tell others of a first-solve reward): the user themself and admins only.
 */
function canSeePrivate(viewer: UserRow | null, subject: UserRow): boolean {
  return viewer !== null && (viewer.id === subject.id || viewer.role === 'admin');
}

/** A stored interface language, or null if none was chosen or it is no longer one the app ships. */
function parseLocale(stored: string | null): Locale | null {
  const parsed = localeSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

export function profilePhotoUrl(stored: string | null): string | null {
  if (!stored) return null;
  // Uploaded photos are stored as a file name; an absolute URL (a provider's avatar) is shown as it is.
  return /^https?:\/\//i.test(stored) ? stored : `${AVATAR_URL_PREFIX}${stored}`;
}

/**
 * The row as the API's user; `affiliation` is its organization's (organizationId), which the caller reads
 * (userView reads it for one user).
 */
export function toUserView(
  row: UserRow,
  options: { includePrivate: boolean; affiliation: Affiliation | null },
): User {
  const joinedAt = row.createdAt.toISOString();
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    ...(options.includePrivate ? { email: row.email } : {}),
    role: row.role,
    rating: row.rating,
    ...(options.includePrivate ? { tokens: row.tokens } : {}),
    solvedProblems: { easy: row.solvedEasy, medium: row.solvedMedium, hard: row.solvedHard },
    bio: row.bio,
    github: row.github,
    linkedin: row.linkedin,
    twitter: row.twitter,
    website: row.website,
    affiliation: options.affiliation,
    profilePhotoUrl: profilePhotoUrl(row.profilePhoto),
    theme: row.theme,
    ...(options.includePrivate ? { locale: parseLocale(row.locale) } : {}),
    isEmailVerified: row.isEmailVerified,
    joinedAt,
    createdAt: joinedAt,
  };
}

/** One user's view, with their affiliation read (organizations are kept in memory once read). */
export async function userView(
  db: Queryable,
  row: UserRow,
  options: { includePrivate: boolean },
): Promise<User> {
  return toUserView(row, { ...options, affiliation: await affiliationById(db, row.organizationId) });
}

/** The signed-in user's own view of themself. */
export function ownUserView(db: Queryable, row: UserRow): Promise<User> {
  return userView(db, row, { includePrivate: true });
}

/** `subject` as `viewer` may see it (signed out: null). */
export function userSeenBy(db: Queryable, viewer: UserRow | null, subject: UserRow): Promise<User> {
  return userView(db, subject, { includePrivate: canSeePrivate(viewer, subject) });
}
