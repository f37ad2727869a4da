/**
 * The ESLint rule that keeps the server's imports pointing down (eslint.config.js, serverLayers): for
 * every pair of neighbouring layers, an import from the layer above fails the lint and one from below
 * passes. Linted as text in the place of a real file of the lower layer, so nothing is written.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { serverLayers } from '../../eslint.config.js';

const src = path.resolve('apps/server/src');
const eslint = new ESLint();

/** A TypeScript file of a layer (its first, alphabetically), without extension, relative to `from`. */
function someFileOf(layer: string): string {
  const dir = path.join(src, layer);
  const file = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.d.ts'))
    .sort()[0];
  if (!file) throw new Error(`layer ${layer} has no file`);
  return path.join(dir, file);
}

async function layerErrors(fromFile: string, imported: string): Promise<string[]> {
  let specifier = path.relative(path.dirname(fromFile), imported).replace(/\.ts$/, '');
  if (!specifier.startsWith('.')) specifier = `./${specifier}`;
  const [result] = await eslint.lintText(`import '${specifier}';\n`, { filePath: fromFile });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('server layers', () => {
  const pairs = serverLayers.slice(1).map((upper, index) => [serverLayers[index] as string, upper] as const);

  it.each(pairs)('%s may not import %s, and %s may import it', async (lower, upper) => {
    const lowerFile = someFileOf(lower);
    const upperFile = someFileOf(upper);
    expect(await layerErrors(lowerFile, upperFile)).toEqual([
      expect.stringContaining(`Server imports point down: ${lower}/ may import only`),
    ]);
    expect(await layerErrors(upperFile, lowerFile)).toEqual([]);
  });

  it('keeps the entry points (app.ts, server.ts) above every layer', async () => {
    expect(await layerErrors(someFileOf('routes'), path.join(src, 'app.ts'))).toHaveLength(1);
  });

  it('knows every folder of apps/server/src', () => {
    const folders = fs
      .readdirSync(src, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(folders).toEqual([...serverLayers].sort());
  });
});
