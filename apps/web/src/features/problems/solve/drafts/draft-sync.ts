/**
 * Sends the editor's drafts to the server: about 1.5 s after typing stops, at once when asked (language
 * switch, Run, Submit, leaving the page). One save at a time, so an older text never lands after a newer
 * one; a failed save is tried again later. Knows nothing of React, storage or HTTP (see use-code-draft).
 */
import type { LanguageId } from '@codeconquer/contracts';

export type DraftSyncStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

export type DraftSyncOptions = {
  /** Saves one draft; resolves with the server's `updatedAt` (null when blank code deleted it). */
  save: (language: LanguageId, code: string, keepalive: boolean) => Promise<string | null>;
  onSaved: (language: LanguageId, code: string, updatedAt: string | null) => void;
  onStatus: (status: DraftSyncStatus) => void;
  /** Whether a failed save is worth repeating (a rejected body is not). */
  shouldRetry?: (error: unknown) => boolean;
  delayMs?: number;
  retryMs?: number;
};

export type DraftSync = {
  /** The user changed the code: saved after the quiet delay. */
  change: (language: LanguageId, code: string) => void;
  /**
   * Saves what is waiting now. `keepalive` is for a page going away: the request is sent at once (not
   * queued behind one in flight) and outlives the page.
   */
  flush: (options?: { keepalive?: boolean }) => Promise<void>;
  /** Sends what is waiting (as on leaving the page) and stops the timers. */
  dispose: () => void;
};

export const DRAFT_SAVE_DELAY_MS = 1500;
export const DRAFT_RETRY_MS = 10_000;

export function createDraftSync(options: DraftSyncOptions): DraftSync {
  const { save, onSaved, onStatus, shouldRetry = () => true } = options;
  const delayMs = options.delayMs ?? DRAFT_SAVE_DELAY_MS;
  const retryMs = options.retryMs ?? DRAFT_RETRY_MS;
  // Each change gets a number, so a failed save is repeated only if nothing newer came after it.
  const waiting = new Map<LanguageId, { code: string; seq: number }>();
  const newest = new Map<LanguageId, number>();
  let seq = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let queue: Promise<void> = Promise.resolve();
  let status: DraftSyncStatus = 'idle';
  let disposed = false;

  const setStatus = (next: DraftSyncStatus) => {
    if (next === status) return;
    status = next;
    onStatus(next);
  };
  const stopTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const schedule = (ms: number) => {
    stopTimer();
    if (disposed) return;
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, ms);
  };

  async function sendWaiting(keepalive: boolean): Promise<void> {
    const batch = [...waiting];
    waiting.clear();
    if (batch.length === 0) return;
    setStatus('saving');
    let failed = false;
    await Promise.all(
      batch.map(async ([language, { code, seq: sent }]) => {
        try {
          const updatedAt = await save(language, code, keepalive);
          onSaved(language, code, updatedAt);
        } catch (error) {
          failed = true;
          // Unless newer text came meanwhile (it is waiting or on its way), try this again later.
          if (newest.get(language) === sent && shouldRetry(error)) waiting.set(language, { code, seq: sent });
        }
      }),
    );
    if (failed) {
      setStatus('error');
      if (waiting.size > 0 && timer === undefined) schedule(retryMs);
    } else {
      setStatus(waiting.size > 0 ? 'pending' : 'saved');
    }
  }

  function flush({ keepalive = false }: { keepalive?: boolean } = {}): Promise<void> {
    stopTimer();
    if (keepalive) return sendWaiting(true);
    queue = queue.then(() => sendWaiting(false));
    return queue;
  }

  return {
    change(language, code) {
      seq += 1;
      newest.set(language, seq);
      waiting.set(language, { code, seq });
      setStatus('pending');
      schedule(delayMs);
    },
    flush,
    dispose() {
      disposed = true;
      stopTimer();
      void flush({ keepalive: true });
    },
  };
}
