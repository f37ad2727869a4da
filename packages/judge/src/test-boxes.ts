/**
 * The judge's test boxes, kept from one submission to the next. Opening a box (bubblewrap's namespaces,
 * its cgroups, the supervisor) costs ~25 ms; readying a used one costs a RESET: the supervisor kills the
 * box's init, which takes every process, the /tmp and the IPC objects of the runs along, and makes a new
 * one, while the folders the box binds are emptied here. What stays is what no program can write to:
 * bubblewrap's read-only mounts, its user and network namespaces, the supervisor and the groups.
 *
 * Each box has folders of its own, bound once when it opens: the program's (/box) and the hidden one of
 * test inputs (/tests). A submission links its compiled program into the first and writes its inputs into
 * the second; both are emptied when the box comes back, after the reset (so no process is left to see
 * the next submission's files appear).
 */
import { removeProgramDir, makeProgramDir } from './program-dir';
import { testBoxOptions } from './run-settings';
import { Box, emptyBoundDir, makeHiddenDir, removeHiddenDir } from './sandbox';

/** A test box with the folders it binds. */
export type TestBox = { box: Box; programDir: string; testsDir: string };

export type TestBoxPoolOptions = {
  /** Where the boxes' folders are made (also the boxes' scratch folder). */
  workDir: string;
  /** Idle boxes kept at most; more come back than that only when submissions ran side by side. */
  maxIdle: number;
  /** An idle box unused this long is closed: a quiet judge holds no boxes. */
  idleMs: number;
};

/** How many boxes were opened and how many leases a used box served: for tests and benches. */
export type TestBoxCounts = { opened: number; reused: number };

type IdleBox = { testBox: TestBox; timer: NodeJS.Timeout };

export class TestBoxPool {
  /** The most recently returned last: it is taken first, while its memory is warm. */
  private readonly idle: IdleBox[] = [];
  private closed = false;
  private readonly counted: TestBoxCounts = { opened: 0, reused: 0 };

  constructor(private readonly options: TestBoxPoolOptions) {}

  get counts(): TestBoxCounts {
    return { ...this.counted };
  }

  /** `count` boxes for one submission, each capped at `memoryBytes`: idle ones first, new ones for the rest. */
  async lease(count: number, memoryBytes: number): Promise<TestBox[]> {
    const leased: TestBox[] = [];
    while (leased.length < count) {
      const waiting = this.idle.pop();
      if (!waiting) break;
      clearTimeout(waiting.timer);
      const { testBox } = waiting;
      try {
        testBox.box.setMemoryBytes(memoryBytes);
      } catch {
        // The kernel refused the new cap (memory still charged to the group): a new box will do.
        await closeTestBox(testBox);
        continue;
      }
      testBox.box.holdEventLoop(true);
      this.counted.reused += 1;
      leased.push(testBox);
    }
    const opening = await Promise.allSettled(
      Array.from({ length: count - leased.length }, () => this.open(memoryBytes)),
    );
    for (const outcome of opening) if (outcome.status === 'fulfilled') leased.push(outcome.value);
    const failed = opening.find((outcome) => outcome.status === 'rejected');
    if (failed) {
      await this.giveBack(leased);
      throw failed.reason;
    }
    return leased;
  }

  /**
   * Boxes back from a submission whose runs have all ended: each is reset and kept for the next, or
   * closed when it cannot be (a box that failed, or more idle boxes than the pool keeps).
   */
  async giveBack(testBoxes: TestBox[]): Promise<void> {
    await Promise.all(
      testBoxes.map(async (testBox) => {
        if (this.closed || this.idle.length >= this.options.maxIdle || !(await testBox.box.reset())) {
          await closeTestBox(testBox);
          return;
        }
        emptyBoundDir(testBox.programDir);
        emptyBoundDir(testBox.testsDir);
        // Checked again: the pool may have filled or closed while this box reset.
        if (this.closed || this.idle.length >= this.options.maxIdle) {
          await closeTestBox(testBox);
          return;
        }
        testBox.box.holdEventLoop(false);
        const timer = setTimeout(() => this.retire(testBox), this.options.idleMs);
        timer.unref();
        this.idle.push({ testBox, timer });
      }),
    );
  }

  /** Closes every idle box; boxes still leased are closed when they come back. */
  async close(): Promise<void> {
    this.closed = true;
    const waiting = this.idle.splice(0);
    for (const { timer } of waiting) clearTimeout(timer);
    await Promise.all(waiting.map(({ testBox }) => closeTestBox(testBox)));
  }

  private async open(memoryBytes: number): Promise<TestBox> {
    const { workDir } = this.options;
    const programDir = makeProgramDir(workDir);
    const testsDir = makeHiddenDir(workDir, 'tests-');
    try {
      const box = await Box.open(testBoxOptions(programDir, workDir, testsDir, memoryBytes));
      this.counted.opened += 1;
      return { box, programDir, testsDir };
    } catch (error) {
      removeProgramDir(programDir);
      removeHiddenDir(testsDir);
      throw error;
    }
  }

  private retire(testBox: TestBox): void {
    const at = this.idle.findIndex((entry) => entry.testBox === testBox);
    if (at < 0) return;
    this.idle.splice(at, 1);
    void closeTestBox(testBox);
  }
}

async function closeTestBox({ box, programDir, testsDir }: TestBox): Promise<void> {
  await box.close();
  removeProgramDir(programDir);
  removeHiddenDir(testsDir);
}
