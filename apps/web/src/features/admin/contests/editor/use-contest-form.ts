/**
 * The contest form's state: the draft as typed, each field's problem, the server's refusal, and Save.
 * Save reads the draft (contest-draft.ts) and sends it only if it passes; what `send` answers becomes the
 * draft (the stored values), or the server's message shows beside Save and its issues under their fields.
 * The editor page holds this state above its tabs, so an unsaved edit survives a look at the scoreboard.
 */
import { useState, type FormEvent } from 'react';
import { errorMessage } from '@/lib/api-client';
import { sameDraft, serverErrors, type ContestDraft, type ContestErrors } from './contest-draft';

export type ContestForm = {
  draft: ContestDraft;
  errors: ContestErrors;
  serverError: string | null;
  isNew: boolean;
  changed: boolean;
  saving: boolean;
  edit: <K extends keyof ContestDraft>(name: K, value: ContestDraft[K]) => void;
  submit: (event: FormEvent) => void;
};

type Options<Body> = {
  saved: ContestDraft;
  isNew: boolean;
  fallbackError: string;
  /** The body to send, or the refused fields. */
  read: (draft: ContestDraft) => { body: Body } | { errors: ContestErrors };
  /** Stores the body; resolves to the draft of what was stored, or null when the page moves on. */
  send: (body: Body) => Promise<ContestDraft | null>;
};

export function useContestForm<Body>({
  saved,
  isNew,
  fallbackError,
  read,
  send,
}: Options<Body>): ContestForm {
  const [draft, setDraft] = useState(saved);
  const [errors, setErrors] = useState<ContestErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const edit = <K extends keyof ContestDraft>(name: K, value: ContestDraft[K]) => {
    setDraft((current) => ({ ...current, [name]: value }));
    // An edited field loses its problem until the next Save checks it again.
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setServerError(null);
    const reading = read(draft);
    if ('errors' in reading) {
      setErrors(reading.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    send(reading.body)
      .then((stored) => {
        if (stored) setDraft(stored);
      })
      .catch((caught: unknown) => {
        setServerError(errorMessage(caught, fallbackError));
        setErrors(serverErrors(caught));
      })
      .finally(() => setSaving(false));
  };

  return {
    draft,
    errors,
    serverError,
    isNew,
    changed: !sameDraft(draft, saved),
    saving,
    edit,
    submit,
  };
}
