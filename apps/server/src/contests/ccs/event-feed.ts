/**
 * The event feed's log, built from a view (view.ts) alone, so the same database gives the same log and the
 * same tokens after a restart. Order: the configuration as of the contest's creation (contest, judgement
 * types, languages, problems, then the state), the teams as they registered, then in time order the state
 * changes, submissions, judgements, runs and clarifications, and at the end the awards and the state that
 * ends the updates. Each event has a key (time, kind, id) that orders it; its token is that key
 * (feed-token.ts), so a token stays valid even if its event later changes or goes away.
 */
import type { Milestones } from './contest-state';
import { stateAt } from './contest-state';
import type { CcsEventType, CcsObject } from './types';
import type { CcsView, Timed } from './view';

export type EventKey = { at: number; rank: number; id: string };

export type FeedEvent = { type: CcsEventType; id: string | null; data: CcsObject | null; key: EventKey };

/** Ties at one instant: configuration first, then what refers to it; the closing events last. */
const RANK = {
  contest: 0,
  judgementTypes: 1,
  languages: 2,
  problems: 3,
  initialState: 4,
  // Groups before the teams that name them in group_ids (the ICPC tools resolve them as they read). A
  // token from before groups were numbered resumes a few events early at one instant: re-sent, harmless.
  groups: 5,
  organizations: 6,
  teams: 7,
  // A person names its team (team_ids).
  persons: 8,
  state: 9,
  submissions: 10,
  judgements: 11,
  runs: 12,
  clarifications: 13,
  awards: 14,
  closingState: 15,
  endOfUpdates: 16,
} as const;

export function compareKeys(a: EventKey, b: EventKey): number {
  return a.at - b.at || a.rank - b.rank || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * The state after each milestone but the end of updates, which is always the very last event. A milestone
 * at the end of updates' own instant (finalized, when nothing changed after it) is left to that last event:
 * a state finalized without the end of updates is one the ICPC tools take for the end (contest-state.ts).
 */
function stateEvents(view: CcsView): FeedEvent[] {
  const times: Milestones = view.milestones;
  const config = view.configAt.getTime();
  const ended = times.ended?.getTime() ?? Infinity;
  const endOfUpdates = times.endOfUpdates?.getTime() ?? null;
  const instants = [times.started, times.frozen, times.ended, times.thawed, times.finalized]
    .filter((at): at is Date => at !== null)
    .map((at) => Math.max(at.getTime(), config))
    .filter((at) => at !== endOfUpdates);
  const events: FeedEvent[] = [];
  let previous = JSON.stringify({ ...stateAt(times, view.configAt), end_of_updates: null });
  for (const at of [...new Set(instants)].sort((a, b) => a - b)) {
    const data = { ...stateAt(times, new Date(at)), end_of_updates: null };
    const json = JSON.stringify(data);
    if (json === previous) continue;
    previous = json;
    const rank = at > ended ? RANK.closingState : RANK.state;
    events.push({ type: 'state', id: null, data, key: { at, rank, id: String(at) } });
  }
  return events;
}

export function feedEvents(view: CcsView): FeedEvent[] {
  const config = view.configAt.getTime();
  const events: FeedEvent[] = [];
  const add = (type: CcsEventType, id: string | null, data: CcsObject, at: number, rank: number) =>
    events.push({ type, id, data, key: { at, rank, id: id ?? '' } });
  const addTimed = <T extends CcsObject & { id: string }>(
    type: CcsEventType,
    list: Timed<T>[],
    rank: number,
  ) => {
    for (const { at, value } of list) add(type, value.id, value, at.getTime(), rank);
  };

  add('contest', null, view.contest, config, RANK.contest);
  for (const type of view.judgementTypes) add('judgement-types', type.id, type, config, RANK.judgementTypes);
  for (const language of view.languages) add('languages', language.id, language, config, RANK.languages);
  addTimed('problems', view.problems, RANK.problems);
  add(
    'state',
    null,
    { ...stateAt(view.milestones, view.configAt), end_of_updates: null },
    config,
    RANK.initialState,
  );
  for (const group of view.groups) add('groups', group.id, group, config, RANK.groups);
  addTimed('organizations', view.organizations, RANK.organizations);
  addTimed('teams', view.teams, RANK.teams);
  addTimed('persons', view.persons, RANK.persons);
  events.push(...stateEvents(view));
  addTimed('submissions', view.submissions, RANK.submissions);
  addTimed('judgements', view.judgements, RANK.judgements);
  addTimed('runs', view.runs, RANK.runs);
  addTimed('clarifications', view.clarifications, RANK.clarifications);

  const { finalized, endOfUpdates } = view.milestones;
  if (finalized)
    for (const award of view.awards()) add('awards', award.id, award, finalized.getTime(), RANK.awards);
  if (endOfUpdates) add('state', null, view.state, endOfUpdates.getTime(), RANK.endOfUpdates);
  return events.sort((a, b) => compareKeys(a.key, b.key));
}
