import { languageInfo } from '@codeconquer/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { purgeExpiredEntries } from '@/lib/storage';
import {
  codeFor,
  loadDraft,
  loadDrafts,
  loadLanguage,
  markSynced,
  saveDraft,
  saveLanguage,
  unsyncedDrafts,
} from './code-drafts';

/** A Map behind the Storage interface: the unit project runs in Node, which has no localStorage. */
function memoryStorage(): Storage {
  const entries = new Map<string, string>();
  const storage = {
    get length() {
      return entries.size;
    },
    clear: () => entries.clear(),
    getItem: (key: string) => entries.get(key) ?? null,
    key: (index: number) => [...entries.keys()][index] ?? null,
    removeItem: (key: string) => void entries.delete(key),
    setItem: (key: string, value: string) => void entries.set(key, String(value)),
  };
  // Object.keys(localStorage) lists the stored keys in browsers; the proxy does the same.
  return new Proxy(storage, {
    ownKeys: () => [...entries.keys()],
    getOwnPropertyDescriptor: (_target, key) =>
      typeof key === 'string' && entries.has(key)
        ? { enumerable: true, configurable: true, value: entries.get(key) }
        : undefined,
  }) as Storage;
}

const ada = { userId: 'u1', problemId: 'two-sum' };
const bob = { userId: 'u2', problemId: 'two-sum' };
const DAY = 24 * 3600 * 1000;

beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
afterEach(() => vi.unstubAllGlobals());

describe('code drafts', () => {
  it('keeps code per user, problem and language', () => {
    saveDraft(ada, 'cpp', 'int main() {}', 0);
    expect(loadDraft(ada, 'cpp', 1)).toEqual({
      code: 'int main() {}',
      savedAt: 0,
      base: null,
      synced: false,
    });
    expect(loadDraft(ada, 'python', 1)).toBeNull();
    expect(loadDraft(bob, 'cpp', 1)).toBeNull();
    expect(loadDraft({ ...ada, problemId: 'other' }, 'cpp', 1)).toBeNull();
    expect(localStorage.getItem('code_u1_two-sum_cpp')).toContain('expiresAt');
  });
  it("falls back to the language's template", () => {
    saveDraft(ada, 'cpp', 'mine', 0);
    expect(codeFor(ada, 'cpp', 1)).toBe('mine');
    expect(codeFor(ada, 'java', 1)).toBe(languageInfo('java').template);
  });
  it('remembers the language per user and problem', () => {
    expect(loadLanguage(ada)).toBeNull();
    saveLanguage(ada, 'java', 0);
    expect(loadLanguage(ada, 1)).toBe('java');
    expect(loadLanguage(bob, 1)).toBeNull();
  });
  it('reads drafts stored as bare code before the server kept them', () => {
    localStorage.setItem('code_u1_two-sum_c', JSON.stringify({ value: 'old', expiresAt: DAY }));
    expect(loadDraft(ada, 'c', 1)).toEqual({ code: 'old', savedAt: 0, base: null, synced: false });
    expect(Object.keys(loadDrafts(ada, 1))).toEqual(['c']);
  });
  it('records what the server holds: synced only while the code is still the one sent', () => {
    saveDraft(ada, 'cpp', 'v1', 0);
    markSynced(ada, 'cpp', 'v1', '2025-01-01T00:00:00.000Z', 1);
    expect(loadDraft(ada, 'cpp', 2)).toMatchObject({ base: '2025-01-01T00:00:00.000Z', synced: true });
    // Typing keeps the base (the version this text grew from) and is not on the server yet.
    saveDraft(ada, 'cpp', 'v2', 3);
    expect(loadDraft(ada, 'cpp', 4)).toMatchObject({
      code: 'v2',
      base: '2025-01-01T00:00:00.000Z',
      synced: false,
    });
    // An answer for older text moves the base but leaves the draft unsynced.
    markSynced(ada, 'cpp', 'v1', '2025-01-01T00:00:05.000Z', 5);
    expect(loadDraft(ada, 'cpp', 6)).toMatchObject({
      code: 'v2',
      base: '2025-01-01T00:00:05.000Z',
      synced: false,
    });
  });
  it("lists the user's drafts the server lacks, across problems, and nobody else's", () => {
    saveDraft(ada, 'cpp', 'a', 0);
    saveDraft({ ...ada, problemId: 'max-gap' }, 'python', 'b', 0);
    saveDraft(ada, 'java', 'c', 0);
    markSynced(ada, 'java', 'c', '2025-01-01T00:00:00.000Z', 0);
    saveLanguage(ada, 'cpp', 0);
    saveDraft(bob, 'c', 'd', 0);
    expect(unsyncedDrafts('u1', 1)).toEqual(
      expect.arrayContaining([
        { problemId: 'two-sum', language: 'cpp', code: 'a' },
        { problemId: 'max-gap', language: 'python', code: 'b' },
      ]),
    );
    expect(unsyncedDrafts('u1', 1)).toHaveLength(2);
  });
  it('expires after 30 days, and the purge removes expired drafts', () => {
    saveDraft(ada, 'cpp', 'old', 0);
    saveDraft(ada, 'python', 'new', 20 * DAY);
    expect(purgeExpiredEntries(31 * DAY)).toBe(1);
    expect(localStorage.getItem('code_u1_two-sum_cpp')).toBeNull();
    expect(loadDraft(ada, 'python', 31 * DAY)?.code).toBe('new');
    expect(loadDraft(ada, 'python', 51 * DAY)).toBeNull();
  });
});
