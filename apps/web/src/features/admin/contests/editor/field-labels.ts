/**
 * Each field's label, as the form shows it (end-to-end tests find the fields by them) and as the alert
 * beside Save names a refused field (shared/error-summary.ts), in the form's order.
 */
import type { ContestField } from './contest-draft';

export const FIELD_LABELS: Record<Exclude<ContestField, 'form'>, string> = {
  title: 'Title',
  start: 'Start',
  end: 'End',
  visibility: 'Visibility',
  participation: 'Contestants',
  teamSize: 'Team size',
  rated: 'Rated',
  description: 'Description',
  problems: 'Problems',
  format: 'Format',
  scoring: 'Points of a problem',
  penaltyMinutes: 'Penalty (minutes)',
  freezeMinutes: 'Freeze (minutes)',
  revealAfterMinutes: 'Reveal after (minutes)',
  gold: 'Gold medals',
  silver: 'Silver medals',
  bronze: 'Bronze medals',
  groups: 'Groups',
};
