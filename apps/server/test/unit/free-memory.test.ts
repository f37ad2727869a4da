/**
 * Giving freed memory back to the OS (lib/free-memory.ts, native/malloc-trim.c): in a process of its own,
 * so that the figures are that process's alone. Small Buffers are malloc'd; with every 64th kept, the free
 * memory between them cannot be returned from a heap's top, only by malloc_trim.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { canGiveBackMemory } from '../../src/lib/free-memory';

const freeMemoryModule = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../src/lib/free-memory.ts',
);

const SCRIPT = `
const { giveBackFreedMemory } = await import(${JSON.stringify(freeMemoryModule)});
const rssMiB = () => process.memoryUsage().rss / 2 ** 20;
let buffers = Array.from({ length: 40_000 }, (_, i) => Buffer.alloc(5_000 + (i % 5) * 100, 1));
buffers = buffers.filter((_, i) => i % 64 === 0);
globalThis.gc();
await new Promise((resolve) => setTimeout(resolve, 100));
const before = rssMiB();
const released = giveBackFreedMemory();
console.log(JSON.stringify({ released, before, after: rssMiB(), kept: buffers.length }));
`;

describe('giving freed memory back', () => {
  it('is possible on this machine once npm run setup has built the module', () => {
    expect(canGiveBackMemory()).toBe(true);
  });

  it(
    'returns the free memory between live allocations, which malloc itself keeps',
    { timeout: 30_000 },
    () => {
      const output = execFileSync(
        process.execPath,
        ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', SCRIPT],
        { encoding: 'utf8', cwd: path.dirname(freeMemoryModule) },
      );
      const { released, before, after } = JSON.parse(output.trim().split('\n').pop() as string) as {
        released: boolean;
        before: number;
        after: number;
      };
      expect(released).toBe(true);
      // ~200 MiB allocated, 1/64 of it kept: most of the rest goes back.
      expect(before - after).toBeGreaterThan(100);
    },
  );
});
