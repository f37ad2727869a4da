/**
 * Compiles a source once per language + source hash: a Run followed by a Submit of the same code
 * compiles once. Compilers run in their own boxes (writable /box, more memory and time than programs),
 * kept from one compile to the next.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { LanguageId } from '@codeconquer/contracts';
import { linkProgram } from './program-dir';
import {
  Box,
  BoxPool,
  emptyBoundDir,
  makeReachableDir,
  memoryAccounting,
  nativePaths,
  SandboxError,
  type BoxKind,
  type RawRunResult,
} from './sandbox';
import { TOOLCHAINS } from './languages';
import { readHead } from './read-head';

export type CompileLimits = typeof DEFAULT_COMPILE_LIMITS;

/**
 * What a real compile needs, with headroom (README, "Compile limits"): scripts/measure-compiles.ts
 * compiled the problem bank's 160 accepted solutions in the sandbox; the slowest took 2.3 s of wall
 * time on a loaded machine (0.7 s of CPU), the biggest box peaked at 172 MB (cc1plus with the
 * precompiled header mapped, cold page cache) and none printed a byte. A compile that needs more is a
 * bomb (`#include "/dev/urandom"`, template explosions, error floods), stopped here.
 */
export const DEFAULT_COMPILE_LIMITS = {
  cpuMs: 5_000,
  wallMs: 10_000,
  /** The whole compile box: compiler, assembler, linker, their /tmp and page cache. */
  memoryBytes: 512 * 1024 * 1024,
  tmpKb: 64 * 1024,
  /** Compiler messages kept for the user. */
  messageBytes: 16 * 1024,
  /** Compiler output beyond this kills the compiler (an error-message bomb). */
  outputLimitBytes: 64 * 1024,
  maxProcesses: 64,
};

export const MAX_SOURCE_BYTES = 256 * 1024;

/** What one compile used, as the supervisor measured it (the compiler and every process it started). */
export type CompileUsage = {
  wallMs: number;
  cpuMs: number;
  /** The largest process's peak RSS (cc1plus, javac's JVM…). */
  peakMemoryKb: number;
  /** The whole box's peak (cgroups only): compiler, assembler, linker, /tmp and page cache at once. */
  boxPeakBytes: number | null;
  /** Bytes the compiler wrote to stdout and stderr. */
  outputBytes: number;
};

export type CompileResult =
  | {
      ok: true;
      artifactDir: string;
      sourceFile: string;
      compileMs: number;
      cached: boolean;
      usage?: CompileUsage;
    }
  | { ok: false; message: string; compileMs: number; usage?: CompileUsage };

function truncate(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit)}\n… (compiler output truncated)` : text;
}

/**
 * How compilers report running out of memory themselves, where no memory cgroup kills them first
 * (an address-space limit, or javac's own heap). Anchored at a line's start: a compiler quotes source
 * lines indented or behind a line number, so a program cannot fake these by containing them.
 */
const COMPILER_OUT_OF_MEMORY =
  /^(?:cc1\S*: out of memory allocating|virtual memory exhausted|java\.lang\.OutOfMemoryError|MemoryError\b)/m;
/** gcc's driver reporting that RLIMIT_CPU stopped one of its passes (cc1, cc1plus, as, ld). */
const COMPILER_CPU_LIMIT = /CPU time limit exceeded signal terminated program/;
/** …or that RLIMIT_FSIZE (the supervisor's 64 MB) stopped the assembler or linker: a huge object file. */
const COMPILER_FILE_SIZE_LIMIT = /File size limit exceeded signal terminated program/;

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

/** A compile box and the folders it binds: its /box is `boxDir`, inside `jobDir` (its scratch folder). */
type CompileBox = { box: Box; jobDir: string; boxDir: string };

/** Idle compile boxes kept for the next compiles, and for how long an unused one stays. */
const IDLE_COMPILE_BOXES = 2;
const IDLE_COMPILE_BOX_MS = 60_000;

export class Compiler {
  private readonly cacheDir: string;
  private readonly workDir: string;
  private readonly inFlight = new Map<string, Promise<CompileResult>>();
  /**
   * Compile boxes serve one compile after another (sandbox/box-pool.ts): a box's start, ~20 ms, was a
   * fifth of a C compile. Between two compiles the box is reset and its /box emptied.
   */
  readonly boxes: BoxPool<CompileBox, void>;

  private readonly limits: CompileLimits;

  constructor(workRoot: string, limits: Partial<CompileLimits> = {}) {
    this.limits = { ...DEFAULT_COMPILE_LIMITS, ...limits };
    this.cacheDir = path.join(workRoot, 'compiled');
    this.workDir = path.join(workRoot, 'work');
    fs.mkdirSync(this.cacheDir, { recursive: true });
    fs.mkdirSync(this.workDir, { recursive: true });
    for (const dir of [workRoot, this.cacheDir, this.workDir]) fs.chmodSync(dir, 0o755);
    this.boxes = new BoxPool(this.compileBoxKind(), {
      maxIdle: IDLE_COMPILE_BOXES,
      idleMs: IDLE_COMPILE_BOX_MS,
    });
  }

  compile(language: LanguageId, source: string): Promise<CompileResult> {
    if (Buffer.byteLength(source) > MAX_SOURCE_BYTES) {
      return Promise.resolve({
        ok: false,
        message: `The source is larger than ${MAX_SOURCE_BYTES / 1024} KB.`,
        compileMs: 0,
      });
    }
    const key = `${language}-${crypto.createHash('sha256').update(source).digest('hex')}`;
    const running = this.inFlight.get(key);
    if (running) return running;
    const work = this.compileOnce(key, language, source).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, work);
    return work;
  }

  private async compileOnce(key: string, language: LanguageId, source: string): Promise<CompileResult> {
    const toolchain = TOOLCHAINS[language];
    const sourceFile = toolchain.sourceFile(source);
    const artifactDir = path.join(this.cacheDir, key);
    if (fs.existsSync(path.join(artifactDir, '.ok')))
      return { ok: true, artifactDir, sourceFile, compileMs: 0, cached: true };

    const [compileBox] = await this.boxes.lease(1, undefined);
    const { box, boxDir } = compileBox as CompileBox;
    try {
      fs.writeFileSync(path.join(boxDir, sourceFile), source);
      const run = await box.run({
        argv: toolchain.compile(sourceFile),
        cpuMs: this.limits.cpuMs,
        wallMs: this.limits.wallMs,
        memoryKb: this.limits.memoryBytes / 1024,
        // Without a memory cgroup, an address-space limit caps the compilers that tolerate one (not javac's
        // JVM, whose heap -J-Xmx bounds instead).
        addressSpaceKb:
          memoryAccounting() === 'rlimit' && toolchain.addressSpaceLimitWorks
            ? this.limits.memoryBytes / 1024
            : 0,
        outputLimitBytes: this.limits.outputLimitBytes,
        tmpKb: this.limits.tmpKb,
        stdinPath: '/dev/null',
        cwd: '/box',
      });
      if (run.execErrno !== 0)
        throw new SandboxError(`The compiler could not start (errno ${run.execErrno}).`);
      const usage: CompileUsage = {
        wallMs: run.wallMs,
        cpuMs: run.cpuMs,
        peakMemoryKb: run.peakMemoryKb,
        boxPeakBytes: box.memoryPeakBytes(),
        outputBytes: run.stdoutBytes + run.stderrBytes,
      };
      const compileMs = run.wallMs;
      const failed = run.killedBy !== 'none' || run.signal !== 0 || run.exitCode !== 0;
      if (failed) return { ok: false, message: this.failureMessage(run), compileMs, usage };
      cacheArtifacts(boxDir, artifactDir);
      return { ok: true, artifactDir, sourceFile, compileMs, cached: false, usage };
    } finally {
      await this.boxes.giveBack([compileBox as CompileBox]);
    }
  }

  /**
   * Closes the idle compile boxes. Not needed for a process to exit (an idle box does not keep it alive,
   * and goes with it), but a host that stops judging calls it to leave no box behind.
   */
  close(): Promise<void> {
    return this.boxes.close();
  }

  private compileBoxKind(): BoxKind<CompileBox, void> {
    return {
      open: async () => {
        const jobDir = makeReachableDir(this.workDir, 'compile-');
        const boxDir = path.join(jobDir, 'box');
        fs.mkdirSync(boxDir);
        try {
          const box = await Box.open({
            boxDir,
            boxWritable: true,
            scratchDir: jobDir,
            binds: [{ host: nativePaths.pchDir, box: '/judge/pch', readOnly: true }],
            memoryBytes: this.limits.memoryBytes,
            maxProcesses: this.limits.maxProcesses,
            runTmpKb: this.limits.tmpKb,
          });
          return { box, jobDir, boxDir };
        } catch (error) {
          fs.rmSync(jobDir, { recursive: true, force: true });
          throw error;
        }
      },
      fit: () => true,
      empty: ({ boxDir }) => emptyBoundDir(boxDir),
      remove: ({ jobDir }) => fs.rmSync(jobDir, { recursive: true, force: true }),
    };
  }

  /**
   * What the user reads for a failed compile. A broken limit is named as such, with the limit, rather
   * than as whatever the compiler printed while it was being stopped.
   */
  private failureMessage(run: RawRunResult): string {
    const limits = this.limits;
    const messages = (
      readHead(run.stderrFile, limits.messageBytes + 1) + readHead(run.stdoutFile, 1024)
    ).trim();
    if (run.killedBy === 'wall') return `Compilation took longer than ${seconds(limits.wallMs)}.`;
    if (run.oomKilled || run.memoryExhausted || COMPILER_OUT_OF_MEMORY.test(messages))
      return `The compiler ran out of memory (limit ${Math.round(limits.memoryBytes / 1024 / 1024)} MB).`;
    if (run.killedBy === 'cpu' || run.cpuMs > limits.cpuMs || COMPILER_CPU_LIMIT.test(messages))
      return `Compilation took longer than ${seconds(limits.cpuMs)} of CPU time.`;
    if (COMPILER_FILE_SIZE_LIMIT.test(messages))
      return 'The compiled program would be larger than the 64 MB a file may have.';
    if (run.killedBy === 'output')
      return `The compiler wrote more than ${Math.round(limits.outputLimitBytes / 1024)} KB of messages and was stopped. The first ${Math.round(limits.messageBytes / 1024)} KB:\n\n${truncate(messages, limits.messageBytes)}`;
    return truncate(messages || 'Compilation failed.', limits.messageBytes);
  }
}

/**
 * Puts a compile's output in the cache: hard links (the box's folder is emptied for the next compile),
 * gathered under a temporary name and renamed into place, so a reader sees all of it or none.
 */
function cacheArtifacts(boxDir: string, artifactDir: string): void {
  const staging = `${artifactDir}.${crypto.randomBytes(6).toString('hex')}`;
  fs.mkdirSync(staging, { mode: 0o755 });
  linkProgram(boxDir, staging);
  fs.writeFileSync(path.join(staging, '.ok'), '');
  try {
    fs.renameSync(staging, artifactDir);
  } catch {
    // Another judge compiled the same source first: theirs is as good as ours.
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
