/**
 * Our statuses as the Contest API's judgement types. The ids are the specification's well-known ones (its
 * "Known judgement types" table); the names are ours, as users read them. Whether a type costs penalty
 * is the contest's rule's (contests/rules/): a Compilation Error is never a try, a Judge Error is our fault,
 * and an IOI contest has no penalty at all. Pending has no judgement type: a submission being judged has
 * no judgement yet.
 */
import { JUDGE_ERROR_STATUS, type SubmissionStatus } from '@codeconquer/contracts';
import type { ContestRule } from '../rules';
import type { CcsJudgementType } from './types';

type JudgedStatus = Exclude<SubmissionStatus, 'Pending'>;

const IDS: Record<JudgedStatus, string> = {
  Accepted: 'AC',
  'Wrong Answer': 'WA',
  'Time Limit Exceeded': 'TLE',
  'Memory Limit Exceeded': 'MLE',
  'Runtime Error': 'RTE',
  'Output Limit Exceeded': 'OLE',
  'Compilation Error': 'CE',
  [JUDGE_ERROR_STATUS]: 'JE',
};

/** The judgement types of a contest ranked by `rule`. */
export function judgementTypes(rule: ContestRule): CcsJudgementType[] {
  return (Object.keys(IDS) as JudgedStatus[]).map((status) => ({
    id: IDS[status],
    name: status,
    penalty: rule.penalizes(status),
    solved: status === 'Accepted',
  }));
}

/** The judgement type id of a status or a test's verdict; null while pending (or for a name we do not know). */
export function judgementTypeId(status: string): string | null {
  return Object.hasOwn(IDS, status) ? IDS[status as JudgedStatus] : null;
}
