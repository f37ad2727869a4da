/**
 * Statements and contest descriptions rendered once, when stored (docs/rendering.md#stored-with-the-row): every
 * path that writes a statement, its examples or a description keeps the HTML in the row, stamped with the
 * renderer's version and the Markdown it came from; a read renders a row without a copy that holds (and
 * keeps it); the start-up backfill renders rows stored before the columns and after a renderer change,
 * once; the admin's statement preview renders blocks with the same renderer.
 */
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  problemResponseSchema,
  statementPreviewResponseSchema,
  type AdminContest,
  type AdminProblemDetailsInput,
} from '@codeconquer/contracts';
import { contests, problems } from '../src/db/schema';
import { saveProblemPackage } from '../src/problems/problem-store';
import { backfillStatements } from '../src/problems/stored-statement';
import { backfillDescriptions } from '../src/contests/stored-description';
import { RENDERER_VERSION } from '../src/rendering/stored-html';
import { bearer, useAccounts } from './helpers/accounts';
import { useTestApp } from './helpers/build-test-app';
import { readFixturePackage } from './helpers/fixture-problems';
import { XSS_PAYLOADS } from './fixtures/xss-payloads';
import { faults } from './helpers/html-faults';

const ADMIN_EMAIL = 'render.admin@example.com';
const t = useTestApp({ env: { RATE_LIMITS: 'off', ADMIN_EMAILS: ADMIN_EMAIL } });
const accounts = useAccounts(t, { admin: { email: ADMIN_EMAIL }, user: {} });

const DETAILS: AdminProblemDetailsInput = {
  title: 'Triple It',
  difficulty: 'Easy',
  tags: [],
  timeLimitMs: 2000,
  memoryLimitMb: 256,
  statement: 'Print $3n$.\n\n# Constraints\n\n$1 \\le n \\le 10$\n',
  author: 'Ada',
  source: null,
  license: null,
  staticHint: null,
  visibility: 'draft',
  checker: {},
  validator: null,
};

const asAdmin = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: bearer(accounts.admin.token), payload });

async function storedStatement(id: string) {
  const [row] = await t.database.db
    .select({ stored: problems.statementHtml })
    .from(problems)
    .where(eq(problems.id, id));
  return row?.stored ?? null;
}

async function storedDescription(id: string) {
  const [row] = await t.database.db
    .select({ stored: contests.descriptionHtml })
    .from(contests)
    .where(eq(contests.id, id));
  return row?.stored ?? null;
}

async function saveAddTwo(slug: string, origin: 'admin' | { bank: { sourceHash: string } } = 'admin') {
  const pkg = readFixturePackage('add-two');
  const tests = pkg.tests.map((test, index) => (index === 0 ? { ...test, explanation: '**Three.**' } : test));
  await saveProblemPackage(
    t.database.db,
    path.join(t.config.dataDir, 'uploads'),
    { ...pkg, slug, tests, blocks: [{ type: 'text', value: `# ${slug}\n\nAdd $a$ and $b$.` }] },
    origin,
  );
}

async function createContest(description: string): Promise<AdminContest> {
  const start = Date.now() + 3_600_000;
  const response = await asAdmin('POST', '/contests', {
    title: 'Rendered once',
    description,
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + 3_600_000).toISOString(),
    problems: [],
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ contest: AdminContest }>().contest;
}

describe('rendered when stored', () => {
  it('keeps a saved package’s statement and explanations (the bank and imports alike)', async () => {
    await saveAddTwo('stored-bank', { bank: { sourceHash: 'one' } });
    await saveAddTwo('stored-import');
    for (const id of ['stored-bank', 'stored-import']) {
      const stored = await storedStatement(id);
      expect(stored?.renderer).toBe(RENDERER_VERSION);
      expect(stored?.blocks).toEqual([
        {
          type: 'text',
          html: expect.stringMatching(new RegExp(`^<h2>${id}</h2>\\n<p>Add <span class="katex">`)),
        },
      ]);
      expect(stored?.explanations[0]).toBe('<p><strong>Three.</strong></p>');
    }
  });

  it('keeps an admin’s new problem, each edit and each change of its samples', async () => {
    const created = await asAdmin('POST', '/problems', { id: 'triple-it', ...DETAILS });
    expect(created.statusCode, created.body).toBe(201);
    let stored = await storedStatement('triple-it');
    expect(stored?.renderer).toBe(RENDERER_VERSION);
    expect(stored?.blocks.map((block) => block.type)).toEqual(['text', 'constraints', 'author']);
    expect(stored?.blocks[2]).toEqual({ type: 'author', html: 'Ada' });
    expect(stored?.explanations).toEqual([]);

    const edited = await asAdmin('PUT', '/problems/triple-it', { ...DETAILS, statement: 'Print **3n**.' });
    expect(edited.statusCode, edited.body).toBe(200);
    stored = await storedStatement('triple-it');
    expect(stored?.blocks[0]).toEqual({ type: 'text', html: '<p>Print <strong>3n</strong>.</p>' });

    const sample = await asAdmin('POST', '/problems/triple-it/tests', {
      name: 'sample/one',
      input: '1\n',
      answer: '3\n',
      isSample: true,
      explanation: 'Thrice $1$.',
    });
    expect(sample.statusCode, sample.body).toBe(200);
    stored = await storedStatement('triple-it');
    expect(stored?.explanations).toHaveLength(1);
    expect(stored?.explanations[0]).toContain('class="katex"');
  });

  it('keeps a contest’s description when created and when edited, and the Overview shows it', async () => {
    const contest = await createContest('**Bring** $\\pi$.');
    expect((await storedDescription(contest.id))?.html).toMatch(
      /^<p><strong>Bring<\/strong> <span class="katex">/,
    );
    const edited = await asAdmin('PATCH', `/contests/${contest.id}`, { description: 'Now *this*.' });
    expect(edited.statusCode, edited.body).toBe(200);
    const stored = await storedDescription(contest.id);
    expect(stored).toMatchObject({ html: '<p>Now <em>this</em>.</p>', renderer: RENDERER_VERSION });
    const detail = await t.app.inject(`/api/contests/${contest.id}`);
    expect(detail.json<{ contest: { descriptionHtml: string } }>().contest.descriptionHtml).toBe(
      '<p>Now <em>this</em>.</p>',
    );
  });
});

describe('a row without a copy that holds', () => {
  it('is rendered on demand by the read, and the copy kept', async () => {
    await saveAddTwo('stored-on-demand');
    await t.database.db
      .update(problems)
      .set({ statementHtml: null })
      .where(eq(problems.id, 'stored-on-demand'));
    const response = await t.app.inject('/api/problem/stored-on-demand');
    const problem = problemResponseSchema.parse(response.json());
    expect(problem.statement[0]?.html).toContain('<h2>stored-on-demand</h2>');
    expect(problem.examples[0]?.explanationHtml).toBe('<p><strong>Three.</strong></p>');
    expect((await storedStatement('stored-on-demand'))?.renderer).toBe(RENDERER_VERSION);

    // Markdown changed by a path that rendered nothing: the copy no longer holds, the reader gets the new text.
    await t.database.db
      .update(problems)
      .set({ content: [{ type: 'text', value: 'Changed *behind* its back.' }] })
      .where(eq(problems.id, 'stored-on-demand'));
    // (Through the admin's view: the public one is cached for a second.)
    const changed = problemResponseSchema.parse(
      (
        await t.app.inject({ url: '/api/problem/stored-on-demand', headers: bearer(accounts.admin.token) })
      ).json(),
    );
    expect(changed.statement).toEqual([{ type: 'text', html: '<p>Changed <em>behind</em> its back.</p>' }]);
  });

  it('is rendered by the backfill: none stored, an older renderer; a second run finds nothing to do', async () => {
    await saveAddTwo('stored-old-a');
    await saveAddTwo('stored-old-b');
    const contest = await createContest('Old *text*.');
    const before = await storedStatement('stored-old-b');
    await t.database.db.update(problems).set({ statementHtml: null }).where(eq(problems.id, 'stored-old-a'));
    await t.database.db
      .update(problems)
      .set({ statementHtml: { ...before!, renderer: RENDERER_VERSION - 1, blocks: [] } })
      .where(eq(problems.id, 'stored-old-b'));
    await t.database.db.update(contests).set({ descriptionHtml: null }).where(eq(contests.id, contest.id));

    expect(await backfillStatements(t.database.db)).toEqual({ rendered: 2, failed: 0 });
    expect(await backfillDescriptions(t.database.db)).toEqual({ rendered: 1, failed: 0 });
    for (const id of ['stored-old-a', 'stored-old-b']) {
      const stored = await storedStatement(id);
      expect(stored?.renderer).toBe(RENDERER_VERSION);
      expect(stored?.blocks[0]?.html).toContain(`<h2>${id}</h2>`);
    }
    expect((await storedDescription(contest.id))?.html).toBe('<p>Old <em>text</em>.</p>');

    expect(await backfillStatements(t.database.db)).toEqual({ rendered: 0, failed: 0 });
    expect(await backfillDescriptions(t.database.db)).toEqual({ rendered: 0, failed: 0 });
  });
});

describe('POST /admin/statement/preview', () => {
  const preview = (token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/admin/statement/preview', headers: bearer(token), payload });

  it('renders the blocks as readers will get them, labels left to the page', async () => {
    const response = await preview(accounts.admin.token, {
      content: [
        { type: 'text', value: '# Story\n\n$a+b$' },
        { type: 'constraints', value: '- $n \\le 5$' },
        { type: 'image', value: '/uploads/problems/x/figure.png' },
        { type: 'image', value: 'https://evil.example/x.png' },
        { type: 'author', value: 'Ada <Lovelace>' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const { statement } = statementPreviewResponseSchema.strict().parse(response.json());
    expect(statement.map((block) => block.type)).toEqual(['text', 'constraints', 'image', 'author']);
    expect(statement[0]?.html).toMatch(/^<h2>Story<\/h2>/);
    expect(statement[1]?.html).not.toContain('Constraints');
    expect(statement[2]?.html).toBe('<img src="/uploads/problems/x/figure.png" alt="">');
    expect(statement[3]?.html).toBe('Ada &lt;Lovelace&gt;');
  });

  it('passes the hostile list through the sanitiser', { timeout: 120_000 }, async () => {
    // In previews under the statement's 256 KB (the list's longest payloads are tens of KB).
    const batches: (typeof XSS_PAYLOADS)[] = [[]];
    let bytes = 0;
    for (const payload of XSS_PAYLOADS) {
      const size = Buffer.byteLength(payload.markdown);
      if (bytes + size > 200 * 1024) {
        batches.push([]);
        bytes = 0;
      }
      batches.at(-1)!.push(payload);
      bytes += size;
    }
    for (const batch of batches) {
      const response = await preview(accounts.admin.token, {
        content: batch.map((payload) => ({ type: 'text', value: payload.markdown })),
      });
      expect(response.statusCode, response.body).toBe(200);
      const { statement } = statementPreviewResponseSchema.parse(response.json());
      expect(statement).toHaveLength(batch.length);
      statement.forEach((block, index) => expect(faults(block.html), batch[index]?.name).toEqual([]));
    }
  });

  it('is for admins, and refuses what no statement is', async () => {
    expect((await preview(accounts.user.token, { content: [] })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/statement/preview', payload: {} })).statusCode,
    ).toBe(401);
    expect(
      (await preview(accounts.admin.token, { content: [{ type: 'video', value: 'x' }] })).statusCode,
    ).toBe(400);
    expect(
      (await preview(accounts.admin.token, { content: [{ type: 'text', value: 'a\u0000b' }] })).statusCode,
    ).toBe(400);
    const many = Array.from({ length: 501 }, () => ({ type: 'text', value: 'x' }));
    expect((await preview(accounts.admin.token, { content: many })).statusCode).toBe(400);
    const large = { type: 'text', value: 'x'.repeat(200 * 1024) };
    expect((await preview(accounts.admin.token, { content: [large, large] })).statusCode).toBe(400);
    expect((await preview(accounts.admin.token, { content: [] })).json()).toEqual({ statement: [] });
  });
});
