/** The clarifications list: newest first (an announcement made now tops older answers), and each topic. */
import type { Clarification } from '@codeconquer/contracts';

/** The later of asking and answering: an answer arriving is news too. */
const lastActivity = (item: Clarification) =>
  Math.max(Date.parse(item.createdAt), item.answeredAt ? Date.parse(item.answeredAt) : 0);

export function newestFirst(items: readonly Clarification[]): Clarification[] {
  return [...items].sort((a, b) => lastActivity(b) - lastActivity(a));
}

export function clarificationTopic(problemLabel: string | null): string {
  return problemLabel === null ? 'General' : `Problem ${problemLabel}`;
}
