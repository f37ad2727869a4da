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

const SAVE_FAILED = 'Failed to save the settings';

export function SettingsForm({ saved }: { saved: SiteSettings }) {
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
    const reading = settingsFromDraft(draft);
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
      toast.success('Settings saved.');
    } catch (caught) {
      setServerError(errorMessage(caught, SAVE_FAILED));
    }
  };

  const reset = () => {
    setDraft(savedDraft);
    setErrors({});
    setServerError(null);
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Site settings" className="space-y-6">
      <SettingsSection
        title="AI reviews"
        note="How many AI reviews a user gets in the solve editor. The online compiler's reviews are not counted."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          {number('aiReviewsPerProblem', 'AI reviews per problem')}
          {number('aiReviewsPerDay', 'AI reviews per day')}
        </div>
      </SettingsSection>

      <SettingsSection
        title="Tokens"
        note="What hints, unlocking an editorial and a search for a small failing test cost (a search that finds none is refunded), what a first accepted solution earns by difficulty, and what a new account starts with."
      >
        <div className="grid gap-4 sm:grid-cols-4">
          {number('hintCosts.1', 'Hint 1 cost')}
          {number('hintCosts.2', 'Hint 2 cost')}
          {number('editorialCost', 'Editorial unlock cost')}
          {number('counterexampleCost', 'Failing-test search cost')}
        </div>
        <div className="mt-4 grid gap-4 sm:grid-cols-3">
          {number('firstSolveRewards.Easy', 'First-solve reward: Easy')}
          {number('firstSolveRewards.Medium', 'First-solve reward: Medium')}
          {number('firstSolveRewards.Hard', 'First-solve reward: Hard')}
        </div>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">{number('startingTokens', 'Starting tokens')}</div>
      </SettingsSection>

      <SettingsSection title="Accounts" note="Whether new accounts can be made.">
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
              Sign-up open
            </label>
            <p id={signUpNoteId} className="text-xs text-slate-500 dark:text-slate-400">
              When off, sign-up (by e-mail or with Google) says 'Sign-up is closed for now.'; existing
              accounts sign in as before.
            </p>
          </div>
        </div>
      </SettingsSection>

      <SettingsSection
        title="Judging"
        note="Limits for runs that belong to no problem: the online compiler. Problems keep their own."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          {number('defaultTimeLimitMs', 'Default time limit (ms)')}
          {number('defaultMemoryLimitMb', 'Default memory limit (MB)')}
        </div>
      </SettingsSection>

      <SettingsSection
        title="Discussion"
        note="How many posts (threads and replies) one user may write in a window of minutes. Admins are not limited."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          {number('discussionPostLimit.posts', 'Posts per window')}
          {number('discussionPostLimit.minutes', 'Window (minutes)')}
        </div>
      </SettingsSection>

      <SettingsSection
        title="Announcement"
        note="Shown in a bar above every page with the app bars until a visitor closes it. Empty: none."
      >
        <AnnouncementField
          value={draft.announcement}
          error={errors.announcement}
          onChange={(value) => edit('announcement', (current) => ({ ...current, announcement: value }))}
        />
      </SettingsSection>

      {refused && <Alert tone="error">Check the settings marked above.</Alert>}
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={reset} disabled={!changed || save.isPending}>
          <RotateCcw size={16} aria-hidden="true" /> Reset
        </Button>
        <BusyButton type="submit" icon={Save} busy={save.isPending} disabled={!changed}>
          Save Settings
        </BusyButton>
      </div>
    </form>
  );
}
