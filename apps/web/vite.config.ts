// Vite builds the SPA into dist/, which the API server serves: hashed files under assets/, each text file
// with .br and .gz copies beside it, and no source maps (they would publish the sources). In development
// (`npm run dev`) Vite serves on :5173 and forwards API and upload requests to the server on :3000.
// Chunks (docs/delivery.md): a small entry (src/main.tsx), one chunk per screen (React Router lazy routes),
// Monaco and its languages only with the editors, the libraries every screen runs (React, React Router,
// TanStack Query, sonner) in a `vendor` chunk that keeps its cache from one release to the next, and what
// the router and the providers need in `app`; index.html preloads these two beside the entry, and the
// server adds the first screen's files to the page it sends (build/preload-links.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompiledMessages } from './build/precompiled-messages';
import { FIRST_SCREENS } from './build/first-screens';
import { firstScreenPreloads, preloadAppStart } from './build/preload-links';
import { precompress } from './build/precompress';

const apiTarget = 'http://localhost:3000';

// Only what the entry loads anyway: a library some screens use (Monaco, embla, zod) stays
// in the chunks of those screens.
const VENDOR = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|sonner)[\\/]/;
// Our own sources (the web app's and the contracts'), the only modules a `shared` chunk may take.
const OWN_SOURCE = /[\\/](apps[\\/]web[\\/]src|packages[\\/]contracts[\\/]src)[\\/]/;
const LUCIDE = /[\\/]node_modules[\\/]lucide-react[\\/]/;
// The admin panel's own modules stay with its screens: no public page loads them.
const ADMIN = /[\\/]src[\\/]features[\\/]admin[\\/]/;

/**
 * Every `import … from 'zod'` resolves to src/zod-jitless.ts, which imports zod itself and sets
 * `jitless` (our CSP refuses zod's `new Function` probe) before the first schema is built. zod thus stays
 * in the chunks of the screens that use it, where setting this in main.tsx would put its core in the entry.
 */
function zodJitless(): Plugin {
  const shim = fileURLToPath(new URL('./src/zod-jitless.ts', import.meta.url));
  return {
    name: 'codeconquer:zod-jitless',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === 'zod' && importer !== shim ? shim : null;
    },
  };
}

/**
 * The modules the app starts with, found once the module graph is built: `entry` (main.tsx) and what it
 * imports statically, which stay in the entry chunk; and `app`, what `appRoots` (the router and the
 * providers) import statically beyond that: the frame, the session, the theme and the small UI pieces and
 * API calls they use, but neither the screens (imported dynamically) nor the libraries of `vendor`. The
 * `app` chunk takes the latter: every page needs them, and in one file they are one request instead of one
 * per module, each a round trip on one of HTTP/1.1's six connections.
 */
function startModules(entryRoot: string, appRoots: readonly string[]) {
  const entry = new Set<string>();
  const app = new Set<string>();
  const light = new Set<string>();
  const plugin: Plugin = {
    name: 'codeconquer:start-modules',
    apply: 'build',
    buildEnd() {
      const walk = (roots: readonly string[], into: Set<string>) => {
        const queue = roots.map((root) => fileURLToPath(new URL(root, import.meta.url)));
        for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
          // Virtual modules (Vite's preload helper, Rolldown's runtime) stay where the bundler puts them.
          if (into.has(id) || entry.has(id) || !path.isAbsolute(id) || VENDOR.test(id)) continue;
          into.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      };
      walk([entryRoot], entry);
      walk(appRoots, app);
      // Light: a module of our own whose static imports reach only what every page loads anyway (vendor,
      // the entry, app), lucide's icons and other light modules, never a library such as zod or recharts.
      // Every module of our own starts light; one that imports anything else loses it, and so on until
      // nothing changes, which also settles import cycles.
      const free = (id: string) =>
        !path.isAbsolute(id) || VENDOR.test(id) || entry.has(id) || app.has(id) || LUCIDE.test(id);
      for (const id of this.getModuleIds()) if (OWN_SOURCE.test(id) && !free(id)) light.add(id);
      for (let changed = true; changed;) {
        changed = false;
        for (const id of light) {
          const imports = this.getModuleInfo(id)?.importedIds ?? [];
          if (imports.every((imported) => free(imported) || light.has(imported))) continue;
          light.delete(id);
          changed = true;
        }
      }
    },
  };
  return {
    plugin,
    inEntry: (id: string) => entry.has(id),
    inApp: (id: string) => app.has(id),
    isLight: (id: string) => light.has(id),
  };
}
// The chunks every page starts with, which index.html preloads (build/preload-links.ts).
const START_CHUNKS = ['vendor', 'app'];
const START = startModules('./src/main.tsx', ['./src/app/router.tsx', './src/app/providers.tsx']);

export default defineConfig({
  plugins: [
    precompiledMessages(),
    zodJitless(),
    react(),
    tailwindcss(),
    precompress(),
    START.plugin,
    preloadAppStart(START_CHUNKS),
    firstScreenPreloads(FIRST_SCREENS, START_CHUNKS, fileURLToPath(new URL('.', import.meta.url))),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // The catalogues arrive parsed (build/precompiled-messages.ts): react-intl needs no ICU parser.
      '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js',
    },
  },
  server: {
    port: 5173,
    // changeOrigin off: the API must see the page's own Host (localhost:5173), which its cross-site rule
    // compares with the Origin of every write (docs/architecture.md, "Cross-site requests").
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/uploads': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', test: VENDOR, priority: 3 },
            // Not recursive: the walk has taken the dependencies, and a recursive capture would also take
            // Vite's preload helper, which the entry uses, and so make the entry wait for this chunk.
            { name: 'app', test: START.inApp, priority: 2, includeDependenciesRecursively: false },
            // The light modules (startModules) that four or more screens share and the app does not start
            // with: UI pieces, API calls, helpers, lucide's icons. One chunk rather than a dozen of a few
            // hundred bytes each, every one a request and a preload link; a light module brings no library
            // with it, so a page that loads `shared` never loads zod or a chart with it. What only two or
            // three screens share stays in a chunk of theirs, so that this one does not grow with what few
            // pages need. Not recursive either, nor taking the entry's modules (the API client, storage):
            // the entry would then wait for this chunk, and through it for `vendor`.
            {
              name: 'shared',
              test: (id) => (START.isLight(id) || LUCIDE.test(id)) && !ADMIN.test(id) && !START.inEntry(id),
              minShareCount: 4,
              priority: 1,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
