/**
 * Where the problem bank's start-up sync is (problems/bank-sync.ts), for GET /api/health/ready: the
 * server answers from its first second while the sync goes on in the background (on a fresh data folder
 * it loads the whole bank, ~10 s), and says it is not ready until the sync is done. Requests meanwhile
 * see the problems stored so far; each package is saved in one transaction, so none is half there.
 */
export type BankSyncState =
  | { kind: 'off' }
  | { kind: 'syncing'; done: number; total: number }
  | { kind: 'synced'; total: number }
  | { kind: 'failed'; reason: string };

export class BankSyncStatus {
  #state: BankSyncState;

  constructor(initial: BankSyncState = { kind: 'off' }) {
    this.#state = initial;
  }

  /** `done` of `total` packages compared (and loaded where they changed). */
  progress(done: number, total: number): void {
    this.#state = { kind: 'syncing', done, total };
  }

  synced(total: number): void {
    this.#state = { kind: 'synced', total };
  }

  failed(reason: string): void {
    this.#state = { kind: 'failed', reason };
  }

  /** Whether the sync is over (or there is none), and what a readiness probe reads about it. */
  readiness(): { ok: boolean; detail: string } {
    const state = this.#state;
    switch (state.kind) {
      case 'off':
        return { ok: true, detail: 'no problem bank is synced by this server' };
      case 'syncing':
        return { ok: false, detail: `syncing the problem bank: ${state.done} of ${state.total} packages` };
      case 'synced':
        return { ok: true, detail: `the problem bank is synced (${state.total} packages)` };
      case 'failed':
        return { ok: false, detail: `the problem bank's sync failed: ${state.reason}` };
    }
  }
}
