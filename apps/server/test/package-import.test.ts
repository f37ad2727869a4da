/**
 * An uploaded package cannot take the server down (docs/packages.md#zip-limits): the zip is unpacked off
 * the event loop, counting the bytes that really inflate, within limits an admin can read; a lying or
 * oversized zip is a 400 naming why. A broken or hostile problem.yaml is a 400 naming the file and line,
 * and no answer names a folder of the server.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { importLimitsResponseSchema } from '@codeconquer/contracts';
import { loadConfig } from '../src/config/config';
import { unpackZip } from '../src/problems/package/unpack-zip';
import { bearer, useAccounts } from './helpers/accounts';
import { useTestApp } from './helpers/build-test-app';
import { loadFixtureProblem } from './helpers/fixture-problems';
import { multipart } from './helpers/uploads';
import { repeated, text, zipOf } from './helpers/zip-stream';

const ADMIN_EMAIL = 'import.admin@example.com';
const t = useTestApp({ env: { RATE_LIMITS: 'off', ADMIN_EMAILS: ADMIN_EMAIL } });
const accounts = useAccounts(t, { admin: { email: ADMIN_EMAIL } });

const MIB = 1024 * 1024;
const PROBLEM_YAML = 'name: Big Test\nlimits:\n  time_limit: 1\n';

function importUpload(bytes: Uint8Array, query = '') {
  const body = multipart([{ name: 'package', data: Buffer.from(bytes), filename: 'upload.zip' }]);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/problems/import${query}`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(accounts.admin.token) },
  });
}

/** A package zip of `files` (path → text) in the folder `folder`. */
const packageZip = (folder: string, files: Record<string, string>) =>
  zipSync(
    Object.fromEntries(
      Object.entries(files).map(([name, content]) => [`${folder}/${name}`, strToU8(content)]),
    ),
  );

const SAMPLE = { 'data/sample/1.in': '1\n', 'data/sample/1.ans': '1\n' };

describe('the zip limits', () => {
  it('are the config defaults, and an admin can read them', async () => {
    const response = await t.app.inject({
      url: '/api/admin/problems/import/limits',
      headers: bearer(accounts.admin.token),
    });
    expect(response.statusCode).toBe(200);
    expect(importLimitsResponseSchema.parse(response.json())).toEqual({
      maxUploadBytes: 256 * MIB,
      maxTotalBytes: 1024 * MIB,
      maxFileBytes: 256 * MIB,
      maxEntries: 10_000,
    });
    expect(loadConfig({ IMPORT_MAX_FILES: '50', IMPORT_MAX_FILE_BYTES: '1024' }).zipLimits).toMatchObject({
      maxEntries: 50,
      maxFileBytes: 1024,
    });
    const guest = await t.app.inject({ url: '/api/admin/problems/import/limits' });
    expect(guest.statusCode).toBe(401);
  });

  it('keep /api/health answering while a 300 MB test inflates, and refuse it at the limit for one file', async () => {
    // 300 MiB of one digit deflate to about 300 KB, built here as a stream.
    const zip = await zipOf([
      { name: 'big-test/problem.yaml', chunks: text(PROBLEM_YAML) },
      { name: 'big-test/data/secret/huge.ans', chunks: text('7\n') },
      { name: 'big-test/data/secret/huge.in', chunks: () => repeated(300) },
    ]);
    expect(zip.length).toBeLessThan(1024 * 1024);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const base = `http://127.0.0.1:${address.port}`;

    const form = new FormData();
    form.append('package', new Blob([new Uint8Array(zip)]), 'upload.zip');
    const rssBefore = process.memoryUsage().rss;
    let peakRss = rssBefore;
    let done = false;
    const started = performance.now();
    const importing = fetch(`${base}/api/admin/problems/import`, {
      method: 'POST',
      body: form,
      headers: bearer(accounts.admin.token),
    }).finally(() => (done = true));
    const latencies: number[] = [];
    while (!done) {
      const sent = performance.now();
      const health = await fetch(`${base}/api/health`);
      await health.arrayBuffer();
      latencies.push(performance.now() - sent);
      expect(health.status).toBe(200);
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const response = await importing;
    const tookMs = performance.now() - started;
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; error: string };
    expect(body.code).toBe('INVALID_PACKAGE');
    expect(body.error).toMatch(
      /big-test\/data\/secret\/huge\.in unpacks to more than 256 MiB, the limit for one file/,
    );

    latencies.sort((a, b) => a - b);
    const p99 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? Infinity;
    console.log(
      `big import: refused after ${Math.round(tookMs)} ms; /api/health ${latencies.length} answers, ` +
        `p50 ${latencies[Math.floor(latencies.length / 2)]?.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, ` +
        `max ${latencies.at(-1)?.toFixed(1)} ms; rss +${Math.round((peakRss - rssBefore) / MIB)} MiB`,
    );
    expect(latencies.length).toBeGreaterThanOrEqual(10);
    expect(p99).toBeLessThanOrEqual(200);
    // The 256 MiB inflated went to disk a chunk at a time, never into memory.
    expect(peakRss - rssBefore).toBeLessThan(200 * MIB);
  });

  it('refuses a zip whose headers lie about a size, at once', async () => {
    // The headers say the test is 1 KiB; it inflates to 100 MiB.
    const zip = await zipOf([
      { name: 'liar/problem.yaml', chunks: text(PROBLEM_YAML) },
      { name: 'liar/data/secret/1.ans', chunks: text('7\n') },
      { name: 'liar/data/secret/1.in', chunks: () => repeated(100), claimedSize: 1024 },
    ]);
    const started = performance.now();
    const response = await importUpload(zip);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'INVALID_PACKAGE',
      error: expect.stringMatching(/headers lie about the size of liar\/data\/secret\/1\.in/),
    });

    // The tests zip of a problem is unpacked the same way.
    await loadFixtureProblem(t.database.db, path.join(t.config.dataDir, 'uploads'));
    const tests = multipart([{ name: 'tests', data: zip, filename: 'tests.zip' }]);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/problems/add-two/tests/zip',
      payload: tests.payload,
      headers: { ...tests.headers, ...bearer(accounts.admin.token) },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/headers lie about the size of liar\/data\/secret\/1\.in/);
  });

  it('refuses a zip of 40,000 test files, naming the limit', async () => {
    const files: Record<string, Uint8Array> = { 'many/problem.yaml': strToU8(PROBLEM_YAML) };
    for (let i = 0; i < 20_000; i += 1) {
      files[`many/data/secret/${i}.in`] = strToU8('1\n');
      files[`many/data/secret/${i}.ans`] = strToU8('1\n');
    }
    const response = await importUpload(zipSync(files, { level: 0 }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'INVALID_PACKAGE',
      error: 'The package: the zip holds 40,001 entries, more than 10,000, the limit for a package.',
    });
  });

  it('counts every file against the limit for the whole package', async () => {
    const zip = await zipOf([
      { name: 'a.in', chunks: () => repeated(6) },
      { name: 'b.in', chunks: () => repeated(6) },
    ]);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cc-zip-')), 'two.zip');
    fs.writeFileSync(file, zip);
    const limits = { maxTotalBytes: 10 * MIB, maxFileBytes: 8 * MIB, maxEntries: 100 };
    await expect(unpackZip(file, limits)).rejects.toThrow(
      'the zip unpacks to more than 10 MiB, the limit for a whole package',
    );
    await expect(unpackZip(file, { ...limits, maxFileBytes: 5 * MIB })).rejects.toThrow(
      'a.in unpacks to more than 5 MiB, the limit for one file',
    );
    const unpacked = await unpackZip(file, { ...limits, maxTotalBytes: 12 * MIB });
    expect(fs.statSync(path.join(unpacked.root, 'b.in')).size).toBe(6 * MIB);
    unpacked.cleanup();
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });
});

describe('problem.yaml', () => {
  it('with a YAML syntax error is a 400 naming the file and the line', async () => {
    const response = await importUpload(
      packageZip('broken-yaml', {
        'problem.yaml': 'name: Broken\nlimits:\n  time_limit: [1, 2\nauthor: x\n',
        ...SAMPLE,
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'INVALID_PACKAGE',
      error: expect.stringMatching(/^The package: problem\.yaml line 4: YAML syntax error: /),
    });
  });

  it('with an alias bomb is a 400 naming the file and the line, refused before it expands', async () => {
    const lines = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (const [name, previous] of [...'bcdefghi'].map((c, i) => [c, 'abcdefghi'[i]] as const))
      lines.push(`${name}: &${name} [${Array(9).fill(`*${previous}`).join(',')}]`);
    const started = performance.now();
    const response = await importUpload(
      packageZip('laughs', { 'problem.yaml': `name: Laughs\n${lines.join('\n')}\n`, ...SAMPLE }),
    );
    expect(performance.now() - started).toBeLessThan(2000);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'INVALID_PACKAGE',
      error: expect.stringMatching(/^The package: problem\.yaml line 3: its aliases expand too far/),
    });
  });

  it('missing, or a package of bad files, answers without any folder of the server', async () => {
    const answers = [
      await importUpload(packageZip('no-yaml', SAMPLE)),
      await importUpload(packageZip('no-ans', { 'problem.yaml': 'name: X\n', 'data/secret/1.in': '1\n' })),
      await importUpload(strToU8('not a zip')),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.body).not.toContain(os.tmpdir());
      expect(answer.body).not.toContain('codeconquer-');
      expect(answer.body).not.toContain(t.config.dataDir);
    }
    expect(answers[0]?.json().error).toBe('The package: the package has no problem.yaml.');
  });
});
