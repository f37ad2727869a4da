/**
 * Migration 0007/0008 moves test texts out of problem_tests into test_data: a database holding tests the
 * old way (inline input/answer) comes out with the same tests, each text stored once, the samples copied
 * onto the problem and nothing lost.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterEach, describe, expect, it } from 'vitest';

const migrations = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../drizzle');
const LAST_BEFORE_TEST_DATA = 6;
const sha256 = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest('hex');

/** A copy of the migrations folder that stops at `lastIdx`. */
function migrationsUpTo(lastIdx: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-migrations-'));
  fs.cpSync(migrations, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= lastIdx);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

let client: PGlite | undefined;
afterEach(async () => {
  await client?.close();
  client = undefined;
});

describe('the test-data migration', () => {
  it('moves every test text into test_data, once per content, and copies the samples onto the problem', async () => {
    client = await PGlite.create();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsUpTo(LAST_BEFORE_TEST_DATA) });
    await client.exec(`
      INSERT INTO problems (id, title, difficulty, time_limit_ms, memory_limit_mb, content, description)
      VALUES ('sum', 'Sum', 'Easy', 1000, 256, '[]', 'Add.'), ('empty', 'Empty', 'Easy', 1000, 256, '[]', 'None.');
      INSERT INTO problem_tests (problem_id, ordinal, name, input, answer, explanation, is_sample) VALUES
        ('sum', 1, 'sample-1', E'1 2\\n', E'3\\n', 'One and two.', true),
        ('sum', 2, 'secret-1', E'2 2\\n', E'4\\n', NULL, false),
        ('sum', 3, 'secret-2', E'1 2\\n', E'3\\n', NULL, false),
        ('sum', 4, 'secret-3', E'héllo ✓\\n', E'4\\n', NULL, false);
    `);

    await migrate(db, { migrationsFolder: migrations });

    const tests = await client.query<{
      ordinal: number;
      input_hash: string;
      answer_hash: string;
      input_bytes: number;
    }>('SELECT ordinal, input_hash, answer_hash, input_bytes FROM problem_tests ORDER BY ordinal');
    expect(tests.rows.map((row) => [row.ordinal, row.input_hash, row.answer_hash])).toEqual([
      [1, sha256('1 2\n'), sha256('3\n')],
      [2, sha256('2 2\n'), sha256('4\n')],
      [3, sha256('1 2\n'), sha256('3\n')],
      [4, sha256('héllo ✓\n'), sha256('4\n')],
    ]);
    expect(tests.rows[3]?.input_bytes).toBe(Buffer.byteLength('héllo ✓\n'));

    const texts = await client.query<{ hash: string; content: string }>(
      'SELECT hash, content FROM test_data',
    );
    expect(new Map(texts.rows.map((row) => [row.hash, row.content]))).toEqual(
      new Map(['1 2\n', '3\n', '2 2\n', '4\n', 'héllo ✓\n'].map((text) => [sha256(text), text])),
    );

    const problems = await client.query<{ id: string; examples: unknown; test_count: number }>(
      'SELECT id, examples, test_count FROM problems ORDER BY id',
    );
    expect(problems.rows).toEqual([
      { id: 'empty', examples: [], test_count: 0 },
      {
        id: 'sum',
        examples: [{ ordinal: 1, input: '1 2\n', output: '3\n', explanation: 'One and two.' }],
        test_count: 4,
      },
    ]);
  });
});
