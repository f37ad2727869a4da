/**
 * The ESLint rule against import cycles (import-x/no-cycle, eslint.config.js) finds a cycle in every part
 * of the repo: it must read the imported file to see its imports, and once it silently could not (no
 * parser for .ts), so the lint passed over real cycles. In each place, two new files that import each
 * other fail the lint, and the same two with one import only pass it. The files live a moment in a
 * folder of their own inside that place (the rule follows imports on disk), removed after.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterEach, describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** Where a probe pair is written, and the extension of its two files. */
const places = [
  { folder: 'apps/server/src/lib', extension: 'ts' },
  { folder: 'apps/server/test/helpers', extension: 'ts' },
  { folder: 'apps/web/src/lib', extension: 'tsx' },
  { folder: 'apps/judge-worker/src', extension: 'ts' },
  { folder: 'packages/contracts/src', extension: 'ts' },
  { folder: 'packages/judge/test', extension: 'ts' },
  { folder: 'e2e/support', extension: 'ts' },
  { folder: 'bench', extension: 'ts' },
  { folder: 'chaos', extension: 'ts' },
  { folder: 'scripts', extension: 'mjs' },
] as const;

const probes: string[] = [];
afterEach(() => {
  for (const probe of probes.splice(0)) fs.rmSync(probe, { recursive: true, force: true });
});

/**
 * Writes first.EXT and second.EXT in a new folder under `folder` (first imports second; second imports
 * first when `cycle`) and answers the no-cycle messages of linting both.
 */
async function cycleMessages(folder: string, extension: string, cycle: boolean): Promise<string[]> {
  const probe = fs.mkdtempSync(path.resolve(folder, '.cycle-probe-'));
  probes.push(probe);
  const suffix = extension === 'mjs' ? '.mjs' : '';
  const first = path.join(probe, `first.${extension}`);
  const second = path.join(probe, `second.${extension}`);
  fs.writeFileSync(first, `import { two } from './second${suffix}';\n\nexport const one = () => two;\n`);
  fs.writeFileSync(
    second,
    cycle
      ? `import { one } from './first${suffix}';\n\nexport const two = () => one;\n`
      : `export const two = () => 2;\n`,
  );
  const results = await eslint.lintFiles([first, second]);
  return results.flatMap((result) =>
    result.messages
      .filter((message) => message.ruleId === 'import-x/no-cycle')
      .map((message) => `${path.basename(result.filePath)}: ${message.message}`),
  );
}

describe('import-x/no-cycle', () => {
  it.each(places)('fails two files of $folder that import each other', async ({ folder, extension }) => {
    expect(await cycleMessages(folder, extension, true)).toEqual([
      `first.${extension}: Dependency cycle detected`,
      `second.${extension}: Dependency cycle detected`,
    ]);
  });

  it.each(places)(
    'passes two files of $folder when only one imports the other',
    async ({ folder, extension }) => {
      expect(await cycleMessages(folder, extension, false)).toEqual([]);
    },
  );
});
