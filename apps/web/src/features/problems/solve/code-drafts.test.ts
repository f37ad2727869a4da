import { languageInfo } from '@codeconquer/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { purgeExpiredEntries } from '@/lib/storage';
import { codeFor, hasAnyDraft, loadDraft, loadLanguage, saveDraft, saveLanguage } from './code-drafts';

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
    expect(loadDraft(ada, 'cpp', 1)).toBe('int main() {}');
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
  it('tells whether anything of the problem is stored', () => {
    expect(hasAnyDraft(ada, 0)).toBe(false);
    saveDraft(ada, 'c', 'x', 0);
    expect(hasAnyDraft(ada, 1)).toBe(true);
    expect(hasAnyDraft(bob, 1)).toBe(false);
  });
  it('expires after 30 days, and the purge removes expired drafts', () => {
    saveDraft(ada, 'cpp', 'old', 0);
    saveDraft(ada, 'python', 'new', 20 * DAY);
    expect(purgeExpiredEntries(31 * DAY)).toBe(1);
    expect(localStorage.getItem('code_u1_two-sum_cpp')).toBeNull();
    expect(loadDraft(ada, 'python', 31 * DAY)).toBe('new');
    expect(loadDraft(ada, 'python', 51 * DAY)).toBeNull();
  });
});
