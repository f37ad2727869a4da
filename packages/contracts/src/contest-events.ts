/**
 * What the contest event stream (GET /api/contests/{id}/events) tells, and how clients act on it. Kept free
 * of zod so the contest page can read it without loading every schema (`@codeconquer/contracts/contest-events`).
 */

/**
 * Every contest event's data. `version`: the board's version after the change, as the scoreboard answer
 * carries it (a client already holding it reads nothing again); 0 when no version says what changed
 * (a result only its contestant and the admins may see, a board loaded afresh): read again.
 */
export type ContestEventData = { version: number };

/**
 * The longest a client waits, at random, before reading again what an event says changed: every viewer
 * hears a verdict at the same moment, and a thousand reads in the same few milliseconds queue behind one
 * another. Spread over this window they arrive a few at a time, and all have the new page well within a
 * second (docs/benchmarks.md#contest-scoreboard).
 */
export const CONTEST_EVENT_READ_SPREAD_MS = 500;
