/** The contest form: particulars, description, problems and scoring, each a card, then Save. */
import type { ReactNode } from 'react';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { useT } from '@/i18n/use-t';
import { SaveBar } from '../../shared/save-bar';
import { DescriptionField } from './description-field';
import { FIELD_LABELS } from './field-labels';
import { GroupsEditor } from './groups-editor';
import { ProblemPicker } from './problem-picker';
import { ScheduleFields } from './schedule-fields';
import { ScoringFields } from './scoring-fields';
import type { ContestForm as Form } from './use-contest-form';

export function ContestForm({ form, submitLabel }: { form: Form; submitLabel: string }) {
  const t = useT();
  return (
    <form onSubmit={form.submit} noValidate className="space-y-6">
      <Section title={t('admin.contests.section.contest')}>
        <ScheduleFields form={form} />
      </Section>
      <Section title={t('admin.contests.section.about')}>
        <DescriptionField form={form} />
      </Section>
      <Section title={t('admin.contests.section.problems')} note={t('admin.contests.section.problemsNote')}>
        <ProblemPicker
          problems={form.draft.problems}
          error={form.errors.problems}
          onChange={(problems) => form.edit('problems', problems)}
        />
      </Section>
      <Section title={t('admin.contests.section.scoring')} note={t('admin.contests.section.scoringNote')}>
        <ScoringFields form={form} />
      </Section>
      <Section title={t('admin.contests.section.groups')} note={t('admin.contests.section.groupsNote')}>
        <GroupsEditor
          rows={form.draft.groups}
          error={form.errors.groups}
          onChange={(groups) => form.edit('groups', groups)}
        />
      </Section>
      <SaveBar form={form} labels={FIELD_LABELS} label={submitLabel} />
    </form>
  );
}

function Section({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card className="p-5">
      <section aria-labelledby={id} className="space-y-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={id} className="font-semibold text-slate-900 dark:text-slate-100">
            {title}
          </h2>
          {note && <p className="text-xs text-slate-500 dark:text-slate-400">{note}</p>}
        </div>
        {children}
      </section>
    </Card>
  );
}
