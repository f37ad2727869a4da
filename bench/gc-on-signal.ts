/**
 * Preloaded into the server by bench/api.bench.ts for its memory figures (`node --expose-gc --import tsx
 * --import ./bench/gc-on-signal.ts apps/server/src/server.ts`): SIGUSR2 runs a full garbage collection,
 * so that memory read afterwards does not depend on when V8 chose to collect, and writes
 * `process.memoryUsage()` to $BENCH_MEMORY_FILE. Nothing else changes.
 */
import fs from 'node:fs';

process.on('SIGUSR2', () => {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const file = process.env.BENCH_MEMORY_FILE;
  if (file) fs.writeFileSync(file, JSON.stringify(process.memoryUsage()));
});
