/** The clarifications list: newest first (an announcement made now tops older answers), and each topic. */
import type { Clarification } from '@codeconquer/contracts';
import type { Translate } from '@/i18n/use-t';

/** The later of asking and answering: an answer arriving is news too. */
const lastActivity = (item: Clarification) =>
  Math.max(Date.parse(item.createdAt), item.answeredAt ? Date.parse(item.answeredAt) : 0);

export function newestFirst(items: readonly Clarification[]): Clarification[] {
  return [...items].sort((a, b) => lastActivity(b) - lastActivity(a));
}

export function clarificationTopic(problemLabel: string | null, t: Translate): string {
  return problemLabel === null
    ? t('contests.clar.general')
    : t('contests.clar.problem', { label: problemLabel });
}
