/**
 * The compiled server that `npm start` runs (apps/server/start.mjs; docs/architecture.md, "The compiled
 * server"). esbuild bundles src/server.ts with the workspace packages it imports (TypeScript source) into
 * dist/server.mjs, and the Markdown renderer's worker thread into dist/markdown-worker.mjs; packages from
 * node_modules stay imports. Under tsx the server transpiled ~300 files at every start and kept each one's
 * inline source map: compiled, it starts about a second sooner and idles ~90 MiB smaller (docs/benchmarks.md,
 * "The server's footprint").
 *
 * `node apps/server/build.mjs` builds; `npm run build` and `npm run setup` run it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const serverDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(serverDir, '../..');
export const distDir = path.join(serverDir, 'dist');
/** What esbuild read for the last build (its metafile): start.mjs compares their times with the build's. */
const metafilePath = path.join(distDir, 'meta.json');
export const serverEntry = path.join(distDir, 'server.mjs');

/**
 * Each module keeps its own `import.meta.url`: code finds files beside its source (the migrations, the
 * help corpus, the judge's native build, tree-sitter's grammars), so in the bundle `import.meta.url`
 * becomes the source file's address, written relative to the bundle so the checkout may move.
 */
const sourceAddresses = {
  name: 'source-addresses',
  setup(build) {
    // Workspace packages are TypeScript source and are bundled; every other package stays an import.
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@codeconquer/') ? undefined : { path: args.path, external: true },
    );
    build.onLoad({ filter: /\.(ts|mjs|js)$/ }, async (args) => {
      const text = await fs.promises.readFile(args.path, 'utf8');
      const loader = args.path.endsWith('.ts') ? 'ts' : 'js';
      if (!text.includes('import.meta.')) return { contents: text, loader };
      // The bundle's own dirname and filename would be dist/'s: a module the server imports uses the URL.
      if (/import\.meta\.(dirname|filename)/.test(text))
        return {
          errors: [{ text: "use import.meta.url: import.meta.dirname/filename would be the bundle's" }],
        };
      const relative = path.relative(distDir, args.path).split(path.sep).join('/');
      const url = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
      return { contents: text.replaceAll('import.meta.url', url), loader };
    });
  },
};

/**
 * Builds dist/ from the sources. Each file is written beside its place and renamed into it, meta.json
 * last, so a server starting meanwhile (or a second build: the e2e suite starts several servers at once)
 * never reads half a file, and a build stopped halfway is seen as stale.
 */
export async function buildServer() {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    entryPoints: {
      server: path.join(serverDir, 'src/server.ts'),
      'markdown-worker': path.join(serverDir, 'src/rendering/markdown-thread.ts'),
    },
    absWorkingDir: repoRoot,
    outdir: distDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // render-pool.ts starts the compiled worker instead of the one that loads TypeScript through tsx
    // (its address relative to render-pool.ts, whose import.meta.url stays its source's).
    define: {
      COMPILED_MARKDOWN_WORKER: JSON.stringify(
        path.relative(path.join(serverDir, 'src/rendering'), path.join(distDir, 'markdown-worker.mjs')),
      ),
    },
    plugins: [sourceAddresses],
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
  const files = [
    ...result.outputFiles.map((file) => ({ path: file.path, contents: file.contents })),
    { path: metafilePath, contents: JSON.stringify({ inputs: Object.keys(result.metafile.inputs) }) },
  ];
  fs.mkdirSync(distDir, { recursive: true });
  for (const file of files) {
    const partial = `${file.path}.${process.pid}.tmp`;
    fs.writeFileSync(partial, file.contents);
    fs.renameSync(partial, file.path);
  }
}

/**
 * Whether dist/ holds a build of the sources as they are now: every file the last build read is older
 * than it (a few hundred stats, a millisecond or two), and no migration or source was added since.
 */
export function serverBuildIsCurrent() {
  let built;
  let inputs;
  try {
    // meta.json is written last: its time is the build's.
    built = fs.statSync(metafilePath).mtimeMs;
    inputs = JSON.parse(fs.readFileSync(metafilePath, 'utf8')).inputs;
  } catch {
    return false;
  }
  const newer = (file) => {
    try {
      return fs.statSync(path.resolve(repoRoot, file)).mtimeMs > built;
    } catch {
      return true; // gone: the sources changed
    }
  };
  // A new source file changes an import, so an imported file is newer; this catches a folder's new files too.
  return !inputs.some(newer) && !newer(path.join(serverDir, 'build.mjs'));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildServer();
  console.log(`Server built: ${path.relative(process.cwd(), serverEntry)}`);
}
