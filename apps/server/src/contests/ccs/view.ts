/**
 * Everything one caller may read of a contest through the Contest API, at one instant: each object with the
 * time it came to be as this caller sees it, so that the endpoints serve the objects and the event feed
 * orders the same objects in time (event-feed.ts). Who sees what (docs/contests.md#icpc-contest-api):
 * admins see everything; the public sees what the contest's public board shows, i.e. the problems from the
 * start, every submission but no judgement of one made in the freeze until the results are published (it
 * then appears at that moment), no runs, public clarifications only, and the awards once finalized.
 */
import { freezeTime, resultsFinal } from '../contest-clock';
import type { LiveBoard } from '../live-boards';
import { ruleOf } from '../rules';
import { ccsClarifications, type TimedClarification } from './clarification-messages';
import { ccsContest, milestones, stateAt, type Activity, type Milestones } from './contest-state';
import { ccsProblemId } from './ids';
import { ccsJudgement, ccsRuns, ccsSubmission, verdictTime } from './judging';
import { judgementTypes } from './judgement-types';
import { ccsLanguages } from './languages';
import type { Snapshot, SnapshotSubmission, SnapshotTeam } from './snapshot';
import { ccsAwards, ccsScoreboardRows } from './standings';
import { absTime, relTime, seconds } from './times';
import type {
  CcsAward,
  CcsClarification,
  CcsContest,
  CcsGroup,
  CcsJudgement,
  CcsJudgementType,
  CcsLanguage,
  CcsOrganization,
  CcsPerson,
  CcsProblem,
  CcsRun,
  CcsScoreboard,
  CcsState,
  CcsSubmission,
  CcsTeam,
} from './types';

export type CcsViewer = { admin: boolean };

/** An object and the instant it came to be, for this caller. */
export type Timed<T> = { at: Date; value: T };

export type CcsView = {
  contest: CcsContest;
  /** When the configuration was made (the contest's creation): the feed starts there. */
  configAt: Date;
  /** Moves whenever an admin edits the contest: a feed resumed across an edit sends the configuration again. */
  configVersion: number;
  judgementTypes: readonly CcsJudgementType[];
  languages: CcsLanguage[];
  problems: Timed<CcsProblem>[];
  /** The contest's groups, part of its configuration (an edit moves configVersion). */
  groups: CcsGroup[];
  /** The teams' affiliations, each when its first team registered. */
  organizations: Timed<CcsOrganization>[];
  teams: Timed<CcsTeam>[];
  /** The teams' members (a user alone in an individual contest), with their display names. */
  persons: Timed<CcsPerson>[];
  milestones: Milestones;
  state: CcsState;
  submissions: Timed<CcsSubmission>[];
  judgements: Timed<CcsJudgement>[];
  runs: Timed<CcsRun>[];
  clarifications: Timed<CcsClarification>[];
  /**
   * The awards this caller may see now (admins: the current standings; others: once finalized). Made on
   * demand, like the scoreboard: both go over every row of the board, which a feed's refresh never needs.
   */
  awards: () => CcsAward[];
  scoreboard: () => CcsScoreboard;
};

const later = (a: Date, b: Date) => (a > b ? a : b);

const latestOf = (times: readonly Date[]): Date | null =>
  times.reduce<Date | null>((last, at) => (!last || at > last ? at : last), null);

/**
 * The latest verdict and the latest change (verdict or clarification message), and whether a submission
 * still waits for its verdict (finalized and the end of updates wait for it). Messages count as an admin
 * sees them, so that a question outside the contest (a virtual contestant's) moves nothing, and the answer
 * is the same for every caller.
 */
function activity(snapshot: Snapshot, messages: readonly TimedClarification[]): Activity {
  const verdicts = snapshot.submissions.filter((row) => row.status !== 'Pending').map(verdictTime);
  const lastVerdict = latestOf(verdicts);
  return {
    pending: snapshot.submissions.some((row) => row.status === 'Pending'),
    lastVerdict,
    lastChange: latestOf([...(lastVerdict ? [lastVerdict] : []), ...messages.map((message) => message.at)]),
  };
}

/** Each organization of the teams once, at its first team's registration. */
function organizationsOf(teams: readonly SnapshotTeam[]) {
  const seen = new Map<string, { at: Date; organization: NonNullable<SnapshotTeam['organization']> }>();
  for (const team of teams)
    if (team.organization && !seen.has(team.organization.id))
      seen.set(team.organization.id, { at: team.registeredAt, organization: team.organization });
  return [...seen.values()];
}

export function buildView(snapshot: Snapshot, live: LiveBoard, viewer: CcsViewer, now: Date): CcsView {
  const { contest } = snapshot;
  const { admin } = viewer;
  const started = now >= contest.startTime;
  const final = resultsFinal(contest, now);
  const teamIds = new Set(snapshot.teams.map((team) => team.id));
  // A question is its asker's team's: the user themselves, or in a team contest the team.
  const teamOfUser = new Map(
    snapshot.teams.flatMap((team) => team.members.map((member) => [member.id, team.id])),
  );
  const allProblemIds = new Set(snapshot.problems.map((problem) => problem.problemId));
  const allMessages = ccsClarifications(contest, snapshot.clarifications, {
    admin: true,
    problemIds: allProblemIds,
    teamOfUser,
  });
  const times = milestones(contest, now, activity(snapshot, allMessages));
  const freeze = freezeTime(contest);
  const configAt = contest.createdAt;
  // Nothing is dated before the configuration it refers to.
  const timed = <T>(at: Date, value: T): Timed<T> => ({ at: later(at, configAt), value });

  const problems = admin || started ? snapshot.problems : [];

  /** For the public, a verdict made in the freeze exists once the results are published (thawed). */
  const inFreeze = (submission: SnapshotSubmission) => freeze !== null && submission.createdAt >= freeze;
  const judgementTime = (submission: SnapshotSubmission): Date | null => {
    if (admin || !inFreeze(submission)) return verdictTime(submission);
    return final && times.thawed ? later(verdictTime(submission), times.thawed) : null;
  };

  const judgements = snapshot.submissions.flatMap((submission) => {
    const at = judgementTime(submission);
    const judgement = at ? ccsJudgement(contest, submission) : null;
    return at && judgement ? [timed(at, judgement)] : [];
  });
  const runs = admin
    ? snapshot.submissions.flatMap((submission) =>
        ccsRuns(contest, submission).map((run) => timed(verdictTime(submission), run)),
      )
    : [];

  const side = admin || final ? 'full' : 'public';
  const boardTime = now < contest.endTime ? now : contest.endTime;
  return {
    contest: ccsContest(contest),
    configAt,
    configVersion: contest.updatedAt.getTime(),
    judgementTypes: judgementTypes(ruleOf(contest)),
    languages: ccsLanguages(),
    problems: problems.map((problem) =>
      timed(admin ? configAt : contest.startTime, {
        id: ccsProblemId(problem.problemId),
        label: problem.label,
        name: problem.title,
        ordinal: problem.position,
        time_limit: seconds(problem.timeLimitMs),
        test_data_count: problem.testCount,
      }),
    ),
    groups: contest.groups.map(({ id, name }) => ({ id, name })),
    organizations: organizationsOf(snapshot.teams).map(({ at, organization }) =>
      timed(at, {
        id: organization.id,
        name: organization.shortName,
        formal_name: organization.name,
        ...(organization.country && { country: organization.country }),
      }),
    ),
    teams: snapshot.teams.map((team) =>
      timed(team.registeredAt, {
        id: team.id,
        name: team.handle,
        label: team.handle,
        display_name: team.displayName,
        organization_id: team.organization?.id ?? null,
        group_ids: team.groupIds,
        hidden: false,
      }),
    ),
    persons: snapshot.teams.flatMap((team) =>
      team.members.map((member) =>
        timed(team.registeredAt, {
          id: member.id,
          name: member.name,
          team_ids: [team.id],
          role: 'contestant' as const,
        }),
      ),
    ),
    milestones: times,
    state: stateAt(times, now),
    submissions: snapshot.submissions.map((submission) =>
      timed(submission.createdAt, ccsSubmission(contest, submission, admin)),
    ),
    judgements,
    runs,
    clarifications: (admin
      ? allMessages
      : ccsClarifications(contest, snapshot.clarifications, {
          admin,
          problemIds: new Set(problems.map((problem) => problem.problemId)),
          teamOfUser,
        })
    ).map(({ at, value }) => timed(at, value)),
    // For the public once finalized: a verdict still pending could change them.
    awards: () => (admin || times.finalized ? ccsAwards(live) : []),
    scoreboard: () => ({
      time: absTime(now),
      contest_time: relTime(boardTime.getTime() - contest.startTime.getTime()),
      state: stateAt(times, now),
      rows: ccsScoreboardRows(live, side, { withProblems: admin || started, teamIds }),
    }),
  };
}
