/**
 * Compiles a source once per language + source hash: a Run followed by a Submit of the same code
 * compiles once. Compilers run in their own box (writable /box, more memory and time than programs).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { LanguageId } from '@codeconquer/contracts';
import { Box, SandboxError } from './box';
import { TOOLCHAINS } from './languages';
import { nativePaths } from './native-paths';
import { readHead } from './read-head';

export type CompileLimits = typeof DEFAULT_COMPILE_LIMITS;

export const DEFAULT_COMPILE_LIMITS = {
  cpuMs: 15_000,
  wallMs: 30_000,
  memoryBytes: 1536 * 1024 * 1024,
  tmpKb: 256 * 1024,
  /** Compiler messages kept for the user. */
  messageBytes: 16 * 1024,
  /** Compiler output beyond this kills the compiler (an error-message bomb). */
  outputLimitBytes: 1024 * 1024,
  maxProcesses: 64,
};

export const MAX_SOURCE_BYTES = 256 * 1024;

export type CompileResult =
  | { ok: true; artifactDir: string; sourceFile: string; compileMs: number; cached: boolean }
  | { ok: false; message: string; compileMs: number };

function truncate(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit)}\n… (compiler output truncated)` : text;
}

export class Compiler {
  private readonly cacheDir: string;
  private readonly workDir: string;
  private readonly inFlight = new Map<string, Promise<CompileResult>>();

  private readonly limits: CompileLimits;

  constructor(workRoot: string, limits: Partial<CompileLimits> = {}) {
    this.limits = { ...DEFAULT_COMPILE_LIMITS, ...limits };
    this.cacheDir = path.join(workRoot, 'compiled');
    this.workDir = path.join(workRoot, 'work');
    fs.mkdirSync(this.cacheDir, { recursive: true });
    fs.mkdirSync(this.workDir, { recursive: true });
    for (const dir of [workRoot, this.cacheDir, this.workDir]) fs.chmodSync(dir, 0o755);
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

    const jobDir = fs.mkdtempSync(path.join(this.workDir, 'compile-'));
    // The sandbox user sets the box up, so it must be able to reach the folder.
    fs.chmodSync(jobDir, 0o755);
    const boxDir = path.join(jobDir, 'box');
    fs.mkdirSync(boxDir);
    fs.writeFileSync(path.join(boxDir, sourceFile), source);
    const box = await Box.open({
      boxDir,
      boxWritable: true,
      scratchDir: jobDir,
      binds: [{ host: nativePaths.pchDir, box: '/judge/pch', readOnly: true }],
      memoryBytes: this.limits.memoryBytes,
      maxProcesses: this.limits.maxProcesses,
    });
    try {
      const run = await box.run({
        argv: toolchain.compile(sourceFile),
        cpuMs: this.limits.cpuMs,
        wallMs: this.limits.wallMs,
        memoryKb: this.limits.memoryBytes / 1024,
        addressSpaceKb: 0,
        outputLimitBytes: this.limits.outputLimitBytes,
        tmpKb: this.limits.tmpKb,
        stdinPath: '/dev/null',
        cwd: '/box',
      });
      if (run.execErrno !== 0)
        throw new SandboxError(`The compiler could not start (errno ${run.execErrno}).`);
      const messages = (
        readHead(run.stderrFile, this.limits.messageBytes + 1) + readHead(run.stdoutFile, 1024)
      ).trim();
      const compileMs = run.wallMs;
      if (run.killedBy === 'cpu' || run.killedBy === 'wall')
        return { ok: false, message: 'Compilation took too long.', compileMs };
      if (run.killedBy === 'output')
        return { ok: false, message: truncate(messages, this.limits.messageBytes), compileMs };
      if (run.oomKilled) return { ok: false, message: 'Compilation used too much memory.', compileMs };
      if (run.signal !== 0 || run.exitCode !== 0)
        return {
          ok: false,
          message: truncate(messages || 'Compilation failed.', this.limits.messageBytes),
          compileMs,
        };
      fs.writeFileSync(path.join(boxDir, '.ok'), '');
      try {
        fs.renameSync(boxDir, artifactDir);
      } catch {
        // Another judge compiled the same source first: theirs is as good as ours.
      }
      return { ok: true, artifactDir, sourceFile, compileMs, cached: false };
    } finally {
      await box.close();
      fs.rmSync(jobDir, { recursive: true, force: true });
    }
  }
}
