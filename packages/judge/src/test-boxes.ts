/**
 * The judge's test boxes, kept from one submission to the next (sandbox/box-pool.ts says how a box is
 * readied for another use and what stays). Each has folders of its own, bound once when it opens: the
 * program's (/box) and the hidden one of test inputs (/tests). A submission links its compiled program
 * into the first and writes its inputs into the second; the box's memory cap is set for each submission.
 *
 * A problem with its own output validator runs it in a validator box beside each test box: opened the
 * first time a test box needs one, then kept with it, reset and emptied with it, closed with it. It binds
 * a program folder of its own (the validator, linked in per submission), a files folder and the test
 * box's tests folder (validatorBoxOptions), which is why it goes with that test box and no other.
 */
import { validatorBoxOptions } from './checkers/custom-checker';
import { makeProgramDir, removeProgramDir } from './program-dir';
import { testBoxOptions } from './run-settings';
import { Box, BoxPool, emptyBoundDir, makeHiddenDir, removeHiddenDir, type BoxKind } from './sandbox';

/** A validator box with the folders it binds besides its test box's tests folder. */
export type ValidatorBox = { box: Box; programDir: string; filesDir: string };

/** A test box with the folders it binds, and its validator box once one was needed. */
export type TestBox = { box: Box; programDir: string; testsDir: string; validator?: ValidatorBox };

/** Idle test boxes kept for the next submissions, and for how long an unused one stays. */
const IDLE_TEST_BOXES = 4;
const IDLE_TEST_BOX_MS = 60_000;

/** Test boxes leased by their memory cap in bytes. */
export type TestBoxPool = BoxPool<TestBox, number>;

/** Removes a test box's folders (and its validator box's): once closed, or when it could not open. */
function removeFolders({ programDir, testsDir, validator }: Omit<TestBox, 'box'>): void {
  removeProgramDir(programDir);
  removeHiddenDir(testsDir);
  if (validator) removeValidatorFolders(validator);
}

function removeValidatorFolders({ programDir, filesDir }: Omit<ValidatorBox, 'box'>): void {
  removeProgramDir(programDir);
  removeHiddenDir(filesDir);
}

/** The test box's validator box, opened now if it has none yet; it stays with the test box. */
export async function validatorBoxOf(testBox: TestBox, workDir: string): Promise<ValidatorBox> {
  if (testBox.validator) return testBox.validator;
  const folders = { programDir: makeProgramDir(workDir), filesDir: makeHiddenDir(workDir, 'check-') };
  try {
    const box = await Box.open(
      validatorBoxOptions(folders.programDir, folders.filesDir, testBox.testsDir, workDir),
    );
    testBox.validator = { box, ...folders };
    return testBox.validator;
  } catch (error) {
    removeValidatorFolders(folders);
    throw error;
  }
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
    boxes: ({ box, validator }) => (validator ? [box, validator.box] : [box]),
    empty: ({ programDir, testsDir, validator }) => {
      emptyBoundDir(programDir);
      emptyBoundDir(testsDir);
      if (validator) {
        emptyBoundDir(validator.programDir);
        emptyBoundDir(validator.filesDir);
      }
    },
    remove: removeFolders,
  };
  return new BoxPool(kind, { maxIdle: IDLE_TEST_BOXES, idleMs: IDLE_TEST_BOX_MS });
}
