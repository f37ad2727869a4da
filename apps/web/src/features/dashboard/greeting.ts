import { GREETING_NEW_USER_SECONDS } from '@codeconquer/contracts';

/** SPEC §4: 'Welcome, {name}!' for an account younger than 60 s, 'Welcome back, {name}!' after that. */
export function greetingFor(user: { name: string; joinedAt: string }, now: Date): string {
  const ageSeconds = (now.getTime() - new Date(user.joinedAt).getTime()) / 1000;
  return ageSeconds < GREETING_NEW_USER_SECONDS ? `Welcome, ${user.name}!` : `Welcome back, ${user.name}!`;
}
