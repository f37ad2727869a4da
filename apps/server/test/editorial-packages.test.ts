/**
 * A package's editorial.md (docs/packages.md#editorial): the bank's sync and an import load it rendered,
 * a changed one replaces a package's editorial and never an admin's, a dropped one removes a package's,
 * the export writes it back, and a bank editorial renders its math and code.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { problemEditorials } from '../src/db/schema';
import { syncBank } from '../src/problems/bank-sync';
import { loadProblemPackage } from '../src/problems/problem-export';
import { readProblemPackage } from '../src/problems/package/read-package';
import { packageFiles } from '../src/problems/package/write-package';
import { saveProblemPackage } from '../src/problems/problem-store';
import { bearer, useAccounts } from './helpers/accounts';
import { useTestApp } from './helpers/build-test-app';
import { FIXTURE_PACKAGES } from './helpers/fixture-problems';

const ADMIN_EMAIL = 'editorial.packages@example.com';
const t = useTestApp({ env: { RATE_LIMITS: 'off', ADMIN_EMAILS: ADMIN_EMAIL } });
const accounts = useAccounts(t, { admin: { email: ADMIN_EMAIL } });
const bank = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-editorial-bank-'));
afterAll(() => fs.rmSync(bank, { recursive: true, force: true }));
const BANK = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../problems');

const uploads = () => path.join(t.config.dataDir, 'uploads');
const sync = () => syncBank(t.database.db, uploads(), bank, () => undefined);
const editorialFile = (name: string) => path.join(bank, name, 'editorial.md');

function bankWith(name: string, editorial?: string): void {
  fs.cpSync(path.join(FIXTURE_PACKAGES, 'add-two'), path.join(bank, name), { recursive: true });
  if (editorial !== undefined) fs.writeFileSync(editorialFile(name), editorial);
}

async function editorialRow(problemId: string) {
  const [row] = await t.database.db
    .select()
    .from(problemEditorials)
    .where(eq(problemEditorials.problemId, problemId));
  return row;
}

describe("a package's editorial.md", () => {
  it('is loaded by the bank sync, rendered, as a package editorial', async () => {
    bankWith('ed-bank', '## Idea\n\nAdd them: $a + b$.\n');
    expect((await sync()).added).toContain('ed-bank');
    const row = await editorialRow('ed-bank');
    expect(row).toMatchObject({
      body: '## Idea\n\nAdd them: $a + b$.\n',
      source: 'package',
      updatedBy: null,
    });
    expect(row?.bodyHtml).toContain('<h2>Idea</h2>');
    expect(row?.bodyHtml).toContain('class="katex"');
  });

  it('is replaced when the package changes it, and removed when the package drops it', async () => {
    fs.writeFileSync(editorialFile('ed-bank'), 'A better explanation.\n');
    expect((await sync()).updated).toContain('ed-bank');
    expect((await editorialRow('ed-bank'))?.body).toBe('A better explanation.\n');
    fs.rmSync(editorialFile('ed-bank'));
    expect((await sync()).updated).toContain('ed-bank');
    expect(await editorialRow('ed-bank')).toBeUndefined();
  });

  it('never replaces an editorial an admin wrote in the panel', async () => {
    bankWith('ed-admin', 'From the bank.\n');
    await sync();
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/problems/ed-admin/editorial',
      headers: bearer(accounts.admin.token),
      payload: { body: 'Written by the admin.' },
    });
    expect(saved.statusCode).toBe(200);
    fs.writeFileSync(editorialFile('ed-admin'), 'The bank changed it.\n');
    expect((await sync()).updated).toContain('ed-admin');
    expect(await editorialRow('ed-admin')).toMatchObject({ body: 'Written by the admin.', source: 'admin' });
    fs.rmSync(editorialFile('ed-admin'));
    await sync();
    expect((await editorialRow('ed-admin'))?.body).toBe('Written by the admin.');
  });

  it('comes with an imported package and goes out with the export', async () => {
    bankWith('ed-import-source', 'Imported explanation with `code`.\n');
    const pkg = readProblemPackage(path.join(bank, 'ed-import-source'), 'ed-import');
    await saveProblemPackage(t.database.db, uploads(), pkg);
    expect(await editorialRow('ed-import')).toMatchObject({
      body: 'Imported explanation with `code`.\n',
      source: 'package',
    });
    const exported = await loadProblemPackage(t.database.db, uploads(), 'ed-import');
    const files = packageFiles(exported.pkg, exported.imageBytes);
    expect(Buffer.from(files.get('editorial.md') ?? []).toString()).toBe(
      'Imported explanation with `code`.\n',
    );
  });

  it('is refused when it is larger than the panel allows', () => {
    bankWith('ed-huge', `${'x'.repeat(51 * 1024)}\n`);
    expect(() => readProblemPackage(path.join(bank, 'ed-huge'))).toThrow(
      'editorial.md: The editorial can be at most 50 KB.',
    );
  });

  it("the bank's editorials are read, each with headings and math", () => {
    const withEditorial = fs
      .readdirSync(BANK)
      .filter((name) => fs.existsSync(path.join(BANK, name, 'editorial.md')));
    expect(withEditorial).toContain('bracket-balance-checker');
    for (const name of withEditorial) {
      const pkg = readProblemPackage(path.join(BANK, name));
      expect(pkg.editorial, name).toMatch(/\$[^$]+\$/);
      expect(pkg.editorial, name).toMatch(/^## /m);
    }
  });
});
