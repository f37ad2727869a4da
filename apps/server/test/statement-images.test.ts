/**
 * Statement images come from imported packages and are served from our origin: only real images, typed
 * by content; an SVG cannot run as a page of ours; a package with a non-image "image" is refused. They are
 * stored under their content's hash and follow their problem's visibility.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Problem } from '@codeconquer/contracts';
import { contestProblems, contestRegistrations, contests, problems } from '../src/db/schema';
import { PackageError } from '../src/problems/package/package-error';
import { readProblemPackage } from '../src/problems/package/read-package';
import { bearer, createAccount, type Account } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { FIXTURE_PACKAGES, loadFixtureProblem } from './helpers/fixture-problems';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const ADMIN_EMAIL = 'images.admin@example.com';
let t: TestApp;
let folder: string;
/** Where the package's dice.svg is served: its content-hash name. */
let diceUrl: string;
let admin: Account;
let user: Account;

beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMITS: 'off', ADMIN_EMAILS: ADMIN_EMAIL } });
  await loadFixtureProblem(t.database.db, path.join(t.config.dataDir, 'uploads'));
  folder = path.join(t.config.dataDir, 'uploads', 'problems', 'add-two');
  const problem = (await t.app.inject({ url: '/api/problem/add-two' })).json<Problem>();
  diceUrl = problem.content.find((block) => block.type === 'image')?.value ?? '';
  admin = await createAccount(t, { email: ADMIN_EMAIL });
  user = await createAccount(t);
});

afterAll(async () => {
  await t.close();
});

const get = (url: string, account?: Account) =>
  t.app.inject({ method: 'GET', url, headers: account ? bearer(account.token) : {} });
const setVisibility = (visibility: 'public' | 'draft' | 'contest') =>
  t.database.db.update(problems).set({ visibility }).where(eq(problems.id, 'add-two'));
/** The image's answer to a guest, a signed-in user and an admin. */
const statuses = async () => [
  (await get(diceUrl)).statusCode,
  (await get(diceUrl, user)).statusCode,
  (await get(diceUrl, admin)).statusCode,
];
const HOUR = 60 * 60 * 1000;

describe('statement images', () => {
  it('serves an SVG as an image that cannot run as a page: sandboxed and as an attachment', async () => {
    const response = await get(diceUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['content-security-policy']).toMatch(/sandbox/);
    expect(response.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(response.headers['content-disposition']).toMatch(/^attachment/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('types a file by its content, not its name, and never serves what is not an image', async () => {
    fs.writeFileSync(path.join(folder, 'evil.png'), '<html><script>alert(document.cookie)</script></html>');
    fs.writeFileSync(path.join(folder, 'page.html'), '<html><body>hi</body></html>');
    fs.writeFileSync(path.join(folder, 'photo.txt'), PNG);
    expect((await get('/uploads/problems/add-two/evil.png')).statusCode).toBe(404);
    expect((await get('/uploads/problems/add-two/page.html')).statusCode).toBe(404);
    const png = await get('/uploads/problems/add-two/photo.txt');
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toBeUndefined();
    for (const url of [
      '/uploads/problems/add-two/..%2F..%2Fsecret.key',
      '/uploads/problems/..%2F..%2Fsecret.key/x.png',
      '/uploads/problems/add-two/missing.png',
    ])
      expect((await get(url)).statusCode, url).toBe(404);
  });

  it('are stored under the hash of their content, not the name the package gave them', async () => {
    const bytes = fs.readFileSync(path.join(FIXTURE_PACKAGES, 'add-two', 'statement', 'dice.svg'));
    const name = `image-${crypto.hash('sha256', bytes, 'hex').slice(0, 12)}.svg`;
    expect(diceUrl).toBe(`/uploads/problems/add-two/${name}`);
    expect(fs.readFileSync(path.join(folder, name))).toEqual(bytes);
    expect(fs.existsSync(path.join(folder, 'dice.svg'))).toBe(false);
    // The stored statement names it so too: the admin's editor and an export keep showing it.
    const [row] = await t.database.db.select().from(problems).where(eq(problems.id, 'add-two'));
    expect(row?.description).toContain(`](${name})`);
    expect(row?.description).not.toContain('dice.svg');
  });

  it("follow their problem's visibility: a draft's or a closed contest-only problem's are not found", async () => {
    expect(await statuses()).toEqual([200, 200, 200]);
    await setVisibility('draft');
    expect(await statuses()).toEqual([404, 404, 200]);
    const answer = await get(diceUrl);
    expect(answer.json()).toMatchObject({ code: 'NOT_FOUND' });

    // Contest-only: hidden until a contest opens it (to its contestants from the start, to all at the end).
    await setVisibility('contest');
    expect(await statuses()).toEqual([404, 404, 200]);
    const [contest] = await t.database.db
      .insert(contests)
      .values({
        title: 'Images',
        startTime: new Date(Date.now() - HOUR),
        endTime: new Date(Date.now() + HOUR),
      })
      .returning();
    if (!contest) throw new Error('no contest');
    await t.database.db
      .insert(contestProblems)
      .values({ contestId: contest.id, problemId: 'add-two', position: 1 });
    expect(await statuses()).toEqual([404, 404, 200]);
    await t.database.db.insert(contestRegistrations).values({ contestId: contest.id, userId: user.id });
    expect(await statuses()).toEqual([404, 200, 200]);
    await t.database.db
      .update(contests)
      .set({ startTime: new Date(Date.now() - 2 * HOUR), endTime: new Date(Date.now() - HOUR) })
      .where(eq(contests.id, contest.id));
    expect(await statuses()).toEqual([200, 200, 200]);

    await t.database.db.update(problems).set({ deletedAt: new Date() }).where(eq(problems.id, 'add-two'));
    expect(await statuses()).toEqual([404, 404, 200]);
    await t.database.db.update(problems).set({ deletedAt: null }).where(eq(problems.id, 'add-two'));
    await setVisibility('public');
  });

  it('refuses to import a package whose statement image is not an image', () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-package-'));
    fs.cpSync(path.join(FIXTURE_PACKAGES, 'add-two'), copy, { recursive: true });
    fs.writeFileSync(path.join(copy, 'statement', 'dice.svg'), '<html><script>alert(1)</script></html>');
    expect(() => readProblemPackage(copy)).toThrow(PackageError);
    expect(() => readProblemPackage(copy)).toThrow(/dice\.svg is not a PNG, JPEG, GIF, WebP or SVG image/);
    fs.rmSync(copy, { recursive: true, force: true });
  });
});
