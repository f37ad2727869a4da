/**
 * Submissions, their judgements and the judgements' runs. One judgement per submission, with the
 * submission's id, once the judge stored a verdict (a submission being judged has none yet: we do not
 * record when judging starts, so a judgement's start time is its submission's time). A run per judged
 * test, in judging order, timed at the verdict (we keep no per-test completion time).
 */
import type { ContestRow } from '../contest-queries';
import { ccsProblemId, runId } from './ids';
import { judgementTypeId } from './judgement-types';
import { ccsLanguageId, entryPoint } from './languages';
import type { SnapshotSubmission } from './snapshot';
import { absTime, contestTime, seconds } from './times';
import type { CcsFileRef, CcsJudgement, CcsRun, CcsSubmission } from './types';

/** Where an admin downloads a submission's code, relative to the API's base URL (/api/ccs). */
export function filesHref(contestId: string, submissionId: string): string {
  return `contests/${contestId}/submissions/${submissionId}/files`;
}

/** `withFiles`: the code is for admins only; others get an empty file list. */
export function ccsSubmission(
  contest: ContestRow,
  submission: SnapshotSubmission,
  withFiles: boolean,
): CcsSubmission {
  const files: CcsFileRef[] = withFiles
    ? [{ href: filesHref(contest.id, submission.id), filename: 'files.zip', mime: 'application/zip' }]
    : [];
  return {
    id: submission.id,
    language_id: ccsLanguageId(submission.language),
    problem_id: ccsProblemId(submission.problemId),
    team_id: submission.teamId ?? submission.userId,
    time: absTime(submission.createdAt),
    contest_time: contestTime(contest, submission.createdAt),
    entry_point: entryPoint(submission.language),
    files,
  };
}

/** When the verdict was stored (rows judged before judged_at existed: their submission time). */
export function verdictTime(submission: SnapshotSubmission): Date {
  return submission.judgedAt ?? submission.createdAt;
}

/** The judgement of a judged submission; null while it is pending. */
export function ccsJudgement(contest: ContestRow, submission: SnapshotSubmission): CcsJudgement | null {
  const type = judgementTypeId(submission.status);
  if (!type) return null;
  const end = verdictTime(submission);
  return {
    id: submission.id,
    submission_id: submission.id,
    judgement_type_id: type,
    start_time: absTime(submission.createdAt),
    start_contest_time: contestTime(contest, submission.createdAt),
    end_time: absTime(end),
    end_contest_time: contestTime(contest, end),
    max_run_time: submission.maxRunMs === null ? null : seconds(submission.maxRunMs),
  };
}

export function ccsRuns(contest: ContestRow, submission: SnapshotSubmission): CcsRun[] {
  if (!judgementTypeId(submission.status)) return [];
  const at = verdictTime(submission);
  return submission.results.flatMap((result, index) => {
    const type = judgementTypeId(result.verdict);
    if (!type) return [];
    return [
      {
        id: runId(submission.id, index + 1),
        judgement_id: submission.id,
        ordinal: index + 1,
        judgement_type_id: type,
        time: absTime(at),
        contest_time: contestTime(contest, at),
        run_time: seconds(result.executionTime),
      },
    ];
  });
}
