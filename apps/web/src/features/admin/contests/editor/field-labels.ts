/**
 * Each field's label, as the form shows it (end-to-end tests find the fields by them), and the refusals
 * in words for the alert beside Save: the form is long, so the alert names every refused field rather than
 * leaving the admin to scroll for the red ones.
 */
import type { ContestErrors, ContestField } from './contest-draft';

export const FIELD_LABELS: Record<Exclude<ContestField, 'form'>, string> = {
  title: 'Title',
  start: 'Start',
  end: 'End',
  visibility: 'Visibility',
  rated: 'Rated',
  description: 'Description',
  problems: 'Problems',
  penaltyMinutes: 'Penalty (minutes)',
  freezeMinutes: 'Freeze (minutes)',
  revealAfterMinutes: 'Reveal after (minutes)',
  gold: 'Gold medals',
  silver: 'Silver medals',
  bronze: 'Bronze medals',
};

/** 'Title: Give the contest a title.', in the form's order; a problem of no field is its message alone. */
export function errorSummary(errors: ContestErrors): string[] {
  const lines = (Object.keys(FIELD_LABELS) as (keyof typeof FIELD_LABELS)[]).flatMap((field) => {
    const message = errors[field];
    return message ? [`${FIELD_LABELS[field]}: ${message}`] : [];
  });
  return errors.form ? [...lines, errors.form] : lines;
}
