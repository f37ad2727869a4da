/** `npm run db:migrate`: applies the committed migrations to the configured database. */
import { loadConfig } from '../config/config';
import { openConfiguredDatabase } from './client';

const handle = await openConfiguredDatabase(loadConfig());
await handle.migrate();
await handle.close();
console.log(`Database migrated (${handle.kind}).`);
