/**
 * Every answer carries the security headers (http/security-headers.ts: helmet's, made once at start):
 * API answers, errors and the web app's files alike.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/build-test-app';

const t = useTestApp();

describe('security headers', () => {
  it.each([
    ['an API answer', '/api/health', 200],
    ['an API error', '/api/no-such-route', 404],
    ['a problem answered from memory', '/api/problem/list', 200],
  ])('are on %s', async (_what, url, status) => {
    const response = await t.app.inject(url);
    expect(response.statusCode).toBe(status);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cross-origin-embedder-policy']).toBeUndefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});
