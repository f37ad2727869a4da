/**
 * At most N requests of one client in flight at once. Rate limits bound requests per minute; this bounds
 * how many judge boxes one client can hold at the same moment, so nobody can flood the run queue.
 */
export class InFlightLimiter {
  private readonly counts = new Map<string, number>();

  constructor(private readonly maxPerClient: number) {}

  /** A release function, or null when the client already has its maximum in flight. */
  tryAcquire(client: string): (() => void) | null {
    const current = this.counts.get(client) ?? 0;
    if (current >= this.maxPerClient) return null;
    this.counts.set(client, current + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.counts.get(client) ?? 1) - 1;
      if (left <= 0) this.counts.delete(client);
      else this.counts.set(client, left);
    };
  }
}
