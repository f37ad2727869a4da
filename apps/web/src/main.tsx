/**
 * The entry, kept tiny on purpose (docs/delivery.md). It imports the app only dynamically and one part at
 * a time, each evaluated in a task of its own, so that the start is a row of short tasks rather than one
 * long one. The files themselves are already downloading: index.html preloads `vendor` and `app`, and the
 * server adds the first screen's files to the page it sends (apps/web/build/preload-links.ts); the router
 * evaluates the screen when it renders it.
 *
 * first-load.ts names a screen's API requests, sent at once for the screen's first calls to take
 * (lib/api-client.ts); the screen would send them only once React, the router and its chunk have loaded.
 */
import './index.css';
import { firstRequests } from './first-load';
import { catalogueFor } from './i18n/catalogues';
import { initialLocale } from './i18n/initial-locale';
import { warmIntlOffMainThread } from './i18n/warm-intl';
import { startEarlyRequest } from './lib/api-client';
import { tokenStore } from './lib/storage';

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
