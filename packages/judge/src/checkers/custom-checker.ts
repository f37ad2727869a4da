/**
 * A problem's own output validator, run sandboxed with the Kattis protocol:
 *   validator input_file judge_answer_file feedback_dir [args…] < team_output
 * exit 42 accepts, 43 rejects; anything else is the validator's fault, never the contestant's. The
 * feedback folder ends with a slash, as the protocol promises (validators append file names to it).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LanguageId } from '@codeconquer/contracts';
import {
  randomName,
  SandboxError,
  type Box,
  type BoxOptions,
  type RawRunResult,
  type RunRequest,
} from '../sandbox';
import { TOOLCHAINS } from '../languages';
import { readHead } from '../read-head';

export const KATTIS_ACCEPT = 42;
export const KATTIS_REJECT = 43;

export type CustomChecker = {
  language: LanguageId;
  source: string;
  /** Extra arguments after `input answer feedback_dir` (a package's validator_flags). */
  args?: string[];
  /**
   * An interactive problem: the validator talks with the program while it runs (each reading what the
   * other writes) instead of reading its finished output. See interaction.ts.
   */
  interactive?: boolean;
};

/** The validator's feedback folder inside its box (its private /tmp). */
const FEEDBACK_DIR = '/tmp/';
/** Where an interactive validator's box sees the FIFOs it shares with the program's box. */
export const VALIDATOR_IO_DIR = '/io';

export class CheckerError extends Error {}

const CHECKER_LIMITS = {
  cpuMs: 10_000,
  wallMs: 20_000,
  memoryMb: 512,
  outputLimitBytes: 1024 * 1024,
  tmpKb: 16 * 1024,
};

/** How an interactive validator ended: its judgement, and when (to tell who ended first). */
export type InteractionEnd = { accepted: boolean; message: string; exitedAtMs: number };

/**
 * How a validator's box is opened: its program (the compiled validator, linked in for each submission)
 * read-only at /box, its files at /check, and the tests folder of the test box it goes with at /io (an
 * interactive validator meets the program through FIFOs there). Its files (input, judge answer, team
 * output) live in a folder of their own, never in the folder the contestants' boxes see, which would
 * hand a running program the judge's answers.
 */
export function validatorBoxOptions(
  programDir: string,
  filesDir: string,
  testsDir: string,
  scratchDir: string,
): BoxOptions {
  return {
    boxDir: programDir,
    boxWritable: false,
    scratchDir,
    binds: [
      { host: filesDir, box: '/check', readOnly: true },
      { host: testsDir, box: VALIDATOR_IO_DIR, readOnly: true },
    ],
    memoryBytes: (CHECKER_LIMITS.memoryMb + 64) * 1024 * 1024,
    maxProcesses: 64,
    runTmpKb: CHECKER_LIMITS.tmpKb,
  };
}

/** A validator's box and its files folder (test-boxes.ts keeps one with each test box). */
export type ValidatorBoxFolders = { box: Box; filesDir: string };

/**
 * The problem's validator in a validator box, for every test one test box runs. The box and its folders
 * belong to the test box's pool, which readies them for the next submission.
 */
export class CheckerBox {
  private readonly box: Box;
  private readonly filesDir: string;
  private readonly argv: string[];

  /** `args` go after the three protocol arguments on every check (CustomChecker.args). */
  constructor(
    { box, filesDir }: ValidatorBoxFolders,
    sourceFile: string,
    language: LanguageId,
    private readonly args: readonly string[] = [],
  ) {
    this.box = box;
    this.filesDir = filesDir;
    this.argv = TOOLCHAINS[language].run(sourceFile, CHECKER_LIMITS.memoryMb);
  }

  /** Null when accepted, else the validator's message (or a generic one). */
  async check(input: string, answer: string, teamOutputFile: string): Promise<string | null> {
    const name = this.writeFiles(input, answer);
    fs.copyFileSync(teamOutputFile, path.join(this.filesDir, `${name}.team`));
    try {
      const run = await this.box.run(this.runRequest(name, `/check/${name}.team`));
      const end = this.judgement(run, run.stdoutFile);
      return end.accepted ? null : end.message;
    } finally {
      this.removeFiles(name, ['in', 'ans', 'team']);
    }
  }

  /**
   * Runs the validator of one interactive test: it reads what the program writes from the FIFO
   * `fromProgram` and writes the program's input to `toProgram` (names in the shared folder). It opens
   * its output first, the program its input first, so that the two boxes' opens meet. `wallMs` bounds
   * it as the program is bounded, plus the validator's own time.
   */
  async interact(
    input: string,
    answer: string,
    fifos: { fromProgram: string; toProgram: string },
    wallMs: number,
  ): Promise<InteractionEnd> {
    const name = this.writeFiles(input, answer);
    try {
      const run = await this.box.run({
        ...this.runRequest(name, `${VALIDATOR_IO_DIR}/${fifos.fromProgram}`),
        wallMs: Math.max(CHECKER_LIMITS.wallMs, wallMs + CHECKER_LIMITS.wallMs),
        stdoutFifo: `${VALIDATOR_IO_DIR}/${fifos.toProgram}`,
        openStdoutFirst: true,
      });
      // Its standard output is the program's input: only its standard error can carry a message.
      return this.judgement(run, run.stderrFile);
    } finally {
      this.removeFiles(name, ['in', 'ans']);
    }
  }

  private writeFiles(input: string, answer: string): string {
    const name = randomName('');
    fs.writeFileSync(path.join(this.filesDir, `${name}.in`), input);
    fs.writeFileSync(path.join(this.filesDir, `${name}.ans`), answer);
    return name;
  }

  private removeFiles(name: string, suffixes: string[]): void {
    for (const suffix of suffixes) fs.rmSync(path.join(this.filesDir, `${name}.${suffix}`), { force: true });
  }

  private runRequest(name: string, stdinPath: string): RunRequest {
    return {
      argv: [...this.argv, `/check/${name}.in`, `/check/${name}.ans`, FEEDBACK_DIR, ...this.args],
      cpuMs: CHECKER_LIMITS.cpuMs,
      wallMs: CHECKER_LIMITS.wallMs,
      memoryKb: CHECKER_LIMITS.memoryMb * 1024,
      addressSpaceKb: 0,
      outputLimitBytes: CHECKER_LIMITS.outputLimitBytes,
      tmpKb: CHECKER_LIMITS.tmpKb,
      stdinPath,
      cwd: '/tmp',
    };
  }

  /** 42 accepts, 43 rejects with the validator's message; anything else is the validator's failure. */
  private judgement(run: RawRunResult, messageFile: string): InteractionEnd {
    if (run.execErrno !== 0)
      throw new SandboxError(`The output validator could not start (errno ${run.execErrno}).`);
    const message = readHead(messageFile, 500).trim() || readHead(run.stderrFile, 500).trim();
    const { exitedAtMs } = run;
    if (run.exitCode === KATTIS_ACCEPT) return { accepted: true, message, exitedAtMs };
    if (run.exitCode === KATTIS_REJECT)
      return { accepted: false, message: message || 'Rejected by the output validator.', exitedAtMs };
    throw new CheckerError(
      `The output validator failed (exit ${run.exitCode}, signal ${run.signal}, ${run.killedBy}): ${message}`,
    );
  }
}
