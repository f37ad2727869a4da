/**
 * Each field's label, as the form shows it (end-to-end tests find the fields by them) and as the alert
 * beside Save names a refused field (shared/error-summary.ts), in the form's order.
 */
import type { ContestField } from './contest-draft';
import type { MessageId } from '@/i18n/message-id';

/** Message ids, translated where they are shown. */
export const FIELD_LABELS: Record<Exclude<ContestField, 'form'>, MessageId> = {
  title: 'admin.contests.field.title',
  start: 'admin.contests.field.start',
  end: 'admin.contests.field.end',
  visibility: 'admin.contests.field.visibility',
  participation: 'admin.contests.field.participation',
  teamSize: 'admin.contests.field.teamSize',
  rated: 'admin.contests.field.rated',
  description: 'admin.contests.field.description',
  problems: 'admin.contests.field.problems',
  format: 'admin.contests.field.format',
  scoring: 'admin.contests.field.scoring',
  penaltyMinutes: 'admin.contests.field.penaltyMinutes',
  freezeMinutes: 'admin.contests.field.freezeMinutes',
  revealAfterMinutes: 'admin.contests.field.revealAfterMinutes',
  gold: 'admin.contests.field.gold',
  silver: 'admin.contests.field.silver',
  bronze: 'admin.contests.field.bronze',
  groups: 'admin.contests.field.groups',
};
