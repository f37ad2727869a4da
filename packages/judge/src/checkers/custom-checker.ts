/**
 * A problem's own output validator, run sandboxed with the Kattis protocol:
 *   validator input_file judge_answer_file feedback_dir [args…] < team_output
 * exit 42 accepts, 43 rejects; anything else is the validator's fault, never the contestant's. The
 * feedback folder ends with a slash, as the protocol promises (validators append file names to it).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LanguageId } from '@codeconquer/contracts';
import { Box, makeHiddenDir, randomName, removeHiddenDir, type BoxOptions } from '../sandbox';
import { TOOLCHAINS } from '../languages';
import { readHead } from '../read-head';

export const KATTIS_ACCEPT = 42;
export const KATTIS_REJECT = 43;

export type CustomChecker = {
  language: LanguageId;
  source: string;
  /** Extra arguments after `input answer feedback_dir` (a package's validator_flags). */
  args?: string[];
};

/** The validator's feedback folder inside its box (its private /tmp). */
const FEEDBACK_DIR = '/tmp/';

export class CheckerError extends Error {}

const CHECKER_LIMITS = {
  cpuMs: 10_000,
  wallMs: 20_000,
  memoryMb: 512,
  outputLimitBytes: 1024 * 1024,
  tmpKb: 16 * 1024,
};

/**
 * One validator box, reused for every test a worker checks. Its files (input, judge answer, team output)
 * live in a folder of its own: never in the folder the contestants' boxes see, which would hand a
 * running program the judge's answers.
 */
export class CheckerBox {
  private constructor(
    private readonly box: Box,
    private readonly argv: string[],
    private readonly filesDir: string,
    private readonly args: readonly string[],
  ) {}

  /** `args` go after the three protocol arguments on every check (CustomChecker.args). */
  static async open(
    artifactDir: string,
    sourceFile: string,
    language: LanguageId,
    scratchDir: string,
    args: readonly string[] = [],
  ) {
    const filesDir = makeHiddenDir(scratchDir, 'check-');
    const options: BoxOptions = {
      boxDir: artifactDir,
      boxWritable: false,
      scratchDir,
      binds: [{ host: filesDir, box: '/check', readOnly: true }],
      memoryBytes: (CHECKER_LIMITS.memoryMb + 64) * 1024 * 1024,
      maxProcesses: 64,
    };
    try {
      const box = await Box.open(options);
      const argv = TOOLCHAINS[language].run(sourceFile, CHECKER_LIMITS.memoryMb);
      return new CheckerBox(box, argv, filesDir, [...args]);
    } catch (error) {
      removeHiddenDir(filesDir);
      throw error;
    }
  }

  /** Null when accepted, else the validator's message (or a generic one). */
  async check(input: string, answer: string, teamOutputFile: string): Promise<string | null> {
    const name = randomName('');
    fs.writeFileSync(path.join(this.filesDir, `${name}.in`), input);
    fs.writeFileSync(path.join(this.filesDir, `${name}.ans`), answer);
    fs.copyFileSync(teamOutputFile, path.join(this.filesDir, `${name}.team`));
    try {
      const run = await this.box.run({
        argv: [...this.argv, `/check/${name}.in`, `/check/${name}.ans`, FEEDBACK_DIR, ...this.args],
        cpuMs: CHECKER_LIMITS.cpuMs,
        wallMs: CHECKER_LIMITS.wallMs,
        memoryKb: CHECKER_LIMITS.memoryMb * 1024,
        addressSpaceKb: 0,
        outputLimitBytes: CHECKER_LIMITS.outputLimitBytes,
        tmpKb: CHECKER_LIMITS.tmpKb,
        stdinPath: `/check/${name}.team`,
        cwd: '/tmp',
      });
      if (run.exitCode === KATTIS_ACCEPT) return null;
      const message = readHead(run.stdoutFile, 500).trim() || readHead(run.stderrFile, 500).trim();
      if (run.exitCode === KATTIS_REJECT) return message || 'Rejected by the output validator.';
      throw new CheckerError(
        `The output validator failed (exit ${run.exitCode}, signal ${run.signal}, ${run.killedBy}): ${message}`,
      );
    } finally {
      for (const suffix of ['in', 'ans', 'team'])
        fs.rmSync(path.join(this.filesDir, `${name}.${suffix}`), { force: true });
    }
  }

  async close(): Promise<void> {
    await this.box.close();
    removeHiddenDir(this.filesDir);
  }
}
