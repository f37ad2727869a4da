import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/build-test-app';

describe('health and fallbacks', () => {
  const t = useTestApp();

  it('answers ok once the database is migrated', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown API path with a JSON 404 and a stable code', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
