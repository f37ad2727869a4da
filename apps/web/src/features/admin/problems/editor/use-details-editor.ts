/**
 * The problem form's state: the draft as typed, each field's problem, the server's refusal, and Save.
 * Save reads the draft with the contracts' schema (details-draft.ts) and sends it only if it passes; what
 * `send` answers becomes the draft (the stored values: trimmed, tags once each), or the server's message
 * shows beside Save. For a new problem the id follows the title (as a slug) until it is typed in itself.
 * The editor page holds this state, above its tabs, so an unsaved edit survives a look at the tests.
 */
import type { AdminProblemDetails } from '@codeconquer/contracts';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '@/lib/api-client';
import { detailsFromDraft, sameDraft, type DetailsDraft, type DetailsErrors } from './details-draft';
import { slugFromTitle } from './slug';

export type DetailsEditor = {
  draft: DetailsDraft;
  errors: DetailsErrors;
  serverError: string | null;
  isNew: boolean;
  changed: boolean;
  saving: boolean;
  edit: <K extends keyof DetailsDraft>(name: K, value: DetailsDraft[K]) => void;
  submit: (event: FormEvent) => void;
};

type Options = {
  saved: DetailsDraft;
  isNew: boolean;
  fallbackError: string;
  /** Stores the details; resolves to the draft of what was stored, or null when the page moves on. */
  send: (details: AdminProblemDetails, id: string) => Promise<DetailsDraft | null>;
};

export function useDetailsEditor({ saved, isNew, fallbackError, send }: Options): DetailsEditor {
  const [draft, setDraft] = useState(saved);
  const [errors, setErrors] = useState<DetailsErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [idTyped, setIdTyped] = useState(false);

  const edit = <K extends keyof DetailsDraft>(name: K, value: DetailsDraft[K]) => {
    if (name === 'id') setIdTyped(true);
    setDraft((current) => {
      const next = { ...current, [name]: value };
      if (isNew && name === 'title' && !idTyped) next.id = slugFromTitle(String(value));
      return next;
    });
    // An edited field loses its problem until the next Save checks it again.
    setErrors((current) => ({
      ...current,
      [name]: undefined,
      ...(name === 'title' ? { id: undefined } : {}),
    }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setServerError(null);
    const reading = detailsFromDraft(draft, isNew);
    if ('errors' in reading) {
      setErrors(reading.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    send(reading.details, reading.id)
      .then((stored) => {
        if (stored) setDraft(stored);
      })
      .catch((caught: unknown) => setServerError(errorMessage(caught, fallbackError)))
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
