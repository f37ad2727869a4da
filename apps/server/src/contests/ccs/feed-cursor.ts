/**
 * What one event feed client has been sent, so each answer carries only what it lacks. The first answer is
 * the log after the client's token (all of it without one). After that, and for anything the log's order
 * cannot tell (an object changed after the client's token, a verdict whose transaction committed late, a
 * rejudge), the cursor compares each object's latest data with what the client holds and sends the
 * difference, a deletion for an object that went away. Objects are named by type and id; the client is
 * assumed to hold, for a token, every object as the log had it up to that token.
 */
import { compareKeys, type EventKey, type FeedEvent } from './event-feed';
import { encodeToken, type FeedPosition } from './feed-token';
import type { CcsEvent, CcsEventType } from './types';

/** What changes when an admin edits a contest: resent in full when a token predates the edit. */
const CONFIGURATION: ReadonlySet<CcsEventType> = new Set([
  'contest',
  'judgement-types',
  'languages',
  'problems',
]);

/** Which objects (by type and id) a partial update speaks for. */
export type ObjectFilter = (type: CcsEventType, id: string | null) => boolean;

const nameOf = (event: { type: CcsEventType; id: string | null }) => `${event.type}/${event.id ?? ''}`;

/** Deletions are not in the log: they take the key of the moment they were noticed. */
const DELETION_RANK = 99;

export class FeedCursor {
  /** Per object, the JSON of the data the client holds. */
  private readonly held = new Map<string, { type: CcsEventType; id: string | null; json: string }>();
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
    this.reconcile(log, () => true, configVersion, now, out);
    return out;
  }

  /**
   * The events to send now for some objects only (those a change log named): `log` holds their events as
   * they stand; an object `covers` names that `log` lacks is gone. Everything else stays as sent.
   */
  patch(log: readonly FeedEvent[], covers: ObjectFilter, configVersion: number, now: Date): CcsEvent[] {
    const out: CcsEvent[] = [];
    this.reconcile(
      log.filter((event) => covers(event.type, event.id)),
      covers,
      configVersion,
      now,
      out,
    );
    return out;
  }

  /** Sends each object in `log` whose data the client lacks, and a deletion for each held one `covers` names that `log` lacks. */
  private reconcile(
    log: readonly FeedEvent[],
    covers: ObjectFilter,
    configVersion: number,
    now: Date,
    out: CcsEvent[],
  ): void {
    // Each object's latest data, in the order of its latest event.
    const latest = new Map<string, FeedEvent>();
    for (const event of log) latest.set(nameOf(event), event);
    for (const event of [...latest.values()].sort((a, b) => compareKeys(a.key, b.key)))
      if (this.held.get(nameOf(event))?.json !== JSON.stringify(event.data))
        this.send(event, configVersion, out);
    for (const [name, { type, id }] of [...this.held]) {
      if (latest.has(name) || !covers(type, id)) continue;
      const key: EventKey = { at: now.getTime(), rank: DELETION_RANK, id: id ?? '' };
      out.push({ type, id, data: null, token: encodeToken({ key, configVersion }) });
      this.held.delete(name);
    }
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
    this.held.set(nameOf(event), { type: event.type, id: event.id, json: JSON.stringify(event.data) });
  }
}
