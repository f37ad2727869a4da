/**
 * Loads judge jobs from, and hands results back to, the API server's internal API (no database here).
 * An API that cannot be reached, or answers 5xx or 429, is an infrastructure failure: the queue retries
 * the job later without spending an attempt. Any other refusal is the job's own failure.
 */
import { InfrastructureError, type JudgeJobHandler, type JudgeRequest } from '@codeconquer/judge';

/** Longer than any honest answer takes; a hung API must not hold a judge slot for ever. */
const REQUEST_TIMEOUT_MS = 30_000;

export function apiJobHandler(apiUrl: string, token: string): JudgeJobHandler {
  const call = async (method: 'GET' | 'PUT', jobId: string, suffix = '', body?: unknown) => {
    const url = `${apiUrl}/api/internal/judge-jobs/${encodeURIComponent(jobId)}${suffix}`;
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new InfrastructureError(`The API server is unreachable (${(error as Error).message}).`, {
        cause: error,
      });
    }
    if (response.status === 404) return null;
    if (response.status >= 500 || response.status === 429)
      throw new InfrastructureError(`The API server answered ${response.status} for job ${jobId}.`);
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
      await call('PUT', jobId, '/failure', { reason: reason.slice(0, 10_000) });
    },
  };
}
