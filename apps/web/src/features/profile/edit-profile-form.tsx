/**
 * The owner's editor for name, bio, socials and affiliation; links without a scheme get https://. The
 * affiliation is sent only when it changed, so saving an untouched one does not name it again.
 */
import { normalizeSocialLink, type UpdateUserBody, type User } from '@codeconquer/contracts';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { AffiliationFieldset } from '@/components/affiliation/affiliation-fields';
import { Alert } from '@/components/ui/alert';
import { FormActions } from '@/components/ui/form-actions';
import { TextField, inputClasses } from '@/components/ui/text-field';
import {
  affiliationBody,
  affiliationFields,
  affiliationProblems,
  affiliationProblemsIn,
  sameAffiliation,
  type AffiliationProblems,
} from '@/components/affiliation/affiliation-form';
import { useT } from '@/i18n/use-t';
import type { MessageId } from '@/i18n/message-id';
import { validationMessage } from '@/i18n/validation-message';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { useUpdateProfile } from './api/update-profile';
import { PROFILE_TOAST } from './toast-options';

const SOCIALS: readonly {
  key: 'github' | 'linkedin' | 'twitter' | 'website';
  labelId: MessageId;
  placeholderId: MessageId;
}[] = [
  { key: 'github', labelId: 'profile.social.github', placeholderId: 'profile.social.githubPlaceholder' },
  {
    key: 'linkedin',
    labelId: 'profile.social.linkedin',
    placeholderId: 'profile.social.linkedinPlaceholder',
  },
  { key: 'twitter', labelId: 'profile.social.twitter', placeholderId: 'profile.social.twitterPlaceholder' },
  { key: 'website', labelId: 'profile.social.website', placeholderId: 'profile.social.websitePlaceholder' },
];

type EditableFields = Pick<User, 'name' | 'bio' | 'github' | 'linkedin' | 'twitter' | 'website'>;

export function EditProfileForm({
  user,
  onDone,
  onSaved,
}: {
  user: User;
  onDone: () => void;
  onSaved: (user: User) => void;
}) {
  const [form, setForm] = useState<EditableFields>({
    name: user.name,
    bio: user.bio,
    github: user.github,
    linkedin: user.linkedin,
    twitter: user.twitter,
    website: user.website,
  });
  const [affiliation, setAffiliation] = useState(affiliationFields(user.affiliation));
  const [affiliationIssues, setAffiliationIssues] = useState<AffiliationProblems>({});
  const [error, setError] = useState<string | null>(null);
  const mutation = useUpdateProfile(onSaved);
  const t = useT();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const links = {
      github: normalizeSocialLink(form.github),
      linkedin: normalizeSocialLink(form.linkedin),
      twitter: normalizeSocialLink(form.twitter),
      website: normalizeSocialLink(form.website),
    };
    setForm({ ...form, ...links });
    const wanted = affiliationBody(affiliation);
    const found = affiliationProblems(wanted, t);
    setAffiliationIssues(found);
    if (Object.values(found).some(Boolean)) return;
    const body: UpdateUserBody = {
      ...form,
      ...links,
      ...(!sameAffiliation(wanted, user.affiliation) && { affiliation: wanted }),
    };
    try {
      await mutation.mutateAsync({ userId: user.id, body });
      toast.success(t('profile.edit.updated'), PROFILE_TOAST);
      onDone();
    } catch (caught) {
      const issues = caught instanceof ApiRequestError ? (caught.body.issues ?? []) : [];
      setAffiliationIssues(
        affiliationProblemsIn(
          Object.fromEntries(issues.map((issue) => [issue.path, validationMessage(issue, t)])),
        ),
      );
      const message = errorMessage(caught, t('profile.updateFailed'));
      setError(message);
      toast.error(message, PROFILE_TOAST);
    }
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate aria-label={t('profile.edit.formLabel')}>
      {error && <Alert tone="error">{error}</Alert>}
      <TextField
        label={t('profile.edit.fullName')}
        value={form.name}
        onChange={(event) => setForm({ ...form, name: event.target.value })}
      />
      <div className="space-y-1">
        <label htmlFor="profile-bio" className="block text-sm font-medium text-slate-700 dark:text-slate-300">
          {t('profile.edit.bio')}
        </label>
        <textarea
          id="profile-bio"
          rows={4}
          maxLength={500}
          className={inputClasses}
          value={form.bio}
          onChange={(event) => setForm({ ...form, bio: event.target.value })}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {SOCIALS.map(({ key, labelId, placeholderId }) => (
          <TextField
            key={key}
            label={t(labelId)}
            placeholder={t(placeholderId)}
            value={form[key]}
            onChange={(event) => setForm({ ...form, [key]: event.target.value })}
          />
        ))}
      </div>
      <AffiliationFieldset
        value={affiliation}
        onChange={setAffiliation}
        problems={affiliationIssues}
        whose="user"
        disabled={mutation.isPending}
      />
      <FormActions onCancel={onDone} busy={mutation.isPending} busyLabel={t('profile.saving')}>
        {t('profile.edit.save')}
      </FormActions>
    </form>
  );
}
