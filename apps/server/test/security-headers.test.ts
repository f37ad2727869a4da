/**
 * Every answer carries security headers (http/security-headers.ts, made once at start with helmet): pages
 * and files get the full set with the app's CSP; API answers the set an API needs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/build-test-app';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-headers-web-'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>CodeConquer</title>');
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

const t = useTestApp({ env: { WEB_DIST_DIR: webDist } });

function expectCommonHeaders(headers: Record<string, unknown>): void {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['cross-origin-embedder-policy']).toBeUndefined();
  expect(headers['x-powered-by']).toBeUndefined();
  expect(String(headers['content-security-policy'])).toContain("frame-ancestors 'none'");
}

describe('security headers', () => {
  it.each([
    ['an API answer', '/api/health', 200],
    ['an API error', '/api/no-such-route', 404],
    ['a problem list answered from memory', '/api/problem/list', 200],
    ['the API description', '/api/openapi.json', 200],
  ])('on %s: a CSP that allows nothing, never framed', async (_what, url, status) => {
    const response = await t.app.inject(url);
    expect(response.statusCode).toBe(status);
    expectCommonHeaders(response.headers);
    expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it.each([
    ['the web app', '/'],
    ['a client-side route', '/problems'],
    // A page under /api: its scripts and styles must load (its JSON document stays an API answer).
    ['the API description page', '/api/docs/'],
  ])("on %s: helmet's full set with the app's CSP", async (_what, url) => {
    const response = await t.app.inject(url);
    expect(response.statusCode).toBe(200);
    expectCommonHeaders(response.headers);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});
