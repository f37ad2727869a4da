/**
 * The contest's problem set as the form edits it: an ordered list whose position is the label (A, B, …;
 * the API takes the ids in that order). Each change answers a new list, or the same one when it cannot be
 * made (a problem already in, the set full, a move past either end), so the picker can disable the button.
 */
import { CONTEST_MAX_PROBLEMS, contestLabel } from '@codeconquer/contracts';

export type PickedProblem = { id: string; title: string };
export type LabelledProblem = PickedProblem & { label: string };

export function canAddProblem(problems: readonly PickedProblem[], id: string): boolean {
  return problems.length < CONTEST_MAX_PROBLEMS && !problems.some((problem) => problem.id === id);
}

/** The problem appended (it becomes the next label). */
export function addProblem(problems: readonly PickedProblem[], problem: PickedProblem): PickedProblem[] {
  return canAddProblem(problems, problem.id) ? [...problems, problem] : [...problems];
}

/** The problem at `index` taken out: the ones after it move up a label. */
export function removeProblem(problems: readonly PickedProblem[], index: number): PickedProblem[] {
  return problems.filter((_, at) => at !== index);
}

/** Whether the problem at `index` can move one place up (-1) or down (1). */
export function canMoveProblem(problems: readonly PickedProblem[], index: number, step: -1 | 1): boolean {
  const target = index + step;
  return index >= 0 && index < problems.length && target >= 0 && target < problems.length;
}

/** The problem at `index` swapped with its neighbour: the two exchange labels. */
export function moveProblem(
  problems: readonly PickedProblem[],
  index: number,
  step: -1 | 1,
): PickedProblem[] {
  const order = [...problems];
  if (!canMoveProblem(problems, index, step)) return order;
  [order[index], order[index + step]] = [order[index + step] as PickedProblem, order[index] as PickedProblem];
  return order;
}

/** Each problem with the label its position gives it. */
export function labelledProblems(problems: readonly PickedProblem[]): LabelledProblem[] {
  return problems.map((problem, index) => ({ ...problem, label: contestLabel(index) }));
}

export function sameProblems(a: readonly PickedProblem[], b: readonly PickedProblem[]): boolean {
  return a.length === b.length && a.every((problem, index) => problem.id === b[index]?.id);
}
