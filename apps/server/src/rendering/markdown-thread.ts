/**
 * The compiled server's worker thread of render-pool.ts (apps/server/build.mjs bundles it as
 * dist/markdown-worker.mjs): the renderer itself, with no TypeScript loader to start. Under tsx the pool
 * runs markdown-worker.mjs instead, which loads this renderer through tsx.
 */
import workerpool from 'workerpool';
import { renderMarkdownDocument } from './markdown';

workerpool.worker({ renderMarkdownDocument });
