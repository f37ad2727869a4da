/**
 * zod as the web app sees it: vite.config.ts resolves every `import … from 'zod'` (the contracts' schemas)
 * to this module, and only this module imports zod itself. It turns on `jitless` before any schema exists.
 * Without it zod probes whether it may compile parsers with `new Function`, which our CSP
 * (`script-src 'self'`) refuses and reports as a violation; the parsers work the same either way. Done
 * here rather than in main.tsx, zod stays in the chunks of the screens that use it instead of the entry.
 * (Not under src/lib: the `shared` chunk takes lib/ modules, and would take zod with it.)
 */
import { z } from 'zod';

z.config({ jitless: true });

export * from 'zod';
export { default } from 'zod';
