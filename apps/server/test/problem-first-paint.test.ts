/**
 * A problem's page as first sent (http/problem-first-paint.ts): a public problem's title and statement in
 * the boot shell, in place of its lead line; anything a guest may not read (a draft, a contest's problem
 * before it opens to guests, an unknown id) gets the plain shell, and so does every other page. The title
 * is escaped, the page has an ETag and is compressed as accepted, and a changed problem shows at once.
 * The dist folder is a stand-in shaped like the build's index.html (its boot-content marks).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { problemResponseSchema } from '@codeconquer/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problems } from '../src/db/schema';
import { problemViewsChanged } from '../src/problems/problem-views';
import { saveProblemPackage } from '../src/problems/problem-store';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { readFixturePackage } from './helpers/fixture-problems';

const LEAD = '<p class="boot-lead">Solve problems.</p>';
const INDEX = [
  '<!doctype html><html><head><title>CodeConquer</title></head><body><div id="root"></div>',
  '<div id="boot-shell"><main class="boot-main">',
  `<!-- boot-content: the server's --> ${LEAD} <!-- /boot-content -->`,
  // Enough of a page to be worth compressing (1 kB and more), as the real one is.
  `<p role="status">Loading</p>${'<span></span>'.repeat(100)}</main></div></body></html>`,
].join('\n');

// The build's list of first screens (apps/web/build/preload-links.ts), naming the problem page's files.
const FIRST_SCREENS = [{ path: '^\\/problems\\/[^/]+\\/?$', modules: ['assets/problem-Dd4.js'], styles: [] }];
const PROBLEM_LINK = '<link rel="modulepreload" crossorigin href="/assets/problem-Dd4.js">';
const withoutLinks = (html: string) => html.replace(/\s*<link rel="modulepreload"[^>]*>/g, '');

describe("a problem's first paint", () => {
  let t: TestApp;
  let distDir: string;
  let uploadsDir: string;
  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-first-paint-'));
    fs.writeFileSync(path.join(distDir, 'index.html'), INDEX);
    fs.mkdirSync(path.join(distDir, '.vite'));
    fs.writeFileSync(path.join(distDir, '.vite', 'first-screens.json'), JSON.stringify(FIRST_SCREENS));
    t = await buildTestApp({ env: { WEB_DIST_DIR: distDir } });
    uploadsDir = path.join(t.config.dataDir, 'uploads');
    const pkg = readFixturePackage('add-two');
    await saveProblemPackage(t.database.db, uploadsDir, pkg);
    await saveProblemPackage(t.database.db, uploadsDir, {
      ...pkg,
      slug: 'escaped-title',
      title: '<img src=x onerror=alert(1)> & $& sums',
    });
    await saveProblemPackage(t.database.db, uploadsDir, { ...pkg, slug: 'a-draft' }, 'admin', 'draft');
    await saveProblemPackage(t.database.db, uploadsDir, { ...pkg, slug: 'contest-only' }, 'admin', 'contest');
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it("puts a public problem's title and statement where the lead line was", async () => {
    const problem = problemResponseSchema.parse((await t.app.inject('/api/problem/add-two')).json());
    const text = problem.statement.filter((block) => block.type === 'text');
    expect(text.length).toBeGreaterThan(0);

    const response = await page('/problems/add-two');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(`<h1>${problem.title}</h1>`);
    for (const block of text) expect(response.body).toContain(block.html);
    expect(response.body).not.toContain(LEAD);
    // The problem page's files to preload, as on any problem's page (http/shell-pages.ts).
    expect(response.body).toContain(PROBLEM_LINK);
    // The rest of the shell is as built.
    expect(response.body).toContain('<p role="status">Loading</p>');
    expect(response.body.startsWith('<!doctype html>')).toBe(true);
    // The trailing slash is the same page.
    expect((await page('/problems/add-two/')).body).toBe(response.body);
  });

  it('escapes the title (and keeps $ patterns as written)', async () => {
    const response = await page('/problems/escaped-title');
    expect(response.body).toContain('<h1>&lt;img src=x onerror=alert(1)&gt; &amp; $&amp; sums</h1>');
    expect(response.body).not.toContain('<img src=x');
  });

  it('sends the plain shell for a draft, an unopened contest problem, an unknown id and other pages', async () => {
    for (const url of [
      '/problems/a-draft',
      '/problems/contest-only',
      '/problems/no-such-problem',
      '/problems/NOT%20AN%20ID',
      '/problems',
      '/problems/add-two/discussions/1',
      '/problems/solve/add-two',
      '/contests',
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(withoutLinks(response.body), url).toBe(INDEX);
      // What the path's screen needs is preloaded all the same, whatever the problem.
      expect(response.body.includes(PROBLEM_LINK), url).toBe(/^\/problems\/[^/]+$/.test(url));
    }
  });

  it('answers HEAD with the headers GET gets, without a body', async () => {
    const got = await page('/problems/add-two');
    const head = await t.app.inject({ method: 'HEAD', url: '/problems/add-two' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['etag']).toBe(got.headers['etag']);
    expect(head.headers['content-type']).toBe(got.headers['content-type']);
    expect(head.body).toBe('');
  });

  it('answers 304 to its own ETag and sends brotli when accepted', async () => {
    const first = await page('/problems/add-two');
    const etag = first.headers['etag'];
    expect(etag).toMatch(/^"/);
    expect((await page('/problems/add-two', { 'if-none-match': String(etag) })).statusCode).toBe(304);
    const compressed = await page('/problems/add-two', { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(first.body);
  });

  it('answers 304 while only the counters move (a submission), and sends a changed statement', async () => {
    const before = await page('/problems/add-two');
    await t.database.db
      .update(problems)
      .set({ submissionCount: 7, attemptedCount: 3 })
      .where(eq(problems.id, 'add-two'));
    problemViewsChanged();
    const view = problemResponseSchema.parse((await t.app.inject('/api/problem/add-two')).json());
    expect(view.submissions).toBe(7);
    const after = await page('/problems/add-two', { 'if-none-match': String(before.headers['etag']) });
    expect(after.statusCode).toBe(304);

    const pkg = readFixturePackage('add-two');
    await saveProblemPackage(t.database.db, uploadsDir, { ...pkg, title: 'Add Two, revised' });
    const revised = await page('/problems/add-two', { 'if-none-match': String(before.headers['etag']) });
    expect(revised.statusCode).toBe(200);
    expect(revised.body).toContain('<h1>Add Two, revised</h1>');
  });

  it('stops showing a problem as soon as it is no longer public', async () => {
    await t.database.db.update(problems).set({ visibility: 'draft' }).where(eq(problems.id, 'escaped-title'));
    problemViewsChanged();
    expect(withoutLinks((await page('/problems/escaped-title')).body)).toBe(INDEX);
  });
});
