/**
 * How the programs under test are boxed and limited, worked out once per request from its limits: the
 * options of each box that runs the tests, and the request the supervisor gets for each test.
 */
import type { FifoPair } from './interaction';
import type { JudgeRequest } from './judge-types';
import { TOOLCHAINS, type Toolchain } from './languages';
import type { BoxOptions, MemoryAccounting, RunRequest } from './sandbox';
import type { Limits } from './verdict';

const DEFAULT_OUTPUT_LIMIT = 16 * 1024 * 1024;
const RUN_TMP_KB = 32 * 1024;
const RUN_MAX_PROCESSES = 64;
/** The supervisor, bubblewrap's init and the box's /tmp live in the box's memory group too. */
const BOX_MEMORY_OVERHEAD = 64 * 1024 * 1024;
/** Address-space slack over the memory limit where rlimits stand in for cgroups (shared libraries). */
const ADDRESS_SPACE_SLACK_KB = 64 * 1024;
/** Where a test box sees the folder of test inputs. */
const TESTS_IN_BOX = '/tests';

export type TestRunPlan = {
  toolchain: Toolchain;
  /** The compiled program's source file name, inside /box. */
  sourceFile: string;
  limits: Limits;
  outputLimitBytes: number;
  /** Only without a memory cgroup, and only for runtimes that tolerate one (not the JVM). */
  useAddressSpaceLimit: boolean;
};

export function testRunPlan(
  request: JudgeRequest,
  sourceFile: string,
  accounting: MemoryAccounting,
): TestRunPlan {
  const toolchain = TOOLCHAINS[request.language];
  return {
    toolchain,
    sourceFile,
    limits: request.limits,
    outputLimitBytes: request.outputLimitBytes ?? DEFAULT_OUTPUT_LIMIT,
    useAddressSpaceLimit: accounting === 'rlimit' && toolchain.addressSpaceLimitWorks,
  };
}

/**
 * A box for the tests: the program's folder read-only at /box, the hidden folder of inputs at /tests.
 * The folders are the box's own (test-boxes.ts): it serves one submission after another.
 */
export function testBoxOptions(
  programDir: string,
  scratchDir: string,
  testsDir: string,
  memoryBytes: number,
): BoxOptions {
  return {
    boxDir: programDir,
    boxWritable: false,
    scratchDir,
    binds: [{ host: testsDir, box: TESTS_IN_BOX, readOnly: true }],
    memoryBytes,
    maxProcesses: RUN_MAX_PROCESSES,
    runTmpKb: RUN_TMP_KB,
  };
}

/**
 * A test box's memory cap for this request: the program's limit, the box's own overhead and /tmp, and
 * the outputs of the (at most two) runs in flight, which are charged to the box too.
 */
export function testBoxMemoryBytes(plan: TestRunPlan): number {
  return (
    plan.limits.memoryLimitMb * 1024 * 1024 +
    BOX_MEMORY_OVERHEAD +
    RUN_TMP_KB * 1024 +
    4 * plan.outputLimitBytes
  );
}

/**
 * One interactive test's run: its input is what the validator writes to the FIFO `toProgram`, its
 * output goes straight to the FIFO `fromProgram` (both in the tests folder). It opens its input first.
 */
export function interactiveRunRequest(plan: TestRunPlan, fifos: FifoPair): RunRequest {
  return {
    ...testRunRequest(plan, fifos.toProgram),
    stdoutFifo: `${TESTS_IN_BOX}/${fifos.fromProgram}`,
    openStdoutFirst: false,
  };
}

/** One test's run, reading the input file of that name from the tests folder. */
export function testRunRequest(plan: TestRunPlan, inputFile: string): RunRequest {
  const { limits } = plan;
  return {
    argv: plan.toolchain.run(plan.sourceFile, limits.memoryLimitMb),
    cpuMs: limits.timeLimitMs,
    // Wall time covers a program that sleeps or blocks; generous so that a busy machine is not TLE.
    wallMs: limits.timeLimitMs * 2 + 1000,
    memoryKb: limits.memoryLimitMb * 1024,
    addressSpaceKb: plan.useAddressSpaceLimit ? limits.memoryLimitMb * 1024 + ADDRESS_SPACE_SLACK_KB : 0,
    outputLimitBytes: plan.outputLimitBytes,
    tmpKb: RUN_TMP_KB,
    maxProcesses: RUN_MAX_PROCESSES,
    stdinPath: `${TESTS_IN_BOX}/${inputFile}`,
    cwd: '/tmp',
  };
}
