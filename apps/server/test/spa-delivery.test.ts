/**
 * How the built web app is delivered: precompressed copies chosen by Accept-Encoding, a year of immutable
 * caching for hashed files under /assets, `no-cache` for index.html and the SPA fallback, ETag and
 * Last-Modified for revalidation, no source maps. The dist folder here is a tiny fake one written by the
 * test, shaped like the build's output (docs/delivery.md).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SCRIPT = `console.log(${JSON.stringify('hello '.repeat(200))});\n`;
const STYLE = 'body { color: black; }\n';
const INDEX = `<!doctype html><html><head><script type="module" src="/assets/app-AbC123.js"></script></head><body>${'<p>x</p>'.repeat(200)}</body></html>`;

// As apps/web/build/preload-links.ts writes it; the last two names are not the build's and are left out.
const FIRST_SCREENS = [
  {
    path: '^\\/problems\\/?$',
    modules: ['assets/list-Aa1.js', 'assets/shared-Bb2.js', '../secret.js', 'assets/x.js"><script>'],
    styles: ['assets/shared-Cc3.css'],
  },
];

function writeDist(dir: string): void {
  const write = (name: string, data: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), data);
  };
  const withCompressed = (name: string, text: string) => {
    write(name, text);
    write(`${name}.br`, brotliCompressSync(Buffer.from(text)));
    write(`${name}.gz`, gzipSync(Buffer.from(text)));
  };
  withCompressed('index.html', INDEX);
  withCompressed('assets/app-AbC123.js', SCRIPT);
  write('assets/app-AbC123.js.map', '{"version":3,"sources":["secret.ts"]}');
  write('assets/style-XyZ789.css', STYLE);
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('.vite/first-screens.json', JSON.stringify(FIRST_SCREENS));
}

describe('web app delivery', () => {
  let t: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-dist-'));
    writeDist(distDir);
    t = await buildTestApp({ env: { WEB_DIST_DIR: distDir } });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends the brotli copy of a hashed asset to a browser that accepts it, cached for a year', async () => {
    const response = await get('/assets/app-AbC123.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy when only gzip is accepted, and the file itself when nothing is', async () => {
    const gzipped = await get('/assets/app-AbC123.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/app-AbC123.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    expect(plain.body).toBe(SCRIPT);
  });

  it('falls back to the file itself when no compressed copy was built', async () => {
    const response = await get('/assets/style-XyZ789.css', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.body).toBe(STYLE);
  });

  it('has index.html and the SPA fallback revalidated on every use, compressed too', async () => {
    for (const url of ['/', '/index.html', '/problems/add-two', '/dashboard?tab=1', '/problems/']) {
      const response = await get(url, 'br, gzip');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['vary'], url).toMatch(/accept-encoding/i);
      const page = brotliDecompressSync(response.rawPayload).toString();
      if (url === '/problems/') expect(page, url).toContain('rel="modulepreload"');
      else expect(page, url).toBe(INDEX);
    }
    const plain = await get('/contests', '');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body).toBe(INDEX);
  });

  it('marks each answer with an ETag (a file also with Last-Modified), and answers a revalidation with a bodiless 304', async () => {
    for (const [url, cacheControl, isFile] of [
      ['/assets/app-AbC123.js', IMMUTABLE, true],
      ['/index.html', 'no-cache', true],
      ['/problems/two-sum', 'no-cache', false],
      ['/problems', 'no-cache', false],
    ] as const) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const first = await get(url, encoding);
        expect(first.statusCode, `${url} ${encoding}`).toBe(200);
        const etag = first.headers['etag'];
        expect(etag, `${url} ${encoding}`).toMatch(/^(W\/)?".+"$/);
        if (isFile) {
          expect(Date.parse(String(first.headers['last-modified'])), `${url} ${encoding}`).not.toBeNaN();
        }

        const again = await t.app.inject({
          method: 'GET',
          url,
          headers: { 'accept-encoding': encoding, 'if-none-match': String(etag) },
        });
        expect(again.statusCode, `${url} ${encoding}`).toBe(304);
        expect(again.body, `${url} ${encoding}`).toBe('');
        expect(again.headers['cache-control'], `${url} ${encoding}`).toBe(cacheControl);
      }
    }
    // Each encoding is its own representation: a gzip ETag does not validate the brotli copy.
    const gzipTag = (await get('/assets/app-AbC123.js', 'gzip')).headers['etag'];
    const brotli = await t.app.inject({
      method: 'GET',
      url: '/assets/app-AbC123.js',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(gzipTag) },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
  });

  it('answers HEAD on a client-side route as GET would, without a body', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/problems/add-two' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe('');
  });

  it("adds a first screen's files to its page as preload links, after what the head has already", async () => {
    const page = (await get('/problems', '')).body;
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain('<script type="module" src="/assets/app-AbC123.js"></script>');
    const links = head.slice(head.indexOf('</script>')).match(/<link [^>]*>/g);
    expect(links).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/list-Aa1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/shared-Bb2.js">',
      '<link rel="preload" as="style" crossorigin href="/assets/shared-Cc3.css">',
    ]);
    expect(page.slice(page.indexOf('</head>'))).toBe(INDEX.slice(INDEX.indexOf('</head>')));
    // Another page people arrive on gets its own links or none; the build's list itself is not served.
    expect((await get('/problems/two-sum', '')).body).toBe(INDEX);
    for (const url of ['/.vite/first-screens.json', '/.vite/first-screens.json.br']) {
      const listed = await get(url, 'br');
      expect(listed.body, url).not.toContain('modules');
    }
  });

  it('revalidates unhashed files outside /assets', async () => {
    const response = await get('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('never serves a source map, and answers a missing asset or top-level file with a 404, not index.html', async () => {
    for (const url of [
      '/assets/app-AbC123.js.map',
      '/assets/app-old999.js',
      '/assets/app-AbC123.js.map.br',
      '/robots.txt',
      '/sitemap.xml',
    ]) {
      const response = await get(url, 'br, gzip');
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('<html');
      expect(response.body, url).not.toContain('secret.ts');
    }
    const api = await get('/api/nope');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
