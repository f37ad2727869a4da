import type { Draft, LanguageId } from '@codeconquer/contracts';
import { describe, expect, it } from 'vitest';
import { newerDraft, planRestore, type LocalDraft, type RestoreInput } from './draft-restore';

const T0 = '2025-03-01T10:00:00.000Z';
const T1 = '2025-03-01T10:05:00.000Z';
const at = (iso: string) => Date.parse(iso);

const local = (code: string, savedAt: number, base: string | null, synced = false): LocalDraft => ({
  code,
  savedAt,
  base,
  synced,
});
const server = (language: LanguageId, code: string, updatedAt: string): Draft => ({
  language,
  code,
  updatedAt,
});

function input(overrides: Partial<RestoreInput> = {}): RestoreInput {
  return {
    localLanguage: null,
    localDrafts: {},
    server: { drafts: [], preferredLanguage: null },
    lastSubmission: null,
    template: (language) => `template:${language}`,
    ...overrides,
  };
}

describe('which copy of a draft is newer', () => {
  it('takes whichever exists when only one does', () => {
    expect(newerDraft(null, null)).toBeNull();
    expect(newerDraft(local('a', 0, null), null)).toBe('local');
    expect(newerDraft(null, server('c', 'b', T0))).toBe('server');
  });
  it("keeps this device's copy when the server still holds the version it grew from, whatever the clocks say", () => {
    // Typed after the last save, but this machine's clock is behind the server's.
    expect(newerDraft(local('edited', at(T0) - 60_000, T0), server('c', 'saved', T0))).toBe('local');
  });
  it('takes the later edit when the server changed since (another device)', () => {
    expect(newerDraft(local('here', at(T0), T0), server('c', 'there', T1))).toBe('server');
    expect(newerDraft(local('here', at(T1) + 1000, T0), server('c', 'there', T1))).toBe('local');
    expect(newerDraft(local('legacy', 0, null), server('c', 'there', T0))).toBe('server');
  });
  it("takes the server's copy of the same code (it records the server has it)", () => {
    expect(newerDraft(local('same', at(T1), null), server('c', 'same', T0))).toBe('server');
  });
});

describe('what the editor opens with', () => {
  it("opens this device's draft when it is newer than the server's", () => {
    const plan = planRestore(
      input({
        localLanguage: 'cpp',
        localDrafts: { cpp: local('mine', at(T1), T0) },
        server: { drafts: [server('cpp', 'older', T0)], preferredLanguage: 'cpp' },
      }),
    );
    expect(plan).toMatchObject({ language: 'cpp', code: 'mine', source: 'local', adopt: [] });
  });
  it("opens the server's draft after signing out cleared this device (language from the server)", () => {
    const drafts = [server('java', 'class Solution {}', T1), server('python', 'print(1)', T0)];
    const plan = planRestore(
      input({
        server: { drafts, preferredLanguage: 'java' },
        lastSubmission: { language: 'java', code: 'submitted', submittedAt: T0 },
      }),
    );
    expect(plan).toMatchObject({ language: 'java', code: 'class Solution {}', source: 'server' });
    expect(plan.adopt).toEqual(drafts);
  });
  it("prefers the server's newer draft from another device to a stale local one", () => {
    const plan = planRestore(
      input({
        localLanguage: 'python',
        localDrafts: { python: local('stale', at(T0), T0, true) },
        server: { drafts: [server('python', 'fresh', T1)], preferredLanguage: 'python' },
      }),
    );
    expect(plan).toMatchObject({ code: 'fresh', source: 'server' });
  });
  it('keeps the language chosen on this device over the server preference', () => {
    const plan = planRestore(
      input({
        localLanguage: 'c',
        server: { drafts: [server('java', 'x', T0)], preferredLanguage: 'java' },
      }),
    );
    expect(plan).toMatchObject({ language: 'c', code: 'template:c', source: 'template' });
    expect(plan.adopt).toHaveLength(1);
  });
  it("offers the last submission's code when there is no draft, in its language", () => {
    const plan = planRestore(
      input({ lastSubmission: { language: 'cpp', code: 'int main(){}', submittedAt: T0 } }),
    );
    expect(plan).toEqual({
      language: 'cpp',
      code: 'int main(){}',
      source: 'submission',
      restoredFrom: T0,
      adopt: [],
    });
  });
  it('does not put a submission in another language into the chosen one', () => {
    const plan = planRestore(
      input({ localLanguage: 'java', lastSubmission: { language: 'cpp', code: 'x', submittedAt: T0 } }),
    );
    expect(plan).toMatchObject({ language: 'java', code: 'template:java', source: 'template' });
  });
  it('falls back to the Python template, and to local drafts alone when the server could not answer', () => {
    expect(planRestore(input())).toMatchObject({
      language: 'python',
      code: 'template:python',
      source: 'template',
    });
    const offline = planRestore(
      input({ server: null, localLanguage: 'cpp', localDrafts: { cpp: local('offline', 1, null) } }),
    );
    expect(offline).toMatchObject({ language: 'cpp', code: 'offline', source: 'local' });
  });
});
