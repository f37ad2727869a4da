/**
 * Initialises a new PGlite data folder and ends (db/client.ts runs it as a child process). PGlite's
 * initdb runs in a second, scratch PGlite instance beside the first, and the server's process would keep
 * the scratch instance's WebAssembly memory until a later garbage collection: ~400 MiB at the top of a
 * first start. Here it goes back to the system when this process ends. Plain JavaScript, so it runs the
 * same beside the TypeScript sources and beside the compiled server.
 * Usage: node pglite-init.mjs <data folder> <start parameters as a JSON array>
 */
import { PGlite } from '@electric-sql/pglite';

const [dataDir, startParams] = process.argv.slice(2);
const db = await PGlite.create({
  dataDir,
  startParams: [...PGlite.defaultStartParams, ...JSON.parse(startParams ?? '[]')],
});
await db.close();
