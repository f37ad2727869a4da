/**
 * The objects of the ICPC Contest API, version 2023-06 (https://ccs-specs.icpc.io/2023-06/contest_api), as
 * this server fills them in (docs/contests.md#icpc-contest-api). Shapes only; the mapping from our tables
 * lives beside this file, one module per concern. Property names are the specification's (snake_case).
 */

/** An absolute time: ISO 8601 with milliseconds and an offset (we always write UTC, `Z`). */
export type CcsTime = string;
/** A relative time, `(-)h:mm:ss.uuu`. */
export type CcsRelTime = string;

export type CcsApiInfo = {
  version: '2023-06';
  version_url: string;
  provider: { name: string };
};

export type CcsContest = {
  id: string;
  name: string;
  formal_name: string;
  start_time: CcsTime | null;
  duration: CcsRelTime;
  scoreboard_freeze_duration: CcsRelTime;
  /** When frozen results are published (by an admin, or at the latest the reveal time); null without a freeze. */
  scoreboard_thaw_time: CcsTime | null;
  scoreboard_type: 'pass-fail' | 'score';
  /** Minutes per wrong try (an integer in 2023-06); pass-fail boards only. */
  penalty_time?: number;
};

export type CcsState = {
  started: CcsTime | null;
  frozen: CcsTime | null;
  ended: CcsTime | null;
  thawed: CcsTime | null;
  finalized: CcsTime | null;
  end_of_updates: CcsTime | null;
};

export type CcsJudgementType = { id: string; name: string; penalty: boolean; solved: boolean };

export type CcsCommand = { command: string; args?: string };

export type CcsLanguage = {
  id: string;
  name: string;
  entry_point_required: boolean;
  /** Only when an entry point is required (the schema forbids it otherwise, even as null). */
  entry_point_name?: string;
  extensions: string[];
  /** Never null: the ICPC tools read it as an object (languages.ts). */
  compiler: CcsCommand;
  runner: CcsCommand;
};

export type CcsProblem = {
  id: string;
  label: string;
  name: string;
  ordinal: number;
  /** Seconds per test. */
  time_limit: number;
  test_data_count: number;
};

/** A contest's group (docs/contests.md#groups): its id is the admin's slug. */
export type CcsGroup = { id: string; name: string };
/** A team's affiliation: `name` its short name, `formal_name` the full one, `country` ISO 3166-1 alpha-3. */
export type CcsOrganization = { id: string; name: string; formal_name: string; country?: string };

export type CcsTeam = {
  id: string;
  name: string;
  label: string;
  display_name: string;
  organization_id: string | null;
  group_ids: string[];
  hidden: boolean;
};

/** A member of a team: the Contest API's person (role contestant; never an email or a photo). */
export type CcsPerson = {
  id: string;
  name: string;
  team_ids: string[];
  role: 'contestant';
};

export type CcsFileRef = { href: string; filename: string; mime: string };

export type CcsSubmission = {
  id: string;
  language_id: string;
  problem_id: string;
  team_id: string;
  time: CcsTime;
  contest_time: CcsRelTime;
  entry_point: string | null;
  files: CcsFileRef[];
};

export type CcsJudgement = {
  id: string;
  submission_id: string;
  judgement_type_id: string;
  start_time: CcsTime;
  start_contest_time: CcsRelTime;
  end_time: CcsTime;
  end_contest_time: CcsRelTime;
  max_run_time: number | null;
};

export type CcsRun = {
  id: string;
  judgement_id: string;
  ordinal: number;
  judgement_type_id: string;
  time: CcsTime;
  contest_time: CcsRelTime;
  run_time: number;
};

export type CcsClarification = {
  id: string;
  from_team_id: string | null;
  to_team_id: string | null;
  reply_to_id: string | null;
  problem_id: string | null;
  text: string;
  time: CcsTime;
  contest_time: CcsRelTime;
};

export type CcsAward = { id: string; citation: string; team_ids: string[] };

/**
 * A pass-fail board's cell says whether it is solved (`time`: the minute of the first Accepted, only when
 * solved); a score board's says its points (`time`: the minute they last rose, only when above 0).
 */
export type CcsScoreboardProblem = {
  problem_id: string;
  num_judged: number;
  num_pending: number;
  time?: number;
  /**
   * Whether this team solved the problem first (on this side of the freeze; in a score contest, first
   * to full marks). Not in the 2023-06 schema, which allows it as an extra property; the ICPC tools write
   * it and DOMjudge serves it.
   */
  first_to_solve: boolean;
} & ({ solved: boolean } | { score: number });

export type CcsScoreboardRow = {
  rank: number;
  team_id: string;
  /** `time`: minute of the last solve (or rise in points), only when something is solved (scored). */
  score: { num_solved: number; total_time: number; time?: number } | { score: number; time?: number };
  problems: CcsScoreboardProblem[];
};

export type CcsScoreboard = {
  time: CcsTime;
  contest_time: CcsRelTime;
  state: CcsState;
  rows: CcsScoreboardRow[];
};

export type CcsAccess = {
  capabilities: string[];
  endpoints: { type: string; properties: string[] }[];
};

/** The event feed's types: each names the endpoint whose object changed. */
export type CcsEventType =
  | 'contest'
  | 'judgement-types'
  | 'languages'
  | 'problems'
  | 'groups'
  | 'organizations'
  | 'teams'
  | 'persons'
  | 'state'
  | 'submissions'
  | 'judgements'
  | 'runs'
  | 'clarifications'
  | 'awards';

export type CcsObject =
  | CcsContest
  | CcsState
  | CcsJudgementType
  | CcsLanguage
  | CcsProblem
  | CcsGroup
  | CcsOrganization
  | CcsTeam
  | CcsPerson
  | CcsSubmission
  | CcsJudgement
  | CcsRun
  | CcsClarification
  | CcsAward;

/** One NDJSON line of the event feed: `data` null deletes the object. */
export type CcsEvent = { type: CcsEventType; id: string | null; data: CcsObject | null; token: string };
