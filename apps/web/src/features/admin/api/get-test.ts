import type { adminTestResponseSchema } from '@codeconquer/contracts';
import { apiRequest } from '@/lib/api-client';
import type { z } from 'zod';

export type AdminTestTexts = z.infer<typeof adminTestResponseSchema>['test'];

/**
 * One test with its input and answer (GET /admin/problems/{id}/tests/{ordinal}), read when the test is
 * opened for editing: the problem itself lists only the tests' sizes, as texts can be megabytes. Not
 * cached: the form holds the texts while it is open, and the next opening reads them again.
 */
export function getAdminTest(id: string, ordinal: number, fallbackError: string): Promise<AdminTestTexts> {
  return apiRequest<z.infer<typeof adminTestResponseSchema>>(
    `/admin/problems/${encodeURIComponent(id)}/tests/${ordinal}`,
    { fallbackError },
  ).then((response) => response.test);
}
