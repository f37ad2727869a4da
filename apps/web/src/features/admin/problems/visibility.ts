/**
 * A problem's visibility in words, and the list's filters read from the address (?visibility=,
 * ?deleted=true): an unknown value shows every problem rather than an error, as the audit log's filter.
 */
import { PROBLEM_VISIBILITIES, type ProblemVisibility } from '@codeconquer/contracts';

export const VISIBILITY_LABELS: Record<ProblemVisibility, string> = {
  public: 'Public',
  draft: 'Draft',
  contest: 'Contest-only',
};

/** What each visibility means, under the editor's select. */
export const VISIBILITY_NOTES: Record<ProblemVisibility, string> = {
  public: 'Everyone sees it in the problem list.',
  draft: 'Only admins see it.',
  contest: 'Only contestants see it, through a contest.',
};

export function visibilityFromParam(value: string | null): ProblemVisibility | undefined {
  return PROBLEM_VISIBILITIES.find((visibility) => visibility === value);
}

export function deletedFromParam(value: string | null): boolean {
  return value === 'true';
}
