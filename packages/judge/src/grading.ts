/**
 * Scoring problems (Kattis): tests sit in a tree of groups (data/secret/group1/…), each group graded
 * from its tests and subgroups by its `testdata.yaml` settings, as problemtools' default grader does:
 *
 * - a test scores `accept_score` when accepted, else `reject_score` (of the group it is in);
 * - `on_reject: break` stops a group at its first rejected test or subgroup (what follows is not counted),
 *   `continue` counts everything;
 * - `grader_flags`: the group's verdict is its first rejection (`first_error`, the default) or its worst
 *   (`worst_error`), Accepted with `always_accept`, or with `accept_if_any_accepted` when any part is;
 *   its score is the `sum` (default), `avg`, `min` or `max` of its parts' scores;
 * - a group without settings uses its closest ancestor's.
 *
 * The score of a submission is the `secret` group's (samples score nothing, as on Kattis). The judge
 * runs every test of a scored request but those after a rejection in the same `break` group
 * (breakingGroups); grading leaves out what `break` would not have run either way.
 */
import type { Verdict } from '@codeconquer/contracts';

export type GroupSettings = {
  onReject: 'break' | 'continue';
  acceptScore: number;
  rejectScore: number;
  /** Words of `grader_flags`, e.g. ['min'] or ['first_error', 'accept_if_any_accepted']. */
  graderFlags: string[];
};

export const DEFAULT_GROUP_SETTINGS: GroupSettings = {
  onReject: 'break',
  acceptScore: 1,
  rejectScore: 0,
  graderFlags: [],
};

export type ScoringPlan = {
  /** Each test's group, by the request's test order: a folder path such as `secret/group1`. */
  testGroups: string[];
  /** Settings by group path (`secret`, `secret/group1`, …); a group not here takes its ancestor's. */
  groups: Record<string, GroupSettings>;
};

export type GroupScore = { group: string; score: number; maxScore: number; verdict: Verdict };

export type Grade = {
  /** The `secret` group's score and the most it can be (every test accepted). */
  score: number;
  maxScore: number;
  /** The verdict the grader gives (Kattis's): a partial score may be Accepted under accept_if_any_accepted. */
  gradedVerdict: Verdict;
  /** Each group directly under `secret` (the subtasks), in test order. */
  groups: GroupScore[];
};

const SCORED_ROOT = 'secret';

type Node = { path: string; children: (Node | { testIndex: number })[] };

/** The group tree of the tests under `secret`, children in test order. */
function groupTree(testGroups: string[]): Node {
  const root: Node = { path: SCORED_ROOT, children: [] };
  const nodes = new Map<string, Node>([[SCORED_ROOT, root]]);
  const nodeFor = (groupPath: string): Node => {
    const existing = nodes.get(groupPath);
    if (existing) return existing;
    const parent = nodeFor(groupPath.slice(0, groupPath.lastIndexOf('/')));
    const node: Node = { path: groupPath, children: [] };
    parent.children.push(node);
    nodes.set(groupPath, node);
    return node;
  };
  testGroups.forEach((groupPath, testIndex) => {
    if (groupPath === SCORED_ROOT || groupPath.startsWith(`${SCORED_ROOT}/`))
      nodeFor(groupPath).children.push({ testIndex });
  });
  return root;
}

function settingsOf(groupPath: string, groups: Record<string, GroupSettings>): GroupSettings {
  for (let at = groupPath; ; at = at.slice(0, at.lastIndexOf('/'))) {
    const own = Object.hasOwn(groups, at) ? groups[at] : undefined;
    if (own) return own;
    // Above `secret`: data/testdata.yaml (the key ''), else the defaults.
    if (!at.includes('/')) return (Object.hasOwn(groups, '') && groups['']) || DEFAULT_GROUP_SETTINGS;
  }
}

type Result = { verdict: Verdict; score: number };

function aggregateScore(scores: number[], flags: string[]): number {
  if (scores.length === 0) return 0;
  if (flags.includes('min')) return Math.min(...scores);
  if (flags.includes('max')) return Math.max(...scores);
  const sum = scores.reduce((total, score) => total + score, 0);
  return flags.includes('avg') ? sum / scores.length : sum;
}

/** Verdicts from the least to the most severe, for `worst_error`. */
const SEVERITY: Verdict[] = [
  'Accepted',
  'Wrong Answer',
  'Output Limit Exceeded',
  'Runtime Error',
  'Memory Limit Exceeded',
  'Time Limit Exceeded',
  'Compilation Error',
];

function aggregateVerdict(verdicts: Verdict[], flags: string[]): Verdict {
  if (flags.includes('always_accept')) return 'Accepted';
  if (flags.includes('accept_if_any_accepted') && verdicts.includes('Accepted')) return 'Accepted';
  const rejections = verdicts.filter((verdict) => verdict !== 'Accepted');
  if (rejections.length === 0) return 'Accepted';
  if (flags.includes('worst_error'))
    return rejections.reduce((worst, verdict) =>
      SEVERITY.indexOf(verdict) > SEVERITY.indexOf(worst) ? verdict : worst,
    );
  return rejections[0] as Verdict;
}

/** By test index; undefined for a test not run (after a rejection in its `break` group). */
type Verdicts = readonly (Verdict | undefined)[];

function gradeNode(node: Node, verdicts: Verdicts, groups: Record<string, GroupSettings>): Result {
  const settings = settingsOf(node.path, groups);
  const parts: Result[] = [];
  for (const child of node.children) {
    if ('testIndex' in child && verdicts[child.testIndex] === undefined) continue;
    const part =
      'testIndex' in child
        ? testResult(verdicts[child.testIndex] as Verdict, settings)
        : gradeNode(child, verdicts, groups);
    parts.push(part);
    if (part.verdict !== 'Accepted' && settings.onReject === 'break') break;
  }
  return {
    verdict: aggregateVerdict(
      parts.map((part) => part.verdict),
      settings.graderFlags,
    ),
    score: aggregateScore(
      parts.map((part) => part.score),
      settings.graderFlags,
    ),
  };
}

function testResult(verdict: Verdict, settings: GroupSettings): Result {
  return { verdict, score: verdict === 'Accepted' ? settings.acceptScore : settings.rejectScore };
}

/**
 * Each test's group when that group stops at its first rejection (`on_reject: break`), else undefined:
 * the judge need not run a test once an earlier one of its group failed.
 */
export function breakingGroups(plan: ScoringPlan): (string | undefined)[] {
  return plan.testGroups.map((group) =>
    settingsOf(group, plan.groups).onReject === 'break' ? group : undefined,
  );
}

/** `verdicts`: each test's verdict in the plan's test order (undefined: not run). */
export function grade(plan: ScoringPlan, verdicts: Verdicts): Grade {
  const tree = groupTree(plan.testGroups);
  const allAccepted = plan.testGroups.map((): Verdict => 'Accepted');
  const graded = gradeNode(tree, verdicts, plan.groups);
  const best = gradeNode(tree, allAccepted, plan.groups);
  const subtasks = tree.children.filter((child): child is Node => 'path' in child);
  return {
    score: graded.score,
    maxScore: best.score,
    gradedVerdict: graded.verdict,
    groups: subtasks.map((node) => {
      const result = gradeNode(node, verdicts, plan.groups);
      return {
        group: node.path,
        score: result.score,
        maxScore: gradeNode(node, allAccepted, plan.groups).score,
        verdict: result.verdict,
      };
    }),
  };
}
