/**
 * Our clarifications (contests/clarifications.ts) as the API's messages. A row holds a question and its
 * answer, so it becomes up to two messages: the question from its asker's team (id: the row's uuid without
 * dashes) and the reply (the same with `-r`), to the asker alone or to everyone; an announcement is one
 * message from the jury to all. The public sees only what the contest's page shows everyone: announcements
 * and public replies, whose question is quoted in the reply's text because the asker stays private. A
 * question from someone who is not a team of the contest (a virtual contestant) is not part of it: only a
 * public reply to it shows, as an announcement.
 */
import type { ContestRow } from '../contest-queries';
import { ccsProblemId } from './ids';
import type { SnapshotClarification } from './snapshot';
import { absTime, contestTime } from './times';
import type { CcsClarification } from './types';

export type TimedClarification = { at: Date; value: CcsClarification };

type Context = {
  admin: boolean;
  problemIds: ReadonlySet<string>;
  /** Each registered user's team: themselves, or in a team contest their team. */
  teamOfUser: ReadonlyMap<string, string>;
};

const quoted = (text: string) =>
  text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');

function message(
  contest: ContestRow,
  at: Date,
  fields: Omit<CcsClarification, 'time' | 'contest_time'>,
): TimedClarification {
  return { at, value: { ...fields, time: absTime(at), contest_time: contestTime(contest, at) } };
}

export function ccsClarifications(
  contest: ContestRow,
  rows: readonly SnapshotClarification[],
  context: Context,
): TimedClarification[] {
  return rows.flatMap((row) => {
    const id = row.id.replaceAll('-', '');
    const problemId =
      row.problemId && context.problemIds.has(row.problemId) ? ccsProblemId(row.problemId) : null;
    if (row.question === null) {
      // An announcement: public by definition.
      if (!row.public && !context.admin) return [];
      const to = { from_team_id: null, to_team_id: null, reply_to_id: null };
      return [message(contest, row.createdAt, { id, ...to, problem_id: problemId, text: row.answer ?? '' })];
    }
    const asker = (row.userId && context.teamOfUser.get(row.userId)) ?? null;
    const out: TimedClarification[] = [];
    const showQuestion = context.admin && asker !== null;
    if (showQuestion)
      out.push(
        message(contest, row.createdAt, {
          id,
          from_team_id: asker,
          to_team_id: null,
          reply_to_id: null,
          problem_id: problemId,
          text: row.question,
        }),
      );
    if (row.answer === null || row.answeredAt === null) return out;
    if (!row.public && (!context.admin || asker === null)) return out;
    out.push(
      message(contest, row.answeredAt, {
        id: `${id}-r`,
        from_team_id: null,
        to_team_id: row.public ? null : asker,
        reply_to_id: showQuestion ? id : null,
        problem_id: problemId,
        text: showQuestion ? row.answer : `${quoted(row.question)}\n\n${row.answer}`,
      }),
    );
    return out;
  });
}
