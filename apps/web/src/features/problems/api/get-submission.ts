import type { Submission, SubmissionResponse } from '@codeconquer/contracts';
import { apiRequest } from '@/lib/api-client';

/** One submission (GET /submission/{id}); used when the live stream is unavailable. */
export async function getSubmission(id: string, signal?: AbortSignal): Promise<Submission> {
  const response = await apiRequest<SubmissionResponse>(`/submission/${encodeURIComponent(id)}`, {
    signal,
    fallbackError: 'Failed to load submissions',
  });
  return response.submission;
}
