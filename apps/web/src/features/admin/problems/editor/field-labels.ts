/**
 * Each field's label, as the form shows it and as the alert beside Save names a refused field
 * (shared/error-summary.ts), in the form's order: the form is long (the statement sits below the limits).
 */
import type { DetailsField } from './details-draft';

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
  validatorArgs: 'Validator arguments',
  statement: 'Statement',
};
