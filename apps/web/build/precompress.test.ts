/** The build's precompressed copies: beside every servable text file of 1 KB or more, none elsewhere. */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ResolvedConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress';

let root = '';

afterEach(async () => {
  if (root) await fs.rm(root, { recursive: true, force: true });
});

/** Runs the plugin as Vite does after writing the bundle into `root`/dist. */
async function runPlugin(files: Record<string, string>): Promise<string> {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'precompress-'));
  const dist = path.join(root, 'dist');
  for (const [name, text] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(dist, name)), { recursive: true });
    await fs.writeFile(path.join(dist, name), text);
  }
  const plugin = precompress();
  const config = { root, build: { outDir: 'dist' } } as ResolvedConfig;
  (plugin.configResolved as (config: ResolvedConfig) => void)(config);
  await (plugin.closeBundle as { handler: () => Promise<void> }).handler();
  return dist;
}

const LARGE = 'const answer = 42;\n'.repeat(100);

describe('precompress', () => {
  it('copies servable text files of 1 KB or more, and nothing in dot-folders or under 1 KB', async () => {
    const dist = await runPlugin({
      'assets/app-AbC123.js': LARGE,
      'index.html': `<!doctype html>${LARGE}`,
      'favicon.svg': '<svg/>',
      'assets/photo.png': LARGE,
      '.vite/first-screens.json': JSON.stringify({ modules: LARGE }),
    });
    const written = (await fs.readdir(dist, { recursive: true })).map(String).sort();
    expect(written).toEqual(
      [
        '.vite',
        '.vite/first-screens.json',
        'assets',
        'assets/app-AbC123.js',
        'assets/app-AbC123.js.br',
        'assets/app-AbC123.js.gz',
        'assets/photo.png',
        'favicon.svg',
        'index.html',
        'index.html.br',
        'index.html.gz',
      ].sort(),
    );
  });
});
