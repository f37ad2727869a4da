/**
 * What one server tells the others about contests, so that every server's boards and event streams agree
 * (docs/contests.md#scoreboard): a cell changed by a submission made here, a registration, a contest
 * edited, a clarification. Verdicts need no message: every server hears the judge's events. The messages
 * travel on the cluster bus's 'contests' topic (silent when there is one server).
 */
import type { ContestEventName } from '@codeconquer/contracts';
import type { ClusterBus } from '../lib/cluster-bus';

export type ContestChange =
  | { kind: 'cell'; contestId: string; contestantId: string; problemId: string }
  | { kind: 'contestant'; contestId: string; contestantId: string }
  | { kind: 'forget'; contestId: string }
  | { kind: 'notify'; contestId: string; event: ContestEventName };

export type ContestBus = {
  /** Tells the other servers (never this one). */
  publish(change: ContestChange): void;
  /** Hears the other servers' changes. */
  subscribe(listener: (change: ContestChange) => void): void;
};

/** One server: nobody to tell. */
export const silentContestBus: ContestBus = {
  publish: () => undefined,
  subscribe: () => undefined,
};

const KINDS = new Set(['cell', 'contestant', 'forget', 'notify']);

function isContestChange(body: unknown): body is ContestChange {
  const change = body as { kind?: unknown; contestId?: unknown } | null;
  return typeof change?.contestId === 'string' && KINDS.has(String(change.kind));
}

/** The contests' messages on the cluster bus. */
export function contestBusOver(bus: ClusterBus): ContestBus {
  return {
    publish: (change) => bus.publish('contests', change),
    subscribe(listener) {
      bus.subscribe('contests', (body) => {
        if (isContestChange(body)) listener(body);
      });
    },
  };
}
