/**
 * The only place a users row becomes the API `user`. Whatever is not listed here (password hash, Google
 * subject, session tokens, codes) can never reach a response.
 */
import type { User } from '@codeconquer/contracts';
import type { UserRow } from './sessions';

export const AVATAR_URL_PREFIX = '/uploads/avatars/';

/**
 * Whether `viewer` may see `subject`'s private fields, the e-mail address and the token balance (which
 * would tell others of a first-solve reward): the user themself and admins only.
 */
function canSeePrivate(viewer: UserRow | null, subject: UserRow): boolean {
  return viewer !== null && (viewer.id === subject.id || viewer.role === 'admin');
}

export function profilePhotoUrl(stored: string | null): string | null {
  if (!stored) return null;
  // Uploaded photos are stored as a file name; an absolute URL (a provider's avatar) is shown as it is.
  return /^https?:\/\//i.test(stored) ? stored : `${AVATAR_URL_PREFIX}${stored}`;
}

export function toUserView(row: UserRow, options: { includePrivate: boolean }): User {
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
    profilePhotoUrl: profilePhotoUrl(row.profilePhoto),
    theme: row.theme,
    isEmailVerified: row.isEmailVerified,
    joinedAt,
    createdAt: joinedAt,
  };
}

/** The signed-in user's own view of themself. */
export function ownUserView(row: UserRow): User {
  return toUserView(row, { includePrivate: true });
}

/** `subject` as `viewer` may see it (signed out: null). */
export function userSeenBy(viewer: UserRow | null, subject: UserRow): User {
  return toUserView(subject, { includePrivate: canSeePrivate(viewer, subject) });
}
