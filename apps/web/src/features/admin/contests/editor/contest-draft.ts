/**
 * The contest form's values as typed. Numbers stay text until saved, so a field can be empty or
 * half-typed; the times are the datetime-local inputs' wall-clock values (datetime-local.ts); the problem
 * set is the ordered list of the picker (problem-order.ts). Saving reads the draft with the contracts' own
 * schema, so a refusal shows under its field before anything is sent. The server checks again: its
 * `issues` land under the same fields (`serverErrors`) and its message beside Save, as in the problem
 * editor.
 */
import {
  CONTEST_DEFAULTS,
  createContestBodySchema,
  type AdminContest,
  type ContestFormat,
  type ContestParticipation,
  type ContestScoring,
  type ContestVisibility,
  type UpdateContestBody,
} from '@codeconquer/contracts';
import type { z } from 'zod';
import { ApiRequestError } from '@/lib/api-client';
import { isoFromLocalInput, localInputFromDate, localInputFromIso } from './datetime-local';
import { readGroupRows, rowsFromGroups, sameGroupRows, type GroupRow } from './group-rows';
import { sameProblems, type PickedProblem } from './problem-order';
import type { Translate } from '@/i18n/use-t';
import { validationMessage } from '@/i18n/validation-message';

export type ContestDraft = {
  title: string;
  description: string;
  start: string;
  end: string;
  problems: PickedProblem[];
  format: ContestFormat;
  scoring: ContestScoring;
  participation: ContestParticipation;
  teamSize: string;
  penaltyMinutes: string;
  freezeMinutes: string;
  revealAfterMinutes: string;
  visibility: ContestVisibility;
  gold: string;
  silver: string;
  bronze: string;
  rated: boolean;
  /** The Groups editor's rows (group-rows.ts). */
  groups: GroupRow[];
};

/** The fields a refusal can be shown under; `form` is for one that belongs to no field. */
export type ContestField = keyof ContestDraft | 'form';
export type ContestErrors = Partial<Record<ContestField, string>>;

/** What the create call takes, with the schema's defaults filled in. */
export type ContestBody = z.output<typeof createContestBodySchema>;
export type ContestReading = { body: ContestBody } | { errors: ContestErrors };

const HOUR_MS = 60 * 60 * 1000;

let groupKeys = 0;
/** A key for a new row of the Groups editor, unique in this page. */
export function newGroupKey(): string {
  groupKeys += 1;
  return `group-${groupKeys}`;
}

/**
 * A new contest: the contracts' defaults (penalty 20, freeze 60, reveal after 60, one medal of each),
 * public and rated, starting at the next full hour after a day's notice and lasting two hours (a freeze
 * of 60 fits in). `now` is a parameter so the draft is the same on every render.
 */
export function newContestDraft(now: Date): ContestDraft {
  const start = new Date(now.getTime() + 24 * HOUR_MS);
  start.setMinutes(0, 0, 0);
  start.setTime(start.getTime() + HOUR_MS);
  const end = new Date(start.getTime() + 2 * HOUR_MS);
  return {
    title: '',
    description: '',
    start: localInputFromDate(start),
    end: localInputFromDate(end),
    problems: [],
    format: CONTEST_DEFAULTS.format,
    scoring: CONTEST_DEFAULTS.scoring,
    participation: CONTEST_DEFAULTS.participation,
    teamSize: String(CONTEST_DEFAULTS.teamSize),
    penaltyMinutes: String(CONTEST_DEFAULTS.penaltyMinutes[CONTEST_DEFAULTS.format]),
    freezeMinutes: String(CONTEST_DEFAULTS.freezeMinutes),
    revealAfterMinutes: String(CONTEST_DEFAULTS.revealAfterMinutes),
    visibility: 'public',
    gold: String(CONTEST_DEFAULTS.medals.gold),
    silver: String(CONTEST_DEFAULTS.medals.silver),
    bronze: String(CONTEST_DEFAULTS.medals.bronze),
    rated: true,
    groups: [],
  };
}

export function draftFromContest(contest: AdminContest): ContestDraft {
  return {
    title: contest.title,
    description: contest.description,
    start: localInputFromIso(contest.startTime),
    end: localInputFromIso(contest.endTime),
    problems: contest.problems.map((problem) => ({ id: problem.problemId, title: problem.title })),
    format: contest.format,
    scoring: contest.scoring,
    participation: contest.participation,
    teamSize: String(contest.teamSize),
    penaltyMinutes: String(contest.penaltyMinutes),
    freezeMinutes: String(contest.freezeMinutes),
    revealAfterMinutes: String(contest.revealAfterMinutes),
    visibility: contest.visibility,
    gold: String(contest.medals.gold),
    silver: String(contest.medals.silver),
    bronze: String(contest.medals.bronze),
    rated: contest.rated,
    groups: rowsFromGroups(contest.groups, newGroupKey),
  };
}

/**
 * The draft after an edit: a new format brings its own usual penalty (ICPC 20, AtCoder 5, IOI none) unless
 * the penalty typed is not one of the formats' defaults (the admin chose it); teams untick Rated.
 */
export function followEdit(next: ContestDraft, name: keyof ContestDraft): ContestDraft {
  // Team contests are unrated unless the admin ticks Rated again.
  if (name === 'participation') return { ...next, rated: next.participation === 'individual' };
  if (name !== 'format') return next;
  const defaults = Object.values(CONTEST_DEFAULTS.penaltyMinutes).map(String);
  if (!defaults.includes(next.penaltyMinutes.trim())) return next;
  return { ...next, penaltyMinutes: String(CONTEST_DEFAULTS.penaltyMinutes[next.format]) };
}

/** The fields whose values differ (the problem set by its ids in order). */
export function changedFields(a: ContestDraft, b: ContestDraft): (keyof ContestDraft)[] {
  return (Object.keys(a) as (keyof ContestDraft)[]).filter((key) =>
    key === 'problems'
      ? !sameProblems(a.problems, b.problems)
      : key === 'groups'
        ? !sameGroupRows(a.groups, b.groups)
        : a[key] !== b[key],
  );
}

export function sameDraft(a: ContestDraft, b: ContestDraft): boolean {
  return changedFields(a, b).length === 0;
}

/** A number as typed; a decimal or a negative one gets the schema's own message ('… a whole number …'). */
const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;

function readNumber(text: string): number | undefined {
  const trimmed = text.trim();
  return NUMBER_TEXT.test(trimmed) ? Number(trimmed) : undefined;
}

/**
 * The field a problem is shown under, from a path of the schema (['medals', 'gold']) or of the server's
 * issues ('medals.gold', 'problems.2').
 */
export function fieldOfPath(path: readonly PropertyKey[] | string): ContestField {
  const [first, second] = typeof path === 'string' ? path.split('.') : path.map(String);
  switch (first) {
    case 'title':
    case 'description':
    case 'problems':
    case 'format':
    case 'scoring':
    case 'participation':
    case 'teamSize':
    case 'penaltyMinutes':
    case 'freezeMinutes':
    case 'revealAfterMinutes':
    case 'visibility':
    case 'rated':
    case 'groups':
      return first;
    case 'startTime':
      return 'start';
    case 'endTime':
      return 'end';
    case 'medals':
      return second === 'gold' || second === 'silver' || second === 'bronze' ? second : 'form';
    default:
      return 'form';
  }
}

/** A medal count: a whole number the contracts allow (their own message for it is zod's default). */
const MEDAL_TEXT = /^\d{1,3}$/;
const MAX_MEDALS = 100;

/**
 * The create call's body, or the first problem with each field. Some messages are ours, where the
 * contracts leave zod's default ('Too small: expected number to be >=0'). The checks between fields (the
 * end after the start, the freeze within the contest) are the schema's last step, so they show once the
 * fields themselves are right.
 */
export function contestFromDraft(t: Translate, draft: ContestDraft): ContestReading {
  const errors: ContestErrors = {};
  const minutes = (field: ContestField, text: string, missing: string, negative: string): number => {
    const value = readNumber(text);
    if (value === undefined) errors[field] = missing;
    else if (value < 0) errors[field] = negative;
    return value ?? Number.NaN;
  };
  const medals = (field: 'gold' | 'silver' | 'bronze', text: string): number => {
    const value = MEDAL_TEXT.test(text.trim()) ? Number(text.trim()) : undefined;
    if (value === undefined || value > MAX_MEDALS)
      errors[field] = t('admin.contests.error.medals', { medal: field, max: MAX_MEDALS });
    return value ?? Number.NaN;
  };
  const teamSize = (text: string): number => {
    const value = readNumber(text);
    if (value === undefined) errors.teamSize = t('admin.contests.error.teamSize');
    return value ?? Number.NaN;
  };
  // An unreadable time is left out, so the schema does not also compare it with the other one.
  const time = (field: ContestField, text: string, message: string): string | undefined => {
    const iso = isoFromLocalInput(text);
    if (iso === null) errors[field] = message;
    return iso ?? undefined;
  };

  // Each group row's problems show under it (the editor reads the rows the same way); here, one line.
  const groups = readGroupRows(t, draft.groups);
  if (groups.listIssue) errors.groups = groups.listIssue;
  else if (Object.keys(groups.issues).length > 0) errors.groups = t('admin.contests.error.groups');

  const parsed = createContestBodySchema.safeParse({
    title: draft.title,
    description: draft.description,
    startTime: time('start', draft.start, t('admin.contests.error.start')),
    endTime: time('end', draft.end, t('admin.contests.error.end')),
    problems: draft.problems.map((problem) => problem.id),
    format: draft.format,
    scoring: draft.scoring,
    participation: draft.participation,
    teamSize: teamSize(draft.teamSize),
    penaltyMinutes: minutes(
      'penaltyMinutes',
      draft.penaltyMinutes,
      t('admin.contests.error.penalty'),
      t('admin.contests.error.penaltyNegative'),
    ),
    freezeMinutes: minutes(
      'freezeMinutes',
      draft.freezeMinutes,
      t('admin.contests.error.freeze'),
      t('admin.contests.error.freezeNegative'),
    ),
    revealAfterMinutes: minutes(
      'revealAfterMinutes',
      draft.revealAfterMinutes,
      t('admin.contests.error.reveal'),
      t('admin.contests.error.revealNegative'),
    ),
    visibility: draft.visibility,
    medals: {
      gold: medals('gold', draft.gold),
      silver: medals('silver', draft.silver),
      bronze: medals('bronze', draft.bronze),
    },
    rated: draft.rated,
    groups: groups.groups,
  });
  if (parsed.success && Object.keys(errors).length === 0) return { body: parsed.data };
  // The first problem of each field: ours (set above) before the schema's for the same field.
  for (const issue of parsed.error?.issues ?? [])
    errors[fieldOfPath(issue.path)] ??= validationMessage(issue, t);
  return { errors };
}

/**
 * The PATCH of an edited contest: the whole draft is read (so every refusal shows, as for a new one),
 * then only the fields changed since `saved` are sent. A time left alone is therefore not sent again as
 * its minute, which keeps any seconds the stored time has, and a running contest is not refused a change
 * of something that did not change.
 */
export function updateFromDraft(
  t: Translate,
  draft: ContestDraft,
  saved: ContestDraft,
): { body: UpdateContestBody } | { errors: ContestErrors } {
  const reading = contestFromDraft(t, draft);
  if ('errors' in reading) return reading;
  const { body } = reading;
  const update: UpdateContestBody = {};
  for (const field of changedFields(draft, saved)) {
    switch (field) {
      case 'start':
        update.startTime = body.startTime;
        break;
      case 'end':
        update.endTime = body.endTime;
        break;
      case 'gold':
      case 'silver':
      case 'bronze':
        update.medals = body.medals;
        break;
      default:
        // Every other field has the same name in the draft and the body.
        Object.assign(update, { [field]: body[field] });
    }
  }
  return { body: update };
}

/**
 * The server's refusal of a save, field by field: a VALIDATION_FAILED answer lists its `issues` with
 * paths like the schema's. Anything else (or an issue of no field) is left to the message beside Save.
 */
export function serverErrors(error: unknown, t: Translate): ContestErrors {
  const errors: ContestErrors = {};
  if (!(error instanceof ApiRequestError)) return errors;
  for (const issue of error.body.issues ?? []) {
    const field = fieldOfPath(issue.path);
    if (field !== 'form') errors[field] ??= validationMessage(issue, t);
  }
  return errors;
}
