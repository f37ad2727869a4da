/**
 * Test inputs and answers live in test_data, each text once under the SHA-256 of its UTF-8 bytes; a
 * problem's tests point at them (docs/architecture.md#test-data). Only judging and the admin read them.
 * Because a hash names one content for ever, the cache below can never serve a stale text: it is shared by
 * every database of the process and bounded by size, not by time.
 */
import { inArray, notExists, or, eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Queryable } from '../db/client';
import { problemTests, testData } from '../db/schema';

/** A test as its row keeps it: texts by hash, with their sizes. */
export type StoredTest = Omit<typeof problemTests.$inferSelect, 'problemId' | 'ordinal'>;
export type TestTexts = {
  name: string;
  input: string;
  answer: string;
  isSample: boolean;
  explanation: string | null;
  /** Interactive problems: the sample's conversation. */
  interaction?: string | null;
};
import { sha256 } from '../lib/secrets';

/** Room for the tests of the hottest problems (the bank's largest problem is a few MB). */
const CACHE_BYTES = 256 * 1024 * 1024;
/** Texts per insert: keeps statements far from PostgreSQL's limits even with large inputs. */
const TEXTS_PER_INSERT = 8;

const cache = new LRUCache<string, string>({
  maxSize: CACHE_BYTES,
  // UTF-16 code units, two bytes each: what the string costs in memory.
  sizeCalculation: (text) => Math.max(1, text.length * 2),
});

/** Stores texts not stored yet; returns each text's hash, in order. */
export async function storeTestTexts(db: Queryable, texts: string[]): Promise<string[]> {
  const hashes = texts.map(sha256);
  const unique = new Map(hashes.map((hash, index) => [hash, texts[index] ?? '']));
  const rows = [...unique].map(([hash, content]) => ({ hash, content }));
  for (let i = 0; i < rows.length; i += TEXTS_PER_INSERT)
    await db
      .insert(testData)
      .values(rows.slice(i, i + TEXTS_PER_INSERT))
      .onConflictDoNothing();
  return hashes;
}

/** The texts of `hashes`, from the cache or the table. A missing text is a broken database: it throws. */
export async function readTestTexts(db: Queryable, hashes: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const missing: string[] = [];
  for (const hash of new Set(hashes)) {
    const text = cache.get(hash);
    if (text === undefined) missing.push(hash);
    else found.set(hash, text);
  }
  if (missing.length > 0) {
    const rows = await db.select().from(testData).where(inArray(testData.hash, missing));
    for (const row of rows) {
      cache.set(row.hash, row.content);
      found.set(row.hash, row.content);
    }
  }
  const lost = hashes.find((hash) => !found.has(hash));
  if (lost) throw new Error(`test data ${lost} is missing from test_data`);
  return found;
}

/** Removes texts no test points at any more (after a problem's tests were replaced). */
export async function pruneUnusedTestData(db: Queryable): Promise<void> {
  await db.delete(testData).where(
    notExists(
      db
        .select({ one: problemTests.ordinal })
        .from(problemTests)
        .where(or(eq(problemTests.inputHash, testData.hash), eq(problemTests.answerHash, testData.hash))),
    ),
  );
}

/** Stores the tests' texts (each once) and answers the tests as rows keep them, in order. */
export async function storeTests(db: Queryable, tests: TestTexts[]): Promise<StoredTest[]> {
  const inputs = await storeTestTexts(
    db,
    tests.map((test) => test.input),
  );
  const answers = await storeTestTexts(
    db,
    tests.map((test) => test.answer),
  );
  return tests.map((test, index) => ({
    name: test.name,
    inputHash: inputs[index] ?? '',
    answerHash: answers[index] ?? '',
    inputBytes: Buffer.byteLength(test.input),
    answerBytes: Buffer.byteLength(test.answer),
    explanation: test.explanation,
    interaction: test.interaction ?? null,
    isSample: test.isSample,
  }));
}
