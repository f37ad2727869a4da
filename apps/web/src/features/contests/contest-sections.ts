/**
 * The contest list in three sections, in the order people look for them: Running (ending soonest first),
 * Upcoming (starting soonest first), Ended (the latest first). Empty sections are left out.
 */
import type { ContestStatus, ContestSummary } from '@codeconquer/contracts';

export type ContestSection = { status: ContestStatus; contests: ContestSummary[] };

const SECTION_ORDER: readonly ContestStatus[] = ['Running', 'Upcoming', 'Ended'];

const time = (iso: string) => Date.parse(iso);

const ORDER: Record<ContestStatus, (a: ContestSummary, b: ContestSummary) => number> = {
  Running: (a, b) => time(a.endTime) - time(b.endTime),
  Upcoming: (a, b) => time(a.startTime) - time(b.startTime),
  Ended: (a, b) => time(b.endTime) - time(a.endTime),
};

export function contestSections(contests: readonly ContestSummary[]): ContestSection[] {
  return SECTION_ORDER.map((status) => ({
    status,
    // Ties keep the server's order (Array.prototype.sort is stable); the title breaks none on purpose.
    contests: contests.filter((contest) => contest.status === status).sort(ORDER[status]),
  })).filter((section) => section.contests.length > 0);
}
