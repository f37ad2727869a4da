import type { LanguageId } from '@codeconquer/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDraftSync, type DraftSyncStatus } from './draft-sync';

type Call = { language: LanguageId; code: string; keepalive: boolean };

/** A save whose answers the test releases one by one. */
function controlledSave() {
  const calls: Call[] = [];
  const pending: Array<{ resolve: (updatedAt: string | null) => void; reject: (error: unknown) => void }> =
    [];
  const save = vi.fn((language: LanguageId, code: string, keepalive: boolean) => {
    calls.push({ language, code, keepalive });
    return new Promise<string | null>((resolve, reject) => pending.push({ resolve, reject }));
  });
  return { save, calls, pending };
}

function setup(save: ReturnType<typeof controlledSave>['save'], shouldRetry?: (error: unknown) => boolean) {
  const statuses: DraftSyncStatus[] = [];
  const saved: Array<[LanguageId, string, string | null]> = [];
  const sync = createDraftSync({
    save,
    onSaved: (language, code, updatedAt) => saved.push([language, code, updatedAt]),
    onStatus: (status) => statuses.push(status),
    shouldRetry,
    delayMs: 1500,
    retryMs: 10_000,
  });
  return { sync, statuses, saved };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('saving drafts to the server', () => {
  it('saves once, 1.5 s after typing stops, with the last text', async () => {
    const { save, calls, pending } = controlledSave();
    const { sync, statuses, saved } = setup(save);
    sync.change('python', 'p');
    await vi.advanceTimersByTimeAsync(1000);
    sync.change('python', 'pr');
    await vi.advanceTimersByTimeAsync(1000);
    sync.change('python', 'print');
    await vi.advanceTimersByTimeAsync(1499);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([{ language: 'python', code: 'print', keepalive: false }]);
    expect(statuses).toEqual(['pending', 'saving']);
    pending[0]?.resolve('T1');
    await vi.advanceTimersByTimeAsync(0);
    expect(saved).toEqual([['python', 'print', 'T1']]);
    expect(statuses.at(-1)).toBe('saved');
  });

  it('saves at once on flush, and never sends two saves at the same time', async () => {
    const { save, calls, pending } = controlledSave();
    const { sync } = setup(save);
    sync.change('cpp', 'a');
    void sync.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((call) => call.code)).toEqual(['a']);
    sync.change('cpp', 'ab');
    void sync.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1); // waits for the first answer
    pending[0]?.resolve('T1');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((call) => call.code)).toEqual(['a', 'ab']);
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(2); // the flushed edit is not sent again by the timer
  });

  it('sends with keepalive at once when the page goes away, even with a save in flight', async () => {
    const { save, calls } = controlledSave();
    const { sync } = setup(save);
    sync.change('java', 'one');
    void sync.flush();
    await vi.advanceTimersByTimeAsync(0);
    sync.change('java', 'two');
    void sync.flush({ keepalive: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([
      { language: 'java', code: 'one', keepalive: false },
      { language: 'java', code: 'two', keepalive: true },
    ]);
  });

  it('sends what is waiting when disposed, and schedules nothing after', async () => {
    const { save, calls, pending } = controlledSave();
    const { sync } = setup(save);
    sync.change('c', 'x');
    sync.dispose();
    expect(calls).toEqual([{ language: 'c', code: 'x', keepalive: true }]);
    pending[0]?.reject(new Error('offline'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(1);
  });

  it('tries a failed save again later, unless newer text replaced it', async () => {
    const { save, calls, pending } = controlledSave();
    const { sync, statuses } = setup(save);
    sync.change('python', 'v1');
    await vi.advanceTimersByTimeAsync(1500);
    pending[0]?.reject(new Error('offline'));
    await vi.advanceTimersByTimeAsync(0);
    expect(statuses.at(-1)).toBe('error');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls.map((call) => call.code)).toEqual(['v1', 'v1']);

    // The retry fails while the user types v2: only v2 is sent afterwards.
    sync.change('python', 'v2');
    pending[1]?.reject(new Error('offline'));
    await vi.advanceTimersByTimeAsync(1500);
    expect(calls.map((call) => call.code)).toEqual(['v1', 'v1', 'v2']);
    pending[2]?.resolve('T2');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(calls).toHaveLength(3);
    expect(statuses.at(-1)).toBe('saved');
  });

  it('does not repeat a save the server rejected', async () => {
    const { save, calls, pending } = controlledSave();
    const { sync, statuses } = setup(save, () => false);
    sync.change('cpp', 'too big');
    await vi.advanceTimersByTimeAsync(1500);
    pending[0]?.reject(new Error('400'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(1);
    expect(statuses.at(-1)).toBe('error');
  });

  it('saves each language that changed', async () => {
    const { save, calls } = controlledSave();
    const { sync } = setup(save);
    sync.change('python', 'p');
    sync.change('cpp', 'c');
    await vi.advanceTimersByTimeAsync(1500);
    expect(calls.map((call) => call.language).sort()).toEqual(['cpp', 'python']);
  });
});
