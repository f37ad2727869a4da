/**
 * One migrated PGlite database, dumped to a file that every test file's in-memory database starts from
 * (test-database.ts; pglite-template-setup.ts makes it once per run). PGlite initialises a new database
 * in about 4 s and loads a dump in under one; the server test files open over fifty of them. The file is
 * named after the migrations and PGlite's version, so a new migration makes a new template, and it is
 * written whole or not at all. Servers started as processes (e2e/support/server.ts) get the same
 * database as a folder, copied into DATA_DIR.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../../src/db/client';

const TEMPLATE_PREFIX = 'codeconquer-pglite-template-';

/** The migrations and PGlite's version (a dump is read by the version that wrote it). */
function templateHash(): string {
  const hash = crypto.createHash('sha256');
  // The package exports no package.json: its folder is found from its entry (dist/…).
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(fs.readFileSync(path.join(path.dirname(entry), '..', 'package.json')));
  const walk = (dir: string) => {
    for (const entry of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(fs.readFileSync(full));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

export async function migratedTemplate(): Promise<string> {
  const file = path.join(os.tmpdir(), `${TEMPLATE_PREFIX}${templateHash()}.tar`);
  if (fs.existsSync(file)) return file;
  const client = await PGlite.create();
  try {
    await migrate(drizzle(client), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
    // Templates of older migrations are of no more use.
    for (const name of fs.readdirSync(os.tmpdir()))
      if (name.startsWith(TEMPLATE_PREFIX) && !name.startsWith(path.basename(file)))
        fs.rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
  } finally {
    await client.close();
  }
  return file;
}

/** The template as a PGlite data folder (a server's DATA_DIR/db), made once from the dump. */
export async function migratedTemplateFolder(): Promise<string> {
  const file = await migratedTemplate();
  const folder = `${file}.d`;
  if (fs.existsSync(folder)) return folder;
  const partial = `${folder}.${process.pid}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  const client = await PGlite.create({ dataDir: partial, loadDataDir: new Blob([fs.readFileSync(file)]) });
  await client.close();
  try {
    fs.renameSync(partial, folder);
  } catch {
    // Another process made it first.
    fs.rmSync(partial, { recursive: true, force: true });
  }
  return folder;
}
