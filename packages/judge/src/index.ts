export {
  Judge,
  type JudgeRequest,
  type JudgeResult,
  type TestCase,
  type TestResult,
  type ProgressEvent,
} from './judge';
export { Compiler, type CompileResult } from './compile';
export { type TestBox, type TestBoxPool } from './test-boxes';
export {
  type CounterexampleSearch,
  type CounterexampleOutcome,
  MAX_SMALL_INPUT_BYTES,
  SMALL_INPUT_TIME_LIMIT_MS,
} from './counterexample/search';
export { checkTokens, type TokenCheckOptions } from './checkers/token-checker';
export { TOOLCHAINS, javaClassName } from './languages';
export {
  Box,
  BoxStalledError,
  SandboxError,
  memoryAccounting,
  type BoxOptions,
  type MemoryAccounting,
  type RunRequest,
  type RawRunResult,
} from './sandbox';
export {
  grade,
  DEFAULT_GROUP_SETTINGS,
  type Grade,
  type GroupScore,
  type GroupSettings,
  type ScoringPlan,
} from './grading';
export { sandboxSelfTest, SandboxUnavailableError } from './self-test';
export { readToolchainVersions, parseVersion } from './toolchain-versions';
export { CheckerError, type CustomChecker, KATTIS_ACCEPT, KATTIS_REJECT } from './checkers/custom-checker';
export {
  type JudgeQueue,
  type JudgeJobHandler,
  type JobLane,
  type QueueEvent,
  type QueueStatus,
  type QueueListener,
  InfrastructureError,
  isInfrastructureFailure,
  failureKind,
  type FailureKind,
  MAX_JOB_ATTEMPTS,
  MAX_JOB_STARTS,
  tooManyStartsReason,
} from './queue/judge-queue';
export { sameSecret, JUDGE_SECONDS_BUCKETS } from './queue/operator-tokens';
export { InProcessJudgeQueue, type InProcessQueueOptions } from './queue/in-process-queue';
export {
  BullMqJudgeQueue,
  startBullMqWorker,
  stopBullMqWorker,
  JUDGE_QUEUE_NAME,
  type AttemptReport,
} from './queue/bullmq-queue';
