import { GREETING_NEW_USER_SECONDS } from '@codeconquer/contracts';

/**
 * 'Welcome, {name}!' for an account younger than 60 s, 'Welcome back, {name}!' after that. The
 * first dashboard visit after verifying a new account by e-mail code also says 'Welcome', however long
 * the code took to arrive and be typed.
 */
export function greetingFor(
  user: { name: string; joinedAt: string },
  now: Date,
  firstVisitAfterSignUp = false,
): string {
  const ageSeconds = (now.getTime() - new Date(user.joinedAt).getTime()) / 1000;
  const isNew = firstVisitAfterSignUp || ageSeconds < GREETING_NEW_USER_SECONDS;
  return isNew ? `Welcome, ${user.name}!` : `Welcome back, ${user.name}!`;
}
