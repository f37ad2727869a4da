/**
 * Giving back to the operating system memory the server has freed. glibc's malloc keeps what C++ code
 * frees (Buffers, the Markdown threads' arenas, zlib, PGlite's file reads) for reuse, and returns only
 * what lies at the very top of a heap: after the bank's first sync a server held ~80 MiB of such free
 * memory, and even a quiet server that synced nothing ~60 MiB (measured: docs/benchmarks.md, server
 * footprint). malloc_trim(0) returns every whole free page, through a Node-API module of one function
 * (native/malloc-trim.c, built by `npm run setup`). Without it (no Node headers, not glibc) nothing is
 * trimmed and the server runs as before.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const MODULE_PATH = fileURLToPath(new URL('../../native/build/malloc-trim.node', import.meta.url));

type MallocTrim = { trim: () => boolean };
let loaded: MallocTrim | null | undefined;

function mallocTrim(): MallocTrim | null {
  if (loaded === undefined) {
    try {
      loaded = fs.existsSync(MODULE_PATH)
        ? (createRequire(import.meta.url)(MODULE_PATH) as MallocTrim)
        : null;
    } catch {
      // Built for another Node or platform: as if not built.
      loaded = null;
    }
  }
  return loaded;
}

/** Whether this server can give freed memory back (the module is built and loads). */
export function canGiveBackMemory(): boolean {
  return mallocTrim() !== null;
}

/** Returns freed memory to the OS (~1 ms); whether any was returned. */
export function giveBackFreedMemory(): boolean {
  return mallocTrim()?.trim() ?? false;
}

/**
 * Gives freed memory back every `everyMs` (a timer that never keeps the process alive): what a burst of
 * requests, judging or the bank's sync freed goes back within `everyMs` of its end. ~1 ms a time.
 * Returns a function that stops it.
 */
export function keepGivingBackMemory(everyMs: number): () => void {
  if (!canGiveBackMemory()) return () => {};
  const timer = setInterval(giveBackFreedMemory, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
