/**
 * The bank at start-up (problems/bank-sync.ts): missing problems are added, a changed package is loaded
 * again with its counters kept, an unchanged one (or one whose solutions alone changed) is left, a problem
 * an admin imported is never overwritten, and a broken package is reported without stopping the rest.
 * The server runs it in the background (server.ts): it reports its progress, stops between two packages
 * when asked, and a bank save checks for an admin's edit again inside its own transaction.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { problemSolutions, problems } from '../src/db/schema';
import { packageHash, syncBank } from '../src/problems/bank-sync';
import { saveProblemPackage } from '../src/problems/problem-store';
import { readProblemPackage } from '../src/problems/package/read-package';
import { useTestApp } from './helpers/build-test-app';
import { FIXTURE_PACKAGES } from './helpers/fixture-problems';

const t = useTestApp();
const bank = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-bank-'));
afterAll(() => fs.rmSync(bank, { recursive: true, force: true }));

/** A bank folder holding copies of the add-two fixture under these names. */
function bankWith(...names: string[]): void {
  for (const name of names)
    fs.cpSync(path.join(FIXTURE_PACKAGES, 'add-two'), path.join(bank, name), { recursive: true });
}

const statementOf = (name: string) => path.join(bank, name, 'statement', 'problem.en.md');
const log: string[] = [];
const sync = () => syncBank(t.database.db, path.join(t.config.dataDir, 'uploads'), bank, (m) => log.push(m));

async function problemRow(id: string) {
  const [row] = await t.database.db.select().from(problems).where(eq(problems.id, id));
  return row;
}

describe('the bank at start-up', () => {
  it('adds what is missing, even when an admin imported a problem before the first start', async () => {
    bankWith('sum-one', 'sum-two');
    const imported = readProblemPackage(path.join(FIXTURE_PACKAGES, 'add-two'), 'imported-first');
    await saveProblemPackage(t.database.db, path.join(t.config.dataDir, 'uploads'), imported);
    expect(await sync()).toEqual({
      added: ['sum-one', 'sum-two'],
      updated: [],
      unchanged: [],
      keptEdited: [],
    });
    expect((await problemRow('sum-one'))?.sourceHash).toBe(packageHash(path.join(bank, 'sum-one')));
  });

  it('leaves unchanged packages alone', async () => {
    expect(await sync()).toMatchObject({ added: [], updated: [], unchanged: ['sum-one', 'sum-two'] });
  });

  it('loads a package again when only its reference solutions changed (they are stored with it)', async () => {
    fs.writeFileSync(path.join(bank, 'sum-one', 'submissions', 'accepted', 'extra.py'), 'print(0)\n');
    expect(await sync()).toMatchObject({ added: [], updated: ['sum-one'], unchanged: ['sum-two'] });
    const solutions = await t.database.db
      .select({ name: problemSolutions.name, expected: problemSolutions.expected })
      .from(problemSolutions)
      .where(eq(problemSolutions.problemId, 'sum-one'));
    expect(solutions).toContainEqual({ name: 'accepted/extra.py', expected: 'Accepted' });
  });

  it('loads a changed package again, keeping its counters', async () => {
    await t.database.db.update(problems).set({ solvedCount: 7 }).where(eq(problems.id, 'sum-two'));
    fs.appendFileSync(statementOf('sum-two'), '\nOne more sentence.\n');
    expect(await sync()).toMatchObject({ updated: ['sum-two'], unchanged: ['sum-one'] });
    const row = await problemRow('sum-two');
    expect(row?.description).toContain('One more sentence.');
    expect(row?.solvedCount).toBe(7);
  });

  it('never overwrites a problem an admin imported or edited', async () => {
    const mine = readProblemPackage(path.join(bank, 'sum-one'), 'sum-one');
    await saveProblemPackage(t.database.db, path.join(t.config.dataDir, 'uploads'), {
      ...mine,
      title: 'Sum One, as the admin wants it',
    });
    fs.appendFileSync(statementOf('sum-one'), '\nThe bank changed too.\n');
    expect(await sync()).toMatchObject({ updated: [], keptEdited: ['sum-one'] });
    const row = await problemRow('sum-one');
    expect(row?.title).toBe('Sum One, as the admin wants it');
    expect(row?.description).not.toContain('The bank changed too.');
  });

  it('reports a broken package and still loads the others', async () => {
    bankWith('sum-three');
    fs.mkdirSync(path.join(bank, 'broken'));
    fs.writeFileSync(path.join(bank, 'broken', 'problem.yaml'), 'name: Broken\n');
    log.length = 0;
    expect((await sync()).added).toEqual(['sum-three']);
    expect(log).toEqual([expect.stringMatching(/^Problem package broken was not loaded: /)]);
  });

  it('re-checks inside its transaction: an admin edit made after the sync looked wins', async () => {
    const row = await problemRow('sum-two');
    await t.database.db.update(problems).set({ editedAt: new Date() }).where(eq(problems.id, 'sum-two'));
    const bankCopy = readProblemPackage(path.join(bank, 'sum-two'), 'sum-two');
    const saved = await saveProblemPackage(
      t.database.db,
      path.join(t.config.dataDir, 'uploads'),
      { ...bankCopy, title: 'Not the admin’s' },
      { bank: { sourceHash: 'a newer package' } },
    );
    expect(saved).toBe(false);
    expect(await problemRow('sum-two')).toMatchObject({ title: row?.title, sourceHash: row?.sourceHash });
    await t.database.db.update(problems).set({ editedAt: null }).where(eq(problems.id, 'sum-two'));
  });

  it('reports its progress after each package, and stops between two packages when aborted', async () => {
    bankWith('sum-four', 'sum-five');
    const progress: [number, number][] = [];
    const stop = new AbortController();
    const stopped = syncBank(t.database.db, path.join(t.config.dataDir, 'uploads'), bank, () => undefined, {
      signal: stop.signal,
      onProgress: (done, total) => {
        progress.push([done, total]);
        // Stopped once sum-four (the 4th of 6 in order: broken, sum-five, sum-four, …) is done.
        if (done === 3) stop.abort();
      },
    });
    await expect(stopped).rejects.toThrow();
    expect(progress).toEqual([
      [0, 6],
      [1, 6],
      [2, 6],
      [3, 6],
    ]);
    // What was saved stays; the next sync does the rest.
    expect(await problemRow('sum-five')).toBeDefined();
    expect(await problemRow('sum-four')).toBeDefined();
    const rest = await sync();
    expect(rest.added).toEqual([]);
    expect(rest.unchanged).toEqual(['sum-five', 'sum-four', 'sum-three', 'sum-two']);
    expect(rest.keptEdited).toEqual(['sum-one']);
  });
});
