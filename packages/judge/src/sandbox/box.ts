/**
 * One sandbox: a bubblewrap box (no network, read-only toolchains, unprivileged uid 65534, no user
 * namespaces inside) holding our supervisor, which runs each requested program in fresh PID and mount
 * namespaces and measures it. One box serves many runs: the namespace set-up is paid once (README, facts).
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createBoxCgroup, type BoxCgroup } from './cgroups';
import { nativePaths } from './native-paths';

export const SANDBOX_UID = 65534;

export type Bind = { host: string; box: string; readOnly: boolean };

export type BoxOptions = {
  /** Host folder mounted at /box: the source and its build. */
  boxDir: string;
  /** Compiling writes into /box; running never does. */
  boxWritable: boolean;
  /** Host folder under which the box's output folder (/out) is made. */
  scratchDir: string;
  binds?: Bind[];
  /** Memory for the whole box (every program, its /tmp and the supervisor). */
  memoryBytes: number;
  maxProcesses: number;
  /**
   * The /tmp size (KB) the box's runs will ask for: the supervisor then makes the box's init (the
   * namespaces its runs share) as it starts, off the first run's path. A run asking for another size,
   * or a box without it, gets its init at that run.
   */
  runTmpKb?: number;
};

export type RunRequest = {
  argv: string[];
  cpuMs: number;
  wallMs: number;
  memoryKb: number;
  /** 0: none. Used only where no memory cgroup exists, and never for the JVM. */
  addressSpaceKb: number;
  outputLimitBytes: number;
  tmpKb: number;
  /**
   * RLIMIT_NPROC for the run, 0 for none. Only a fallback where no pids cgroup exists: the limit counts
   * every process of the box's user namespace, including ones still being torn down.
   */
  maxProcesses?: number;
  /** A path inside the box, or /dev/null. */
  stdinPath: string;
  cwd: string;
  /**
   * Interactive problems: a FIFO inside the box that the program writes its output to directly (nothing
   * is captured), its stdin being the FIFO its peer writes to. The peer in the other box opens the same
   * pair in the other order (`openStdoutFirst`), so that the two opens meet instead of each waiting.
   */
  stdoutFifo?: string;
  openStdoutFirst?: boolean;
};

/** What ended a run besides the program itself; 'stopped': it stopped (SIGSTOP …), and nothing continues it. */
export type KilledBy = 'none' | 'cpu' | 'wall' | 'output' | 'stopped';

export type RawRunResult = {
  exitCode: number;
  signal: number;
  cpuMs: number;
  wallMs: number;
  peakMemoryKb: number;
  stdoutBytes: number;
  stderrBytes: number;
  killedBy: KilledBy;
  /** The kernel killed the program itself for want of memory (cgroups only). */
  oomKilled: boolean;
  /**
   * The kernel killed some process of the box for want of memory during this run (cgroups only): a
   * compiler driver survives its cc1 being killed and exits with an ordinary error code.
   */
  memoryExhausted: boolean;
  /** Non-zero when the program could not be started at all (errno). */
  execErrno: number;
  /**
   * When the program ended, in ms of the host's monotonic clock: comparable between boxes (which of an
   * interactive pair ended first), unlike wall times, which include each box's tear-down.
   */
  exitedAtMs: number;
  /** Valid until the box's next run. */
  stdoutFile: string;
  stderrFile: string;
};

export class SandboxError extends Error {}

/**
 * The supervisor stopped answering while it ran a program: the box is killed and the run is lost. Not a
 * SandboxError (the world's failure, retried for free): whatever the cause, it happened while that
 * program ran, so it is a failure of that run, which the judge does not retry and the queue counts
 * against the job's attempts (packages/judge/README.md, "Queues").
 */
export class BoxStalledError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BoxStalledError';
  }
}

/**
 * How long past a run's own bounds the supervisor may take to answer: its bounds are the FIFO opens and
 * the run, each within the wall limit, then up to 2 s for the run's init to stop the program
 * (STOP_GRACE_US in supervisor.c); the rest is for the kernel's tear-down of the run's namespaces (a
 * program that filled its memory frees it then) on a busy host.
 */
const ANSWER_SLACK_MS = 2000 + 5000;

/** How long a RESET may take: the old init's tear-down (a program that filled its memory frees it) and a new one's start. */
const RESET_ANSWER_MS = 10_000;

type PendingRun = {
  id: string;
  outputName: string;
  resolve: (result: RawRunResult) => void;
  reject: (error: Error) => void;
  /** How long the supervisor may take once this run is the one it works on. */
  answerWithinMs: number;
  /** Armed when the run reaches the head of the line (the supervisor runs one program at a time). */
  timer?: NodeJS.Timeout;
};

/** Output files rotate among this many names: enough for every run that can be in flight and unread. */
const OUTPUT_SLOTS = 4;

const isRoot = process.getuid?.() === 0;
/** Fields travel tab-separated on one line. */
const FORBIDDEN_IN_FIELD = /[\t\n\r\0]/;

/** The only device nodes a box has: what compilers, runtimes and programs open. */
export const BOX_DEVICES = ['/dev/null', '/dev/zero', '/dev/full', '/dev/random', '/dev/urandom'];

/**
 * /dev, built by hand rather than with bubblewrap's --dev (which also brings /dev/pts, /dev/ptmx,
 * /dev/tty and /dev/console, and leaves the folder writable): the device nodes above, the fd symlinks,
 * an empty /dev/shm, and the folder itself read-only, so that nothing written there outlives a run
 * (the supervisor refuses to start otherwise). No runtime used here needs /dev/shm.
 */
function deviceArguments(): string[] {
  const args = ['--size', String(64 * 1024), '--perms', '0755', '--tmpfs', '/dev'];
  for (const device of BOX_DEVICES) args.push('--dev-bind', device, device);
  args.push(
    '--symlink',
    '/proc/self/fd',
    '/dev/fd',
    '--symlink',
    '/proc/self/fd/0',
    '/dev/stdin',
    '--symlink',
    '/proc/self/fd/1',
    '/dev/stdout',
    '--symlink',
    '/proc/self/fd/2',
    '/dev/stderr',
    '--dir',
    '/dev/shm',
    '--remount-ro',
    '/dev',
  );
  return args;
}

function bwrapArguments(options: BoxOptions, outDir: string): string[] {
  const args = [
    '--unshare-all',
    '--unshare-user',
    '--disable-userns',
    '--uid',
    String(SANDBOX_UID),
    '--gid',
    String(SANDBOX_UID),
    // Only inside the box's own user namespace: lets the supervisor give each run fresh namespaces.
    '--cap-add',
    'CAP_SYS_ADMIN',
    '--die-with-parent',
    '--new-session',
    '--hostname',
    'box',
    '--ro-bind',
    '/usr',
    '/usr',
    '--symlink',
    'usr/lib',
    '/lib',
    '--symlink',
    'usr/lib64',
    '/lib64',
    '--symlink',
    'usr/bin',
    '/bin',
    '--symlink',
    'usr/sbin',
    '/sbin',
    // The JVM and alternatives-managed toolchains resolve through these.
    '--ro-bind',
    '/etc/alternatives',
    '/etc/alternatives',
    ...(fs.existsSync('/etc/java-17-openjdk')
      ? ['--ro-bind', '/etc/java-17-openjdk', '/etc/java-17-openjdk']
      : []),
    // The dynamic loader's cache: without it every program probes a dozen library paths at start.
    ...(fs.existsSync('/etc/ld.so.cache') ? ['--ro-bind', '/etc/ld.so.cache', '/etc/ld.so.cache'] : []),
    '--ro-bind-data',
    '3',
    '/etc/passwd',
    '--proc',
    '/proc',
    ...deviceArguments(),
    '--size',
    String(16 * 1024 * 1024),
    '--tmpfs',
    '/tmp',
    '--ro-bind',
    nativePaths.supervisor,
    '/judge/supervisor',
    // Java's class-data-sharing archives, for javac and for every program's JVM.
    ...(fs.existsSync(nativePaths.jsaDir) ? ['--ro-bind', nativePaths.jsaDir, '/judge/jsa'] : []),
    options.boxWritable ? '--bind' : '--ro-bind',
    options.boxDir,
    '/box',
    '--bind',
    outDir,
    '/out',
  ];
  for (const bind of options.binds ?? [])
    args.push(bind.readOnly ? '--ro-bind' : '--bind', bind.host, bind.box);
  // Last, after every mount point exists: the box's root itself is read-only.
  args.push('--remount-ro', '/', '--chdir', '/box', '--', '/judge/supervisor');
  if (options.runTmpKb) args.push(String(Math.ceil(options.runTmpKb)), options.boxWritable ? '1' : '0');
  return args;
}

const TMPFS_MAGIC = 0x01021994;

/**
 * Where a box's output folder (/out) is made: a tmpfs when the host has a writable one, because
 * creating and truncating the output files on a disk costs ~0.3 ms per run, a fifth of a test's cost.
 * The files are charged to the box's memory group either way (page cache); Box.release empties them.
 */
function outputRoot(scratchDir: string): string {
  try {
    if (fs.statfsSync('/dev/shm').type === TMPFS_MAGIC) {
      fs.accessSync('/dev/shm', fs.constants.W_OK);
      return '/dev/shm';
    }
  } catch {
    // No usable tmpfs: the scratch folder works, a little slower.
  }
  return scratchDir;
}

/** Output folders are named after the process that made them, so that a later one can tell theirs. */
const OUTPUT_PREFIX = 'codeconquer-out-';
const OUTPUT_FOLDER = /^codeconquer-out-(\d+)-/;
const sweptRoots = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the output folders of processes that are gone: a box removes its own when it closes, but a
 * worker stopped mid-judging or killed leaves its boxes' behind, in memory when the root is /dev/shm.
 * Done once per root and process, before its first box.
 */
export function sweepDeadOutputFolders(root: string): void {
  if (sweptRoots.has(root)) return;
  sweptRoots.add(root);
  for (const name of fs.readdirSync(root)) {
    const pid = OUTPUT_FOLDER.exec(name)?.[1];
    if (pid && Number(pid) !== process.pid && !isAlive(Number(pid)))
      fs.rmSync(path.join(root, name), { recursive: true, force: true });
  }
}

function giveToSandboxUser(dir: string): void {
  if (isRoot) fs.chownSync(dir, SANDBOX_UID, SANDBOX_UID);
}

export class Box {
  private readonly process: ChildProcessWithoutNullStreams;
  private readonly cgroup: BoxCgroup | null;
  private readonly outDir: string;
  /** Runs sent to the supervisor and not answered yet, oldest first: it answers in order. */
  private readonly pending: PendingRun[] = [];
  private ready: { resolve: (line: string | undefined) => void } | undefined;
  private partialLine = '';
  private lastOomKills = 0;
  private runCounter = 0;
  /** The runCounter at the last reset: a box that ran nothing since needs none. */
  private runCounterAtReset = 0;
  private exited = false;
  private closing = false;
  private stderrTail = '';
  private readonly boxWritable: boolean;

  private constructor(options: BoxOptions, outDir: string, cgroup: BoxCgroup | null) {
    this.outDir = outDir;
    this.cgroup = cgroup;
    this.boxWritable = options.boxWritable;
    const bwrap = ['bwrap', ...bwrapArguments(options, outDir)];
    // As root: join the box's cgroups, then drop to the sandbox uid before bubblewrap starts, so that
    // nothing in the box ever runs as host root (root running bwrap --uid would leave it host root).
    const command = isRoot
      ? [nativePaths.boxLaunch, String(SANDBOX_UID), ...(cgroup?.procsFiles ?? []), '--', ...bwrap]
      : bwrap;
    const [file, ...args] = command as [string, ...string[]];
    this.process = spawn(file, args, {
      stdio: ['pipe', 'pipe', 'pipe', 'pipe'],
      env: { PATH: '/usr/bin:/bin' },
    }) as ChildProcessWithoutNullStreams;
    // fd 3: the box's /etc/passwd, so tools that look up their uid (javac) find a name.
    const passwd = (this.process.stdio as unknown as NodeJS.WritableStream[])[3];
    passwd?.end('nobody:x:65534:65534:nobody:/tmp:/usr/sbin/nologin\n');
    this.process.stderr.on('data', (chunk: Buffer) => {
      this.stderrTail = (this.stderrTail + chunk.toString()).slice(-2000);
    });
    this.process.on('exit', () => {
      this.exited = true;
      this.ready?.resolve(undefined);
      this.failPending(new SandboxError(`The sandbox has stopped. ${this.stderrTail}`.trim()));
    });
    // A box that dies mid-write or mid-read must never take the host process down with an unhandled
    // stream error: the 'exit' handler above already fails whatever was pending.
    for (const stream of this.process.stdio) stream?.on('error', () => undefined);
    this.process.stdout.setEncoding('utf8');
    this.process.stdout.on('data', (chunk: string) => {
      const lines = (this.partialLine + chunk).split('\n');
      this.partialLine = lines.pop() ?? '';
      for (const line of lines) this.onLine(line);
    });
  }

  /** Starts a box and waits until its supervisor is ready. */
  static async open(options: BoxOptions): Promise<Box> {
    const id = crypto.randomBytes(8).toString('hex');
    const root = outputRoot(options.scratchDir);
    sweepDeadOutputFolders(root);
    const outDir = fs.mkdtempSync(path.join(root, `${OUTPUT_PREFIX}${process.pid}-`));
    giveToSandboxUser(outDir);
    if (options.boxWritable) giveToSandboxUser(options.boxDir);
    const cgroup = createBoxCgroup(`box-${id}`, options.memoryBytes, options.maxProcesses);
    const box = new Box(options, outDir, cgroup);
    const first = await new Promise<string | undefined>((resolve) => {
      const timer = setTimeout(() => resolve(undefined), 10_000);
      box.ready = {
        resolve: (line) => {
          clearTimeout(timer);
          resolve(line);
        },
      };
    });
    box.ready = undefined;
    if (first !== 'READY') {
      await box.close();
      throw new SandboxError(`The sandbox did not start: ${first ?? 'no answer'} ${box.stderrTail}`.trim());
    }
    return box;
  }

  private onLine(line: string): void {
    if (this.ready) {
      this.ready.resolve(line);
      return;
    }
    const run = this.pending.shift();
    if (!run) return;
    clearTimeout(run.timer);
    this.armHeadTimer();
    const fields = line.split('\t');
    if (fields[0] !== 'RESULT' || fields[1] !== run.id) {
      run.reject(new SandboxError(`The supervisor answered out of turn: ${line}`));
      void this.close();
      return;
    }
    run.resolve(this.parseResult(fields, run.outputName));
  }

  /**
   * Starts the clock of the run the supervisor works on now. Measured from when it becomes the head, not
   * from when it was sent: a pipelined run waits for the ones before it, which have clocks of their own.
   */
  private armHeadTimer(): void {
    const head = this.pending[0];
    if (!head || head.timer) return;
    head.timer = setTimeout(() => {
      this.failPending(
        new BoxStalledError(
          `The sandbox stopped answering while it ran a program (no answer within ${head.answerWithinMs} ms).`,
        ),
      );
      void this.close();
    }, head.answerWithinMs);
  }

  private failPending(error: Error): void {
    for (const run of this.pending.splice(0)) {
      clearTimeout(run.timer);
      run.reject(error);
    }
  }

  private parseResult(fields: string[], outputName: string): RawRunResult {
    const [
      ,
      ,
      exitCode,
      signal,
      cpuUs,
      wallUs,
      maxRssKb,
      stdoutBytes,
      stderrBytes,
      killedBy,
      execErrno,
      exitedAtUs,
    ] = fields;
    const oomKills = this.cgroup?.oomKills() ?? 0;
    const newOomKill = oomKills > this.lastOomKills;
    this.lastOomKills = oomKills;
    const killedByUs = (killedBy ?? 'none') !== 'none';
    return {
      exitCode: Number(exitCode),
      signal: Number(signal),
      cpuMs: Number(cpuUs) / 1000,
      wallMs: Number(wallUs) / 1000,
      peakMemoryKb: Number(maxRssKb),
      stdoutBytes: Number(stdoutBytes),
      stderrBytes: Number(stderrBytes),
      killedBy: (killedBy ?? 'none') as KilledBy,
      // The kernel's OOM killer sends SIGKILL; a SIGKILL we did not send, with a new OOM kill counted
      // in the box's group, is this run's.
      oomKilled: newOomKill && Number(signal) === 9 && !killedByUs,
      memoryExhausted: newOomKill,
      execErrno: Number(execErrno),
      exitedAtMs: Number(exitedAtUs ?? 0) / 1000,
      stdoutFile: path.join(this.outDir, `${outputName}.out`),
      stderrFile: path.join(this.outDir, `${outputName}.err`),
    };
  }

  /**
   * Runs one program in the box. The supervisor runs one program at a time, in order; a caller may send
   * the next request before the previous answer arrives (pipelining hides the round trip). A result's
   * files stay valid until OUTPUT_SLOTS - 1 later runs have been sent.
   */
  run(request: RunRequest): Promise<RawRunResult> {
    if (this.exited)
      return Promise.reject(new SandboxError(`The sandbox has stopped. ${this.stderrTail}`.trim()));
    const fields = [request.stdinPath, request.cwd, request.stdoutFifo ?? '', ...request.argv];
    if (fields.some((field) => FORBIDDEN_IN_FIELD.test(field)))
      return Promise.reject(new SandboxError('Unsafe characters in a command.'));
    this.runCounter += 1;
    const id = `r${this.runCounter}`;
    const outputName = `run${this.runCounter % OUTPUT_SLOTS}`;
    const line = [
      'RUN',
      id,
      Math.ceil(request.cpuMs),
      Math.ceil(request.wallMs),
      Math.ceil(request.memoryKb),
      Math.ceil(request.addressSpaceKb),
      Math.ceil(request.outputLimitBytes),
      Math.ceil(request.tmpKb),
      this.cgroup ? 0 : Math.ceil(request.maxProcesses ?? 0),
      this.boxWritable ? 1 : 0,
      request.stdinPath,
      `${outputName}.out`,
      `${outputName}.err`,
      request.cwd,
      request.stdoutFifo ?? '-',
      request.openStdoutFirst ? 1 : 0,
      request.argv.length,
      ...request.argv,
    ].join('\t');
    return new Promise<RawRunResult>((resolve, reject) => {
      const answerWithinMs = Math.ceil(request.wallMs) * 2 + ANSWER_SLACK_MS;
      this.pending.push({ id, outputName, resolve, reject, answerWithinMs });
      this.armHeadTimer();
      this.process.stdin.write(`${line}\n`);
    });
  }

  /** The process that holds the box (bubblewrap, started by box-launch as root): what an operator or a test looks for. */
  get processId(): number | undefined {
    return this.process.pid;
  }

  /** The most memory the whole box has held at once (cgroups only): what a box's memory cap must cover. */
  memoryPeakBytes(): number | null {
    return this.cgroup?.peakBytes() ?? null;
  }

  /** Empties a result's output files once they have been read, so they hold no memory meanwhile. */
  release(result: RawRunResult): void {
    for (const file of [result.stdoutFile, result.stderrFile]) {
      try {
        fs.truncateSync(file, 0);
      } catch {
        // Already gone with the box.
      }
    }
  }

  /** The box can serve another use: its supervisor is alive, not closing, with no run outstanding. */
  get idle(): boolean {
    return !this.exited && !this.closing && this.pending.length === 0 && !this.ready;
  }

  /**
   * Readies an idle box for another use (box-pool.ts). The supervisor kills the box's init, and with it
   * every process and the /tmp the runs so far left, and makes a new one (bubblewrap's own
   * namespaces and the supervisor stay: nothing a program does reaches them); the output files go too.
   * False when the box cannot go on: the caller closes it.
   */
  async reset(): Promise<boolean> {
    if (!this.idle) return false;
    if (this.runCounter === this.runCounterAtReset) return true;
    const answer = await new Promise<string | undefined>((resolve) => {
      const timer = setTimeout(() => resolve(undefined), RESET_ANSWER_MS);
      this.ready = {
        resolve: (line) => {
          clearTimeout(timer);
          resolve(line);
        },
      };
      this.process.stdin.write('RESET\n');
    });
    this.ready = undefined;
    if (answer !== 'RESET\tok') return false;
    this.runCounterAtReset = this.runCounter;
    this.cgroup?.resetPeak();
    for (const name of fs.readdirSync(this.outDir)) fs.rmSync(path.join(this.outDir, name), { force: true });
    return true;
  }

  /** A new memory cap for the whole box (cgroups only), for the submission it serves next. */
  setMemoryBytes(memoryBytes: number): void {
    this.cgroup?.setMemoryBytes(memoryBytes);
  }

  /**
   * Whether the box keeps Node's event loop alive. An idle box waiting in a pool must not: a process
   * that is done exits, and bubblewrap (--die-with-parent) takes the box along.
   */
  holdEventLoop(hold: boolean): void {
    const handles = [this.process, this.process.stdin, this.process.stdout, this.process.stderr] as {
      ref?: () => void;
      unref?: () => void;
    }[];
    for (const handle of handles) (hold ? handle.ref : handle.unref)?.call(handle);
  }

  /** Stops the supervisor (and with it everything in the box) and removes the box's files and groups. */
  async close(): Promise<void> {
    this.closing = true;
    if (!this.exited) {
      const exited = new Promise((resolve) => this.process.once('exit', resolve));
      // Runs still queued are abandoned (a timeout, or a caller that gave up): stop at once.
      if (this.pending.length > 0) this.process.kill('SIGKILL');
      this.process.stdin.end();
      const killTimer = setTimeout(() => this.process.kill('SIGKILL'), 2000);
      await exited;
      clearTimeout(killTimer);
    }
    this.cgroup?.remove();
    fs.rmSync(this.outDir, { recursive: true, force: true });
  }
}
