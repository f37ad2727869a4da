/**
 * The order of the admin's clarification list: questions still waiting for an answer first, oldest first
 * (the queue to work through), then everything answered (and the announcements), newest first.
 */
import type { Clarification } from '@codeconquer/contracts';

export function isWaiting(clarification: Clarification): boolean {
  return clarification.question !== null && clarification.answer === null;
}

const time = (iso: string) => Date.parse(iso) || 0;

export function orderedClarifications(clarifications: readonly Clarification[]): Clarification[] {
  const waiting = clarifications.filter(isWaiting).sort((a, b) => time(a.createdAt) - time(b.createdAt));
  const done = clarifications
    .filter((clarification) => !isWaiting(clarification))
    .sort((a, b) => time(b.answeredAt ?? b.createdAt) - time(a.answeredAt ?? a.createdAt));
  return [...waiting, ...done];
}
