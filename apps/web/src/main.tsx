/**
 * The entry, kept tiny on purpose (docs/delivery.md). It imports the app only dynamically, so that this
 * file's chunk has nothing to wait for: it starts the download of the first screen's chunk at once, beside
 * React, the router and the app's frame, instead of after they have all been fetched and run (the router
 * asks for a screen only then), and mounts the app when they are in.
 *
 * FIRST_SCREENS is only a download hint for the pages people arrive on; the route table in
 * app/router.tsx decides what renders, and a page missing here just starts its download a little later.
 * first-load.ts likewise names a screen's API requests, sent at once for the screen's first calls to take
 * (lib/api-client.ts); the screen would send them only once React, the router and its chunk have loaded.
 */
import './index.css';
import { firstRequests } from './first-load';
import { catalogueFor } from './i18n/catalogues';
import { initialLocale } from './i18n/initial-locale';
import { warmIntlOffMainThread } from './i18n/warm-intl';
import { startEarlyRequest } from './lib/api-client';
import { tokenStore } from './lib/storage';

const FIRST_SCREENS: readonly (readonly [RegExp, () => Promise<unknown>])[] = [
  [/^\/$/, () => import('@/features/landing/landing-page')],
  [/^\/problems\/?$/, () => import('@/features/problems/problems-page')],
  [/^\/problems\/solve\/[^/]+\/?$/, () => import('@/features/problems/solve-page')],
  [/^\/problems\/[^/]+\/?$/, () => import('@/features/problems/problem-detail-page')],
  [/^\/compiler\/?$/, () => import('@/features/compiler/compiler-page')],
  [/^\/contests\/?$/, () => import('@/features/contests/contests-page')],
  [/^\/leaderboard\/?$/, () => import('@/features/leaderboard/leaderboard-page')],
  [/^\/contests\/[^/]+\/?$/, () => import('@/features/contests/contest-detail-page')],
  [/^\/problems\/[^/]+\/discussions\/[^/]+\/?$/, () => import('@/features/problems/discussion/thread-page')],
  [/^\/dashboard\/?$/, () => import('@/features/dashboard/dashboard-home')],
  [/^\/profile\/[^/]+\/?$/, () => import('@/features/profile/profile-page')],
];

function preloadFirstScreen(pathname: string): void {
  const load = FIRST_SCREENS.find(([pattern]) => pattern.test(pathname))?.[1];
  // A failed download is the router's to report: it asks for the same module again.
  load?.().catch(() => undefined);
}

/**
 * Lets the browser run what waits (input, paint, other tasks) before the next step of the start: each
 * step is then a task of its own instead of one long task, which is what blocks a page (docs/delivery.md).
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  const locale = initialLocale();
  warmIntlOffMainThread(locale);
  preloadFirstScreen(window.location.pathname);
  for (const path of firstRequests(window.location.pathname, tokenStore.get() !== null))
    startEarlyRequest(path);
  // The interface's strings download beside React; the provider takes the same promise.
  void catalogueFor(locale);
  // One import at a time, each evaluated in a task of its own: the files themselves are already on
  // their way (index.html preloads `vendor` and `app`), and evaluating all of them with the router's
  // start in one go made one task of 60–100 ms on a slow machine. React's start is 15–40 ms of it.
  const { StrictMode, createElement, startTransition } = await import('react');
  await nextTask();
  const { createRoot } = await import('react-dom/client');
  await nextTask();
  const { Providers } = await import('./app/providers');
  await nextTask();
  const { createAppRouter, RouterProvider } = await import('./app/router');
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  // createElement rather than JSX: JSX would import React's runtime statically into this chunk.
  const app = createElement(
    StrictMode,
    null,
    createElement(Providers, null, createElement(RouterProvider, { router })),
  );
  const reactRoot = createRoot(root);
  // As a transition, the first render runs in slices that yield to the browser every few milliseconds
  // instead of one task as long as the whole tree; the boot shell shows until it commits.
  startTransition(() => reactRoot.render(app));
}

void start();
