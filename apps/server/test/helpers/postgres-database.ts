/** A database of its own on the PostgreSQL server of `adminUrl`, and the way to drop it afterwards. */
import crypto from 'node:crypto';
import pg from 'pg';

export type ScratchDatabase = { url: string; drop: () => Promise<void> };

async function asAdmin(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

export async function createScratchDatabase(adminUrl: string, tag: string): Promise<ScratchDatabase> {
  const name = `cc_${tag}_${crypto.randomBytes(6).toString('hex')}`;
  await asAdmin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => asAdmin(adminUrl, `drop database if exists ${name} with (force)`),
  };
}
