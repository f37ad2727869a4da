/** `npm run db:migrate`: applies the committed migrations to the configured database. */
import path from 'node:path';
import { loadConfig } from '../config/config';
import { openDatabase } from './client';

const config = loadConfig();
const handle = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
);
await handle.migrate();
await handle.close();
console.log(`Database migrated (${handle.kind}).`);
