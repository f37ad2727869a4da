/**
 * The settings form: every setting in its group. Save checks the whole draft with the contracts' schema
 * (each problem under its field, the focus on the first) and only then sends the whole object; the
 * server's refusal shows above the buttons, a success toasts 'Settings saved.'. Reset puts back the
 * values last saved.
 */
import type { SiteSettings } from '@codeconquer/contracts';
import { RotateCcw, Save } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { useSaveSiteSettings } from '../api/save-settings';
import { AnnouncementField } from './announcement-field';
import { NumberField } from './number-field';
import { SettingsSection } from './settings-section';
import {
  draftFromSettings,
  sameDraft,
  settingsFromDraft,
  type NumberSetting,
  type SettingErrors,
  type SettingName,
  type SettingsDraft,
} from './settings-draft';

export function SettingsForm({ saved }: { saved: SiteSettings }) {
  const t = useT();
  const save = useSaveSiteSettings();
  const [draft, setDraft] = useState<SettingsDraft>(() => draftFromSettings(saved));
  const [errors, setErrors] = useState<SettingErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const signUpId = useId();
  const signUpNoteId = useId();
  const savedDraft = draftFromSettings(saved);
  const changed = !sameDraft(draft, savedDraft);
  const refused = Object.values(errors).some(Boolean);

  // An edited setting loses its problem until the next Save checks it again.
  const edit = (name: SettingName, change: (current: SettingsDraft) => SettingsDraft) => {
    setDraft(change);
    setErrors((current) => ({ ...current, [name]: undefined }));
  };
  const number = (name: NumberSetting, label: string) => (
    <NumberField
      label={label}
      value={draft.numbers[name]}
      error={errors[name]}
      onChange={(value) =>
        edit(name, (current) => ({ ...current, numbers: { ...current.numbers, [name]: value } }))
      }
    />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const reading = settingsFromDraft(t, draft);
    if ('errors' in reading) {
      setErrors(reading.errors);
      // The first refused field may be out of sight, far above the buttons.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setErrors({});
    try {
      // The stored settings (the announcement trimmed) become the form's values.
      setDraft(draftFromSettings(await save.mutateAsync(reading.settings)));
      toast.success(t('admin.settings.saved'));
    } catch (caught) {
      setServerError(errorMessage(caught, t('admin.settings.saveFailed')));
    }
  };

  const reset = () => {
    setDraft(savedDraft);
    setErrors({});
    setServerError(null);
  };

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label={t('admin.audit.siteSettings')}
      className="space-y-6"
    >
      <SettingsSection title={t('admin.settings.ai')} note={t('admin.settings.aiNote')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {number('aiReviewsPerProblem', t('admin.settings.field.aiPerProblem'))}
          {number('aiReviewsPerDay', t('admin.settings.field.aiPerDay'))}
        </div>
      </SettingsSection>

      <SettingsSection title={t('admin.settings.tokens')} note={t('admin.settings.tokensNote')}>
        <div className="grid gap-4 sm:grid-cols-4">
          {number('hintCosts.1', t('admin.settings.field.hint1'))}
          {number('hintCosts.2', t('admin.settings.field.hint2'))}
          {number('editorialCost', t('admin.settings.field.editorialCost'))}
          {number('counterexampleCost', t('admin.settings.field.counterexampleCost'))}
        </div>
        <div className="mt-4 grid gap-4 sm:grid-cols-3">
          {number('firstSolveRewards.Easy', t('admin.settings.field.rewardEasy'))}
          {number('firstSolveRewards.Medium', t('admin.settings.field.rewardMedium'))}
          {number('firstSolveRewards.Hard', t('admin.settings.field.rewardHard'))}
        </div>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {number('startingTokens', t('admin.settings.field.startingTokens'))}
        </div>
      </SettingsSection>

      <SettingsSection title={t('admin.settings.accounts')} note={t('admin.settings.accountsNote')}>
        <div className="flex items-start gap-3">
          <input
            id={signUpId}
            type="checkbox"
            className="mt-3.5 h-4 w-4 shrink-0 accent-indigo-600 sm:mt-0.5"
            checked={draft.registrationOpen}
            aria-describedby={signUpNoteId}
            onChange={(event) => {
              const open = event.target.checked;
              edit('registrationOpen', (current) => ({ ...current, registrationOpen: open }));
            }}
          />
          <div>
            <label
              htmlFor={signUpId}
              // The label is the checkbox's 44 px target on a phone.
              className="flex min-h-11 items-center text-sm font-medium text-slate-700 sm:block sm:min-h-0 dark:text-slate-300"
            >
              {t('admin.settings.signUpOpen')}
            </label>
            <p id={signUpNoteId} className="text-xs text-slate-500 dark:text-slate-400">
              {t('admin.settings.signUpNote')}
            </p>
          </div>
        </div>
      </SettingsSection>

      <SettingsSection title={t('admin.settings.judging')} note={t('admin.settings.judgingNote')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {number('defaultTimeLimitMs', t('admin.settings.field.timeLimit'))}
          {number('defaultMemoryLimitMb', t('admin.settings.field.memoryLimit'))}
        </div>
      </SettingsSection>

      <SettingsSection title={t('admin.settings.discussion')} note={t('admin.settings.discussionNote')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {number('discussionPostLimit.posts', t('admin.settings.field.posts'))}
          {number('discussionPostLimit.minutes', t('admin.settings.field.minutes'))}
        </div>
      </SettingsSection>

      <SettingsSection title={t('admin.settings.announcement')} note={t('admin.settings.announcementNote')}>
        <AnnouncementField
          value={draft.announcement}
          error={errors.announcement}
          onChange={(value) => edit('announcement', (current) => ({ ...current, announcement: value }))}
        />
      </SettingsSection>

      {refused && <Alert tone="error">{t('admin.settings.checkMarked')}</Alert>}
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={reset} disabled={!changed || save.isPending}>
          <RotateCcw size={16} aria-hidden="true" /> {t('admin.settings.reset')}
        </Button>
        <BusyButton type="submit" icon={Save} busy={save.isPending} disabled={!changed}>
          {t('admin.settings.save')}
        </BusyButton>
      </div>
    </form>
  );
}
