/**
 * What one event feed client has been sent, so each answer carries only what it lacks. The first answer is
 * the log after the client's token (all of it without one). After that, and for anything the log's order
 * cannot tell (an object changed after the client's token, a verdict whose transaction committed late, a
 * rejudge), the cursor compares each object's latest data with what the client holds and sends the
 * difference, a deletion for an object that went away. Objects are named by type and id; the client is
 * assumed to hold, for a token, every object as the log had it up to that token.
 */
import { compareKeys, type EventKey, type FeedEvent } from './event-feed';
import { ownerOf } from './feed-objects';
import { encodeToken, type FeedPosition } from './feed-token';
import type { CcsEvent, CcsEventType } from './types';

/** What changes when an admin edits a contest: resent in full when a token predates the edit. */
const CONFIGURATION: ReadonlySet<CcsEventType> = new Set([
  'contest',
  'judgement-types',
  'languages',
  'problems',
]);

const nameOf = (event: { type: CcsEventType; id: string | null }) => `${event.type}/${event.id ?? ''}`;

/** Deletions are not in the log: they take the key of the moment they were noticed. */
const DELETION_RANK = 99;

export class FeedCursor {
  /** Per object, the JSON of the data the client holds. */
  private readonly held = new Map<string, { type: CcsEventType; id: string | null; json: string }>();
  /** The held objects of each change-log owner (feed-objects.ts), so a patch looks at those alone. */
  private readonly owned = new Map<string, Set<string>>();
  private started = false;

  constructor(private readonly since: FeedPosition | null) {}

  /** The events to send now, given the whole log as it stands and the configuration's version. */
  next(log: readonly FeedEvent[], configVersion: number, now: Date): CcsEvent[] {
    const out: CcsEvent[] = [];
    if (!this.started) {
      this.started = true;
      const since = this.since;
      for (const event of log) {
        if (!since || compareKeys(event.key, since.key) > 0) this.send(event, configVersion, out);
        else if (since.configVersion === configVersion || !CONFIGURATION.has(event.type)) this.hold(event);
      }
    }
    const latest = this.sendChanged(log, configVersion, out);
    for (const name of [...this.held.keys()])
      if (!latest.has(name)) this.sendDeletion(name, configVersion, now, out);
    return out;
  }

  /**
   * The events to send now for the objects of some change-log owners only (the changes a follower read):
   * `log` holds their events as they stand (others in it are ignored), and an object of theirs that `log`
   * lacks is gone. Everything else stays as sent; the cost is that of the owners' objects alone.
   */
  patch(
    log: readonly FeedEvent[],
    owners: ReadonlySet<string>,
    configVersion: number,
    now: Date,
  ): CcsEvent[] {
    const out: CcsEvent[] = [];
    const owns = (event: FeedEvent) => {
      const owner = ownerOf(event.type, event.id);
      return owner !== null && owners.has(owner);
    };
    const latest = this.sendChanged(log.filter(owns), configVersion, out);
    for (const owner of owners)
      for (const name of [...(this.owned.get(owner) ?? [])])
        if (!latest.has(name)) this.sendDeletion(name, configVersion, now, out);
    return out;
  }

  /** Sends each object of `log` whose latest data the client lacks, in the order of its latest event. */
  private sendChanged(log: readonly FeedEvent[], configVersion: number, out: CcsEvent[]): Set<string> {
    const latest = new Map<string, FeedEvent>();
    for (const event of log) latest.set(nameOf(event), event);
    for (const event of [...latest.values()].sort((a, b) => compareKeys(a.key, b.key)))
      if (this.held.get(nameOf(event))?.json !== JSON.stringify(event.data))
        this.send(event, configVersion, out);
    return new Set(latest.keys());
  }

  private sendDeletion(name: string, configVersion: number, now: Date, out: CcsEvent[]): void {
    const held = this.held.get(name);
    if (!held) return;
    const { type, id } = held;
    const key: EventKey = { at: now.getTime(), rank: DELETION_RANK, id: id ?? '' };
    out.push({ type, id, data: null, token: encodeToken({ key, configVersion }) });
    this.held.delete(name);
    const owner = ownerOf(type, id);
    if (owner !== null) this.owned.get(owner)?.delete(name);
  }

  private send(event: FeedEvent, configVersion: number, out: CcsEvent[]): void {
    out.push({
      type: event.type,
      id: event.id,
      data: event.data,
      token: encodeToken({ key: event.key, configVersion }),
    });
    this.hold(event);
  }

  private hold(event: FeedEvent): void {
    const name = nameOf(event);
    this.held.set(name, { type: event.type, id: event.id, json: JSON.stringify(event.data) });
    const owner = ownerOf(event.type, event.id);
    if (owner === null) return;
    const names = this.owned.get(owner) ?? new Set<string>();
    names.add(name);
    this.owned.set(owner, names);
  }
}
