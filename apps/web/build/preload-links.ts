/**
 * What the browser is told to download before the code that needs it runs (docs/delivery.md, First
 * paint). main.tsx imports the app only dynamically (so that it runs in short steps), which leaves Vite
 * nothing to preload, and the screens are lazy routes, which Vite preloads only when the router asks for
 * one. Two plugins:
 *
 * - `preloadAppStart`: index.html gets `modulepreload` links for the chunks every page starts with
 *   (`vendor`, `app`) and everything they import, so they download with the page.
 * - `firstScreenPreloads`: `.vite/first-screens.json` lists, per page people arrive on
 *   (build/first-screens.ts), the files its screen needs beyond those. The server adds them to the HTML
 *   it sends for such a path (apps/server/src/http/shell-pages.ts): the screen downloads beside React and
 *   the app, and is evaluated only when the router imports it, in a task of its own. Importing it at once
 *   from the entry, as before, evaluated the screen's whole graph in one long task as soon as it arrived.
 */
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import type { FirstScreen } from './first-screens';

/** Where the server reads the first screens' files (apps/server/src/http/shell-pages.ts). */
export const FIRST_SCREENS_FILE = '.vite/first-screens.json';

/** One page's files, as the server reads them: a pattern's source, and files relative to dist/. */
export type FirstScreenFiles = { path: string; modules: string[]; styles: string[] };

type Chunk = Rolldown.OutputChunk;

function chunksOf(bundle: Rolldown.OutputBundle): Chunk[] {
  return Object.values(bundle).filter((output): output is Chunk => output.type === 'chunk');
}

/** The chunks `roots` import statically, themselves included, leaving out the entry (it is in the page). */
function staticClosure(bundle: Rolldown.OutputBundle, roots: readonly string[]): Set<string> {
  const files = new Set<string>();
  const add = (fileName: string) => {
    const chunk = bundle[fileName];
    if (files.has(fileName) || chunk?.type !== 'chunk' || chunk.isEntry) return;
    files.add(fileName);
    chunk.imports.forEach(add);
  };
  roots.forEach(add);
  return files;
}

/** The files of the chunks named `chunkNames` (`vendor`, `app`) and of what they import. */
function startFiles(bundle: Rolldown.OutputBundle, chunkNames: readonly string[]): Set<string> {
  const named = chunksOf(bundle).filter((chunk) => chunkNames.includes(chunk.name));
  return staticClosure(
    bundle,
    named.map((chunk) => chunk.fileName),
  );
}

export function preloadAppStart(chunkNames: readonly string[]): Plugin {
  return {
    name: 'codeconquer:preload-app-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        // Vite already preloads what the entry imports statically.
        const linked = new Set(chunksOf(bundle).flatMap((chunk) => (chunk.isEntry ? chunk.imports : [])));
        return [...startFiles(bundle, chunkNames)]
          .filter((file) => !linked.has(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

export function firstScreenPreloads(
  screens: readonly FirstScreen[],
  startChunkNames: readonly string[],
  root: string,
): Plugin {
  return {
    name: 'codeconquer:first-screen-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = chunksOf(bundle);
      const entries = chunks.filter((chunk) => chunk.isEntry);
      // What every page has already: the entry, what it imports, `vendor`, `app` and their imports.
      const loaded = startFiles(bundle, startChunkNames);
      for (const entry of entries) {
        loaded.add(entry.fileName);
        entry.imports.forEach((file) => loaded.add(file));
      }
      const loadedStyles = new Set(
        chunks
          .filter((chunk) => loaded.has(chunk.fileName))
          .flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]),
      );
      const files: FirstScreenFiles[] = screens.map((screen) => {
        const moduleId = path.join(root, screen.module);
        const chunk = chunks.find((candidate) => candidate.facadeModuleId === moduleId);
        if (!chunk) this.error(`build/first-screens.ts: no chunk is made from ${screen.module}`);
        const needed = [...staticClosure(bundle, [chunk.fileName])];
        const styles = needed.flatMap((file) => {
          const css = (bundle[file] as Chunk).viteMetadata?.importedCss ?? [];
          return [...css].filter((style) => !loadedStyles.has(style));
        });
        return {
          path: screen.path.source,
          modules: needed.filter((file) => !loaded.has(file)),
          styles: [...new Set(styles)],
        };
      });
      this.emitFile({
        type: 'asset',
        fileName: FIRST_SCREENS_FILE,
        source: `${JSON.stringify(files, null, 2)}\n`,
      });
    },
  };
}
