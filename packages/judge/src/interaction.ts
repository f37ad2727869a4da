/**
 * Interactive problems (Kattis protocol): the program and the problem's validator run at once, each in
 * its own box, connected by two FIFOs in a folder both boxes see. The validator reads the test's input
 * and answer files, writes the program's input and reads its output; the program never sees the files.
 *
 * The verdict follows problemtools: the program's CPU time counts against the time limit (the validator's
 * never does); a validator that rejects before the program ends makes it Wrong Answer whatever the
 * program then does (it usually dies of a broken pipe); otherwise a program that broke a limit or crashed
 * keeps that verdict, and a clean program gets the validator's judgement.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import type { InteractionEnd } from './checkers/custom-checker';
import type { TestResult } from './judge-types';
import { randomName } from './sandbox';

export type FifoPair = { toProgram: string; fromProgram: string };

/**
 * Two fresh FIFOs in `dir` (a hidden folder both boxes see), under random names: a test's pair is its
 * own, so a run queued behind another can never meet the other test's peer. Mode 0666: both boxes run
 * as the sandbox user, and the folder itself cannot be listed.
 */
export function makeFifoPair(dir: string): FifoPair {
  const base = randomName('');
  const pair = { toProgram: `${base}.to`, fromProgram: `${base}.from` };
  execFileSync('mkfifo', ['-m', '0666', path.join(dir, pair.toProgram), path.join(dir, pair.fromProgram)]);
  return pair;
}

/**
 * `program`: the program's result from its own run (limits and crashes already judged, Accepted when
 * clean), `programExitedAtMs` when it ended. Both end times are the host's monotonic clock read as each
 * process's wait returned, by its run's init, which keeps its copies of the FIFOs open until then: the
 * other side sees the end (end of file, a broken pipe) only after it is stamped, so the stamps' order is
 * the order of the ends even on a loaded host. (Wall times include each box's tear-down and swapped the
 * order now and then.)
 */
export function interactionResult(
  program: TestResult,
  programExitedAtMs: number,
  validator: InteractionEnd,
): TestResult {
  // A program killed by SIGPIPE wrote to a pipe nobody reads any more: the interactor had closed its end.
  // (The stamps agree: each run's init holds its side's FIFOs until it has stamped its program's end, so
  // neither side can react to the other's end before that end is stamped.)
  const brokenPipe = program.signal === os.constants.signals.SIGPIPE;
  const validatorEndedFirst = brokenPipe || validator.exitedAtMs < programExitedAtMs;
  if (!validator.accepted && validatorEndedFirst)
    return { ...program, verdict: 'Wrong Answer', detail: validator.message };
  if (program.verdict !== 'Accepted') return program;
  return validator.accepted ? program : { ...program, verdict: 'Wrong Answer', detail: validator.message };
}
