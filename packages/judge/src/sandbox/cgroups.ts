/**
 * Per-box control groups, when the judge runs as root: a memory cap (the kernel OOM-kills inside the box,
 * never outside) and a process cap (the reliable fork-bomb limit: RLIMIT_NPROC is per user namespace).
 * cgroup v2 (memory.max, pids.max) and v1 (memory.limit_in_bytes, pids.max) are both understood; without
 * either the judge falls back to rlimits and says so in every result.
 */
import fs from 'node:fs';
import path from 'node:path';

export type MemoryAccounting = 'cgroup-v2' | 'cgroup-v1' | 'rlimit';

type Layout =
  | { kind: 'cgroup-v2'; root: string }
  | { kind: 'cgroup-v1'; memoryRoot: string; pidsRoot: string }
  | { kind: 'rlimit' };

const GROUP = 'codeconquer-judge';

function writable(dir: string): boolean {
  try {
    fs.accessSync(dir, fs.constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

function detectLayout(): Layout {
  if (process.getuid?.() !== 0) return { kind: 'rlimit' };
  const v2 = '/sys/fs/cgroup';
  const v2Controllers = path.join(v2, 'cgroup.controllers');
  if (fs.existsSync(v2Controllers)) {
    const controllers = fs.readFileSync(v2Controllers, 'utf8').split(/\s+/);
    if (controllers.includes('memory') && controllers.includes('pids') && writable(v2)) {
      const root = path.join(v2, GROUP);
      fs.mkdirSync(root, { recursive: true });
      // Children of our group may only use controllers enabled in its subtree_control.
      try {
        fs.writeFileSync(path.join(v2, 'cgroup.subtree_control'), '+memory +pids');
        fs.writeFileSync(path.join(root, 'cgroup.subtree_control'), '+memory +pids');
        return { kind: 'cgroup-v2', root };
      } catch {
        // A v2 hierarchy we may not delegate from (processes in the root group): try v1, else rlimits.
      }
    }
  }
  const memoryV1 = path.join(v2, 'memory');
  const pidsV1 = path.join(v2, 'pids');
  if (
    fs.existsSync(path.join(memoryV1, 'memory.limit_in_bytes')) &&
    fs.existsSync(path.join(pidsV1, 'cgroup.procs'))
  ) {
    if (writable(memoryV1) && writable(pidsV1)) {
      const memoryRoot = path.join(memoryV1, GROUP);
      const pidsRoot = path.join(pidsV1, GROUP);
      fs.mkdirSync(memoryRoot, { recursive: true });
      fs.mkdirSync(pidsRoot, { recursive: true });
      return { kind: 'cgroup-v1', memoryRoot, pidsRoot };
    }
  }
  return { kind: 'rlimit' };
}

let cachedLayout: Layout | undefined;
function layout(): Layout {
  cachedLayout ??= detectLayout();
  return cachedLayout;
}

export function memoryAccounting(): MemoryAccounting {
  return layout().kind;
}

export type BoxCgroup = {
  /** Files a process writes its pid to, to join the group before it runs anything. */
  procsFiles: string[];
  /** How many processes of the box the kernel has killed for want of memory so far. */
  oomKills: () => number;
  /** The most memory the box's group has held at once, in bytes (null where the kernel does not say). */
  peakBytes: () => number | null;
  /** A new memory cap, for a box that serves another submission (its group is empty but for the box). */
  setMemoryBytes: (memoryBytes: number) => void;
  /** Starts peakBytes over from the usage now, for a box's next use. */
  resetPeak: () => void;
  remove: () => void;
};

export function createBoxCgroup(boxId: string, memoryBytes: number, maxProcesses: number): BoxCgroup | null {
  const current = layout();
  if (current.kind === 'rlimit') return null;
  if (current.kind === 'cgroup-v2') {
    const dir = path.join(current.root, boxId);
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'memory.max'), String(memoryBytes));
    fs.writeFileSync(path.join(dir, 'memory.swap.max'), '0');
    fs.writeFileSync(path.join(dir, 'pids.max'), String(maxProcesses));
    // memory.peak exists from Linux 5.19; from 6.12 a write resets it, for reads through the same file
    // only: so it is read through one file for the group's life once reset.
    let peakFile: number | undefined;
    return {
      procsFiles: [path.join(dir, 'cgroup.procs')],
      oomKills: () =>
        Number(/oom_kill (\d+)/.exec(fs.readFileSync(path.join(dir, 'memory.events'), 'utf8'))?.[1] ?? 0),
      peakBytes: () =>
        peakFile === undefined ? readNumber(path.join(dir, 'memory.peak')) : readOpenNumber(peakFile),
      resetPeak: () => {
        try {
          peakFile ??= fs.openSync(path.join(dir, 'memory.peak'), 'r+');
          fs.writeSync(peakFile, 'reset');
        } catch {
          // A kernel before 6.12: the peak stays the box's, over all its uses.
        }
      },
      setMemoryBytes: (memoryBytes) => fs.writeFileSync(path.join(dir, 'memory.max'), String(memoryBytes)),
      remove: () => {
        if (peakFile !== undefined) fs.closeSync(peakFile);
        removeGroup(dir);
      },
    };
  }
  const memoryDir = path.join(current.memoryRoot, boxId);
  const pidsDir = path.join(current.pidsRoot, boxId);
  fs.mkdirSync(memoryDir);
  fs.mkdirSync(pidsDir);
  const limitFile = path.join(memoryDir, 'memory.limit_in_bytes');
  const withSwapFile = path.join(memoryDir, 'memory.memsw.limit_in_bytes');
  fs.writeFileSync(limitFile, String(memoryBytes));
  trySet(withSwapFile, String(memoryBytes));
  trySet(path.join(memoryDir, 'memory.swappiness'), '0');
  fs.writeFileSync(path.join(pidsDir, 'pids.max'), String(maxProcesses));
  return {
    procsFiles: [path.join(memoryDir, 'cgroup.procs'), path.join(pidsDir, 'cgroup.procs')],
    oomKills: () => {
      const control = fs.readFileSync(path.join(memoryDir, 'memory.oom_control'), 'utf8');
      return Number(/oom_kill (\d+)/.exec(control)?.[1] ?? 0);
    },
    peakBytes: () => readNumber(path.join(memoryDir, 'memory.max_usage_in_bytes')),
    resetPeak: () => trySet(path.join(memoryDir, 'memory.max_usage_in_bytes'), '0'),
    setMemoryBytes: (memoryBytes) => {
      // v1 refuses a memory limit above the memory+swap one: lowering goes memory first, raising swap first.
      try {
        fs.writeFileSync(limitFile, String(memoryBytes));
        trySet(withSwapFile, String(memoryBytes));
      } catch {
        trySet(withSwapFile, String(memoryBytes));
        fs.writeFileSync(limitFile, String(memoryBytes));
      }
    },
    remove: () => {
      removeGroup(memoryDir);
      removeGroup(pidsDir);
    },
  };
}

function readNumber(file: string): number | null {
  try {
    const value = Number(fs.readFileSync(file, 'utf8').trim());
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

function readOpenNumber(file: number): number | null {
  const buffer = Buffer.alloc(32);
  const value = Number(buffer.toString('utf8', 0, fs.readSync(file, buffer, 0, buffer.length, 0)).trim());
  return Number.isFinite(value) ? value : null;
}

function trySet(file: string, value: string): void {
  try {
    fs.writeFileSync(file, value);
  } catch {
    // Optional knob (swap accounting may be off): the memory limit still holds.
  }
}

/**
 * A group can be removed once its processes are gone, which may take the kernel a few milliseconds after
 * the box's last process exits. Nobody waits for that: retried in the background, so that closing a box
 * never holds up a verdict (nor blocks the event loop).
 */
function removeGroup(dir: string, attempt = 0): void {
  try {
    fs.rmdirSync(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || attempt >= 100) return;
    setTimeout(() => removeGroup(dir, attempt + 1), 20);
  }
}
