/**
 * Each field's label, as the form shows it, and the refusals in words for the alert beside Save. The
 * form is long (the statement sits below the limits), so the alert names every refused field rather than
 * leaving the admin to scroll for the red ones.
 */
import type { DetailsErrors, DetailsField } from './details-draft';

export const FIELD_LABELS: Record<Exclude<DetailsField, 'form'>, string> = {
  id: 'Problem ID',
  title: 'Title',
  difficulty: 'Difficulty',
  tags: 'Tags',
  timeLimitMs: 'Time limit (ms)',
  memoryLimitMb: 'Memory limit (MB)',
  visibility: 'Visibility',
  author: 'Author',
  source: 'Source',
  license: 'Licence',
  staticHint: 'Static hint',
  absoluteTolerance: 'Absolute tolerance',
  relativeTolerance: 'Relative tolerance',
  validatorLanguage: 'Validator language',
  validatorSource: 'Validator source',
  statement: 'Statement',
};

/** 'Title: Give the problem a title.', in the form's order; a problem of no field is its message alone. */
export function errorSummary(errors: DetailsErrors): string[] {
  const lines = (Object.keys(FIELD_LABELS) as (keyof typeof FIELD_LABELS)[]).flatMap((field) => {
    const message = errors[field];
    return message ? [`${FIELD_LABELS[field]}: ${message}`] : [];
  });
  return errors.form ? [...lines, errors.form] : lines;
}
