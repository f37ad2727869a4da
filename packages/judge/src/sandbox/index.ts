/**
 * The sandbox, as the rest of the judge sees it: boxes and what they run, how memory is accounted on
 * this host, the folders a box may read by name only, and where the native parts are. The cgroup
 * plumbing behind a box (createBoxCgroup) stays inside this folder: only Box makes groups.
 */
export {
  Box,
  BoxStalledError,
  SandboxError,
  type Bind,
  type BoxOptions,
  type KilledBy,
  type RawRunResult,
  type RunRequest,
} from './box';
export { BoxPool, type BoxKind, type BoxPoolCounts, type BoxPoolOptions } from './box-pool';
export { memoryAccounting, type MemoryAccounting } from './cgroups';
export { emptyBoundDir, makeHiddenDir, makeReachableDir, randomName, removeHiddenDir } from './hidden-dir';
export { hasJavacArchive, hasJavaRunArchive, hasPrecompiledHeader, nativePaths } from './native-paths';
