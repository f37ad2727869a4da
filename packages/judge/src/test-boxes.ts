/**
 * The judge's test boxes, kept from one submission to the next (sandbox/box-pool.ts says how a box is
 * readied for another use and what stays). Each has folders of its own, bound once when it opens: the
 * program's (/box) and the hidden one of test inputs (/tests). A submission links its compiled program
 * into the first and writes its inputs into the second; the box's memory cap is set for each submission.
 */
import { makeProgramDir, removeProgramDir } from './program-dir';
import { testBoxOptions } from './run-settings';
import { Box, BoxPool, emptyBoundDir, makeHiddenDir, removeHiddenDir, type BoxKind } from './sandbox';

/** A test box with the folders it binds. */
export type TestBox = { box: Box; programDir: string; testsDir: string };

/** Idle test boxes kept for the next submissions, and for how long an unused one stays. */
const IDLE_TEST_BOXES = 4;
const IDLE_TEST_BOX_MS = 60_000;

/** Test boxes leased by their memory cap in bytes. */
export type TestBoxPool = BoxPool<TestBox, number>;

/** Removes a test box's folders: once it is closed, or when it could not open. */
function removeFolders({ programDir, testsDir }: Omit<TestBox, 'box'>): void {
  removeProgramDir(programDir);
  removeHiddenDir(testsDir);
}

export function testBoxPool(workDir: string): TestBoxPool {
  const kind: BoxKind<TestBox, number> = {
    open: async (memoryBytes) => {
      const folders = { programDir: makeProgramDir(workDir), testsDir: makeHiddenDir(workDir, 'tests-') };
      try {
        const box = await Box.open(
          testBoxOptions(folders.programDir, workDir, folders.testsDir, memoryBytes),
        );
        return { box, ...folders };
      } catch (error) {
        removeFolders(folders);
        throw error;
      }
    },
    fit: ({ box }, memoryBytes) => {
      box.setMemoryBytes(memoryBytes);
      return true;
    },
    empty: ({ programDir, testsDir }) => {
      emptyBoundDir(programDir);
      emptyBoundDir(testsDir);
    },
    remove: removeFolders,
  };
  return new BoxPool(kind, { maxIdle: IDLE_TEST_BOXES, idleMs: IDLE_TEST_BOX_MS });
}
