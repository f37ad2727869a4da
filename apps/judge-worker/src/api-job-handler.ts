/**
 * Loads judge jobs from, and hands results back to, the API servers' internal API (no database here).
 * A worker may know several servers (API_URL, comma-separated): it keeps to the one that last answered
 * and moves on to the next when that one cannot be reached or answers 5xx (stopping, restarting), so a
 * server's outage costs its workers nothing while another answers. Every call is safe to repeat on
 * another server: loading marks the job running, a result is stored once. When no server answers, or
 * one answers 429, that is an infrastructure failure: the queue retries the job later without spending
 * an attempt. Any other refusal is the job's own failure.
 */
import { InfrastructureError, type JudgeJobHandler, type JudgeRequest } from '@codeconquer/judge';

/** Longer than any honest answer takes; a hung API must not hold a judge slot for ever. */
const REQUEST_TIMEOUT_MS = 30_000;

export function apiJobHandler(apiUrls: readonly string[], token: string): JudgeJobHandler {
  if (apiUrls.length === 0) throw new Error('a worker needs at least one API server');
  /** The server that answered last: tried first. */
  let current = 0;

  const send = (apiUrl: string, method: 'GET' | 'PUT', path: string, body?: unknown) =>
    fetch(`${apiUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });

  /** The first answer that is not a server's outage, trying each server once from the current one. */
  const answer = async (method: 'GET' | 'PUT', jobId: string, path: string, body?: unknown) => {
    let outage = '';
    let cause: unknown;
    for (let tried = 0; tried < apiUrls.length; tried += 1) {
      const index = (current + tried) % apiUrls.length;
      const apiUrl = apiUrls[index] as string;
      try {
        const response = await send(apiUrl, method, path, body);
        if (response.status < 500) {
          current = index;
          return response;
        }
        outage = `${apiUrl} answered ${response.status} for job ${jobId}`;
      } catch (error) {
        outage = `${apiUrl} is unreachable (${(error as Error).message})`;
        cause = error;
      }
    }
    throw new InfrastructureError(`No API server answered: ${outage}.`, { cause });
  };

  const call = async (method: 'GET' | 'PUT', jobId: string, suffix = '', body?: unknown) => {
    const path = `/api/internal/judge-jobs/${encodeURIComponent(jobId)}${suffix}`;
    const response = await answer(method, jobId, path, body);
    if (response.status === 404) return null;
    if (response.status === 429)
      throw new InfrastructureError(`The API server answered 429 for job ${jobId}.`);
    if (!response.ok) throw new Error(`The API server answered ${response.status} for job ${jobId}.`);
    return (await response.json()) as unknown;
  };
  return {
    async load(jobId) {
      const answer = (await call('GET', jobId)) as { request: JudgeRequest | null } | null;
      return answer?.request ?? null;
    },
    async save(jobId, result) {
      await call('PUT', jobId, '/result', { result });
    },
    async fail(jobId, reason) {
      await call('PUT', jobId, '/failure', { reason: reason.slice(0, 10_000), final: true });
    },
    async note(jobId, reason) {
      await call('PUT', jobId, '/failure', { reason: reason.slice(0, 10_000), final: false });
    },
  };
}
