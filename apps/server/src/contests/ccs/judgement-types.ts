/**
 * Our statuses as the Contest API's judgement types. The ids are the specification's well-known ones (its
 * "Known judgement types" table); the names are ours, as users read them. Penalty follows our ranking rules
 * (cell-score.ts): a Compilation Error is not a try, and a Judge Error is our fault, not the contestant's.
 * Pending has no judgement type: a submission being judged has no judgement yet.
 */
import { JUDGE_ERROR_STATUS, type SubmissionStatus } from '@codeconquer/contracts';
import type { CcsJudgementType } from './types';

type JudgedStatus = Exclude<SubmissionStatus, 'Pending'>;

const TYPES: Record<JudgedStatus, CcsJudgementType> = {
  Accepted: { id: 'AC', name: 'Accepted', penalty: false, solved: true },
  'Wrong Answer': { id: 'WA', name: 'Wrong Answer', penalty: true, solved: false },
  'Time Limit Exceeded': { id: 'TLE', name: 'Time Limit Exceeded', penalty: true, solved: false },
  'Memory Limit Exceeded': { id: 'MLE', name: 'Memory Limit Exceeded', penalty: true, solved: false },
  'Runtime Error': { id: 'RTE', name: 'Runtime Error', penalty: true, solved: false },
  'Output Limit Exceeded': { id: 'OLE', name: 'Output Limit Exceeded', penalty: true, solved: false },
  'Compilation Error': { id: 'CE', name: 'Compilation Error', penalty: false, solved: false },
  [JUDGE_ERROR_STATUS]: { id: 'JE', name: JUDGE_ERROR_STATUS, penalty: false, solved: false },
};

export const JUDGEMENT_TYPES: readonly CcsJudgementType[] = Object.values(TYPES);

/** The judgement type id of a status or a test's verdict; null while pending (or for a name we do not know). */
export function judgementTypeId(status: string): string | null {
  return Object.hasOwn(TYPES, status) ? TYPES[status as JudgedStatus].id : null;
}
