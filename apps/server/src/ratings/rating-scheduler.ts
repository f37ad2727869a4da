/**
 * Runs the ratings when they are due (docs/ratings.md#when): right after an admin publishes or changes a
 * contest's results, and every RATING_CHECK_MS for what the clock publishes (the reveal time passing) or a
 * rejudge finishing. One run at a time in this process; other servers wait on the database's lock.
 */
import type { Database } from '../db/client';
import { computeDueRatings, type RatingRun, type RecomputeFrom } from './recompute-ratings';

const RATING_CHECK_MS = 15_000;

export class RatingScheduler {
  private readonly timer: NodeJS.Timeout;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly deps: {
      db: Database;
      now: () => Date;
      log: (error: unknown, what: string) => void;
      /** Told after each run that changed ratings, with the users whose rating may have changed. */
      rated: (run: RatingRun) => void;
    },
  ) {
    this.timer = setInterval(() => void this.run().catch(() => undefined), RATING_CHECK_MS);
    this.timer.unref();
  }

  /** Rates whatever is due (and from `alsoFrom` on); resolves when done. Failures are logged, not thrown. */
  run(alsoFrom?: RecomputeFrom): Promise<RatingRun> {
    const next = this.queue.then(async () => {
      try {
        const run = await computeDueRatings(this.deps.db, this.deps.now(), alsoFrom);
        if (run.users.length > 0) this.deps.rated(run);
        return run;
      } catch (error) {
        this.deps.log(error, 'computing ratings failed');
        return { contests: [], users: [], notified: [] };
      }
    });
    this.queue = next;
    return next;
  }

  close(): void {
    clearInterval(this.timer);
  }
}
