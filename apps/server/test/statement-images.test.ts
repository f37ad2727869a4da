/**
 * Statement images come from imported packages and are served from our origin: only real images, typed
 * by content; an SVG cannot run as a page of ours; a package with a non-image "image" is refused.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PackageError, readProblemPackage } from '../src/problems/package/read-package';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { FIXTURE_PACKAGES, loadFixtureProblem } from './helpers/fixture-problems';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

let t: TestApp;
let folder: string;

beforeAll(async () => {
  t = await buildTestApp();
  await loadFixtureProblem(t.database.db, path.join(t.config.dataDir, 'uploads'));
  folder = path.join(t.config.dataDir, 'uploads', 'problems', 'add-two');
});

afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('statement images', () => {
  it('serves an SVG as an image that cannot run as a page: sandboxed and as an attachment', async () => {
    const response = await get('/uploads/problems/add-two/dice.svg');
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

  it('refuses to import a package whose statement image is not an image', () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-package-'));
    fs.cpSync(path.join(FIXTURE_PACKAGES, 'add-two'), copy, { recursive: true });
    fs.writeFileSync(path.join(copy, 'statement', 'dice.svg'), '<html><script>alert(1)</script></html>');
    expect(() => readProblemPackage(copy)).toThrow(PackageError);
    expect(() => readProblemPackage(copy)).toThrow(/dice\.svg is not a PNG, JPEG, GIF, WebP or SVG image/);
    fs.rmSync(copy, { recursive: true, force: true });
  });
});
