/** Loads judge jobs from, and hands results back to, the API server's internal API (no database here). */
import type { JudgeJobHandler, JudgeRequest } from '@codeconquer/judge';

export function apiJobHandler(apiUrl: string, token: string): JudgeJobHandler {
  const call = async (method: 'GET' | 'PUT', jobId: string, suffix = '', body?: unknown) => {
    const response = await fetch(`${apiUrl}/api/internal/judge-jobs/${encodeURIComponent(jobId)}${suffix}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (response.status === 404) return null;
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
  };
}
