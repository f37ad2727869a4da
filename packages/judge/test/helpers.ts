/** A judge in a temporary folder, and a one-test judging shortcut for the verdict and attack suites. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LanguageId } from '@codeconquer/contracts';
import { Judge, type JudgeResult } from '../src/judge';

/** `cleanup` closes the judge's idle boxes (a worker process runs several test files) and removes its folder. */
export function createTestJudge(): { judge: Judge; cleanup: () => Promise<void> } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'codeconquer-judge-test-'));
  fs.chmodSync(root, 0o755);
  // The production compile limits: the attack suite checks that they stop compile bombs quickly.
  const judge = new Judge(root);
  return {
    judge,
    cleanup: async () => {
      await judge.close();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

export type OneTest = {
  input?: string;
  answer?: string;
  timeLimitMs?: number;
  memoryLimitMb?: number;
  outputLimitBytes?: number;
};

export function judgeOne(
  judge: Judge,
  language: LanguageId,
  source: string,
  test: OneTest = {},
): Promise<JudgeResult> {
  return judge.judge({
    language,
    source,
    tests: [{ id: '1', input: test.input ?? '', answer: test.answer ?? '' }],
    limits: { timeLimitMs: test.timeLimitMs ?? 1000, memoryLimitMb: test.memoryLimitMb ?? 64 },
    outputLimitBytes: test.outputLimitBytes ?? 1024 * 1024,
  });
}
