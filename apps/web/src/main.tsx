/**
 * The entry, kept tiny on purpose (docs/delivery.md). It imports the app only dynamically, so that this
 * file's chunk has nothing to wait for: it starts the download of the first screen's chunk at once, beside
 * React, the router and the app's frame, instead of after they have all been fetched and run (the router
 * asks for a screen only then), and mounts the app when they are in.
 *
 * FIRST_SCREENS is only a download hint for the pages people arrive on; the route table in
 * app/router.tsx decides what renders, and a page missing here just starts its download a little later.
 * FIRST_REQUESTS likewise sends a screen's API request at once, for the screen's first call to take
 * (lib/api-client.ts); the route's loader would send it only once React and the router have loaded.
 */
import './index.css';
import { isProblemId } from '@codeconquer/contracts/problem-id';
import { loadCatalogue } from './i18n/catalogues';
import { initialLocale } from './i18n/initial-locale';
import { startEarlyRequest } from './lib/api-client';

const FIRST_SCREENS: readonly (readonly [RegExp, () => Promise<unknown>])[] = [
  [/^\/$/, () => import('@/features/landing/landing-page')],
  [/^\/problems\/?$/, () => import('@/features/problems/problems-page')],
  [/^\/problems\/solve\/[^/]+\/?$/, () => import('@/features/problems/solve-page')],
  [/^\/problems\/[^/]+\/?$/, () => import('@/features/problems/problem-detail-page')],
  [/^\/compiler\/?$/, () => import('@/features/compiler/compiler-page')],
  [/^\/contests\/?$/, () => import('@/features/contests/contests-page')],
  [/^\/leaderboard\/?$/, () => import('@/features/leaderboard/leaderboard-page')],
];

const FIRST_REQUESTS: readonly (readonly [RegExp, (id: string) => string | undefined])[] = [
  // A problem page (not /problems/solve/…): app/router.tsx's loader asks for the same path.
  [/^\/problems\/([^/]+)\/?$/, (id) => (isProblemId(id) ? `/problem/${id}` : undefined)],
];

function preloadFirstScreen(pathname: string): void {
  const load = FIRST_SCREENS.find(([pattern]) => pattern.test(pathname))?.[1];
  // A failed download is the router's to report: it asks for the same module again.
  load?.().catch(() => undefined);
}

function startFirstRequest(pathname: string): void {
  for (const [pattern, apiPath] of FIRST_REQUESTS) {
    const id = pattern.exec(pathname)?.[1];
    const path = id === undefined ? undefined : apiPath(id);
    if (path) startEarlyRequest(path);
  }
}

async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  preloadFirstScreen(window.location.pathname);
  startFirstRequest(window.location.pathname);
  // The interface's strings download beside React; the provider takes the same promise.
  loadCatalogue(initialLocale()).catch(() => undefined);
  const [{ StrictMode, createElement }, { createRoot }, { Providers }, { router, RouterProvider }] =
    await Promise.all([
      import('react'),
      import('react-dom/client'),
      import('./app/providers'),
      import('./app/router'),
    ]);
  // createElement rather than JSX: JSX would import React's runtime statically into this chunk.
  createRoot(root).render(
    createElement(
      StrictMode,
      null,
      createElement(Providers, null, createElement(RouterProvider, { router })),
    ),
  );
}

void start();
