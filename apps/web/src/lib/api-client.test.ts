import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiRequest, startEarlyRequest } from './api-client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('startEarlyRequest', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends the GET at once, and the first apiRequest of that path takes its answer', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { id: 'early' }));
    startEarlyRequest('/problem/two-sum');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/problem/two-sum');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });

    await expect(apiRequest('/problem/two-sum')).resolves.toEqual({ id: 'early' });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // Taken once: the next call asks the server again.
    fetchMock.mockResolvedValueOnce(json(200, { id: 'again' }));
    await expect(apiRequest('/problem/two-sum')).resolves.toEqual({ id: 'again' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("reports the early answer's error with the taker's fallback message", async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 404 }));
    startEarlyRequest('/problem/missing');
    const failure = apiRequest('/problem/missing', { fallbackError: 'Problem not found' });
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({ status: 404, message: 'Problem not found' });
  });

  it('is not used by other paths, by writes, nor once it is older than 10 s', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(() => Promise.resolve(json(200, { id: 'fresh' })));
    startEarlyRequest('/problem/a');
    await apiRequest('/problem/b');
    await apiRequest('/problem/a', { method: 'POST', body: {} });
    expect(fetchMock).toHaveBeenCalledTimes(3);

    vi.advanceTimersByTime(10_001);
    await apiRequest('/problem/a');
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });
});

describe('apiRequest', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reports a failed fetch as no answer (status 0) with the fallback message', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(
      apiRequest('/auth/verify', { fallbackError: 'User verification failed' }),
    ).rejects.toMatchObject({ status: 0, message: 'User verification failed' });
  });

  it('reports an answer whose body was cut off (the page was left) as no answer, not as a server error', async () => {
    const cutOff = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"user":'));
        controller.error(new TypeError('network error'));
      },
    });
    fetchMock.mockResolvedValueOnce(new Response(cutOff, { status: 200 }));
    const failure = apiRequest('/auth/verify');
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({ status: 0 });
  });

  it("throws the server's code and message for a refusal", async () => {
    fetchMock.mockResolvedValueOnce(json(401, { error: 'Invalid or expired token', code: 'UNAUTHORIZED' }));
    await expect(apiRequest('/auth/verify')).rejects.toMatchObject({
      status: 401,
      message: 'Invalid or expired token',
    });
  });
});

describe("apiRequest's files", () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('answers a file as a Blob', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(new Uint8Array([0x50, 0x4b, 3, 4]), { headers: { 'Content-Type': 'application/zip' } }),
    );
    const blob = await apiRequest<Blob>('/admin/problems/two-sum/export', { responseType: 'blob' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/problems/two-sum/export');
    expect(blob.type).toBe('application/zip');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([0x50, 0x4b, 3, 4]));
  });

  it("throws the server's message for a refusal of a file, read as JSON", async () => {
    fetchMock.mockResolvedValueOnce(json(404, { error: 'Problem not found', code: 'NOT_FOUND' }));
    await expect(
      apiRequest('/admin/problems/x/export', { responseType: 'blob', fallbackError: 'Export failed' }),
    ).rejects.toMatchObject({ status: 404, message: 'Problem not found' });
  });
});
