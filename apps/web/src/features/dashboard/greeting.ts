import { GREETING_NEW_USER_SECONDS } from '@codeconquer/contracts';
import type { Translate } from '@/i18n/use-t';

/**
 * 'Welcome, {name}!' for an account younger than 60 s, 'Welcome back, {name}!' after that. The
 * first dashboard visit after verifying a new account by e-mail code also says 'Welcome', however long
 * the code took to arrive and be typed.
 */
export function greetingFor(
  user: { name: string; joinedAt: string },
  now: Date,
  t: Translate,
  firstVisitAfterSignUp = false,
): string {
  const ageSeconds = (now.getTime() - new Date(user.joinedAt).getTime()) / 1000;
  const isNew = firstVisitAfterSignUp || ageSeconds < GREETING_NEW_USER_SECONDS;
  return isNew ? t('dashboard.greeting.new', { name: user.name }) : returningGreeting(user, t);
}

/** 'Welcome back, {name}!': what every visit after the first minute says (and the boot shell shows). */
export function returningGreeting(user: { name: string }, t: Translate): string {
  return t('dashboard.greeting.back', { name: user.name });
}
