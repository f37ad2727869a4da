/**
 * A Vite build plugin: once the bundle is written, every text file of dist/ (JavaScript, CSS, HTML, SVG,
 * JSON, fonts) of at least 1 KB gets `.br` (brotli, best) and `.gz` (gzip, best) copies beside it, kept
 * only when smaller. The API server sends the copy the browser accepts (apps/server/src/http/spa.ts).
 * Files in dot-folders (Vite's records in dist/.vite/, read by the server) are never sent, so not copied.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|ttf|otf|wasm|webmanifest)$/i;
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** The server serves nothing under a folder whose name starts with a dot (`dotfiles: 'deny'`). */
function inDotFolder(relativePath: string): boolean {
  return relativePath
    .split(path.sep)
    .slice(0, -1)
    .some((folder) => folder.startsWith('.'));
}

async function compressFile(file: string): Promise<void> {
  const data = await fs.readFile(file);
  if (data.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < data.length) await fs.writeFile(`${file}.br`, br);
  if (gz.length < data.length) await fs.writeFile(`${file}.gz`, gz);
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'codeconquer:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = (await filesUnder(outDir)).filter(
          (file) => COMPRESSIBLE.test(file) && !inDotFolder(path.relative(outDir, file)),
        );
        await Promise.all(files.map(compressFile));
      },
    },
  };
}
