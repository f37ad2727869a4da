/**
 * A problem's visibility in words, and the list's filters read from the address (?visibility=,
 * ?deleted=true): an unknown value shows every problem rather than an error, as the audit log's filter.
 */
import { PROBLEM_VISIBILITIES, type ProblemVisibility } from '@codeconquer/contracts';
import type { MessageId } from '@/i18n/message-id';

/** Message ids, translated where they are shown. */
export const VISIBILITY_LABELS: Record<ProblemVisibility, MessageId> = {
  public: 'admin.problems.visibility.public',
  draft: 'admin.problems.visibility.draft',
  contest: 'admin.problems.visibility.contest',
};

/** What each visibility means, under the editor's select. */
export const VISIBILITY_NOTES: Record<ProblemVisibility, MessageId> = {
  public: 'admin.problems.visibility.publicNote',
  draft: 'admin.problems.visibility.draftNote',
  contest: 'admin.problems.visibility.contestNote',
};

export function visibilityFromParam(value: string | null): ProblemVisibility | undefined {
  return PROBLEM_VISIBILITIES.find((visibility) => visibility === value);
}

export function deletedFromParam(value: string | null): boolean {
  return value === 'true';
}
