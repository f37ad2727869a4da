/**
 * The worker thread of render-pool.ts: renders Markdown with the one renderer (markdown.ts), away from
 * the server's event loop. Plain JavaScript because a thread does not inherit the process's TypeScript
 * loader on Node 20: it loads the renderer through tsx's own import.
 */
import { tsImport } from 'tsx/esm/api';
import workerpool from 'workerpool';

const { renderMarkdownDocument } = await tsImport('./markdown.ts', import.meta.url);

workerpool.worker({ renderMarkdownDocument });
