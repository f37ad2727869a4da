/**
 * Each field's label, as the form shows it and as the alert beside Save names a refused field
 * (shared/error-summary.ts), in the form's order: the form is long (the statement sits below the limits).
 */
import type { DetailsField } from './details-draft';
import type { MessageId } from '@/i18n/message-id';

/** Message ids, translated where they are shown. */
export const FIELD_LABELS: Record<Exclude<DetailsField, 'form'>, MessageId> = {
  id: 'admin.problems.field.id',
  title: 'admin.problems.field.title',
  difficulty: 'admin.problems.field.difficulty',
  tags: 'admin.problems.field.tags',
  timeLimitMs: 'admin.problems.field.timeLimitMs',
  memoryLimitMb: 'admin.problems.field.memoryLimitMb',
  visibility: 'admin.problems.field.visibility',
  author: 'admin.problems.field.author',
  source: 'admin.problems.field.source',
  license: 'admin.problems.field.license',
  staticHint: 'admin.problems.field.staticHint',
  absoluteTolerance: 'admin.problems.field.absoluteTolerance',
  relativeTolerance: 'admin.problems.field.relativeTolerance',
  validatorLanguage: 'admin.problems.field.validatorLanguage',
  validatorSource: 'admin.problems.field.validatorSource',
  validatorArgs: 'admin.problems.field.validatorArgs',
  statement: 'admin.problems.field.statement',
};
