/**
 * The state of an admin editor's form (a problem's details, a contest): the draft as typed, each field's
 * problem, the server's refusal, and Save. Save reads the draft (`read`: the editor's own rules, the
 * contracts' schema) and sends it only if it passes; what `send` answers becomes the draft (the stored
 * values), or the server's message shows beside Save, and with `serverErrors` its issues under their
 * fields too. An edited field loses its problem until the next Save checks it again. The editor page holds
 * this state above its tabs, so an unsaved edit survives a look at another tab.
 */
import { useState, type FormEvent } from 'react';
import { errorMessage } from '@/lib/api-client';

export type DraftErrors<Draft> = Partial<Record<keyof Draft | 'form', string>>;

export type DraftForm<Draft, Errors extends DraftErrors<Draft> = DraftErrors<Draft>> = {
  draft: Draft;
  errors: Errors;
  serverError: string | null;
  isNew: boolean;
  changed: boolean;
  saving: boolean;
  edit: <K extends keyof Draft>(name: K, value: Draft[K]) => void;
  submit: (event: FormEvent) => void;
};

export type DraftFormOptions<Draft, Errors extends DraftErrors<Draft>, Body> = {
  saved: Draft;
  isNew: boolean;
  fallbackError: string;
  /** Whether two drafts hold the same values (`changed` is the draft against `saved`). */
  same: (a: Draft, b: Draft) => boolean;
  /** The body to send, or the refused fields. */
  read: (draft: Draft) => { body: Body } | { errors: Errors };
  /** Stores the body; resolves to the draft of what was stored, or null when the page moves on. */
  send: (body: Body) => Promise<Draft | null>;
  /** The server's refusal field by field; without it the refusal is the message beside Save alone. */
  serverErrors?: (caught: unknown) => Errors;
  /** The draft after an edit of `name`, when the edit changes other fields too (default: as edited). */
  follow?: (next: Draft, name: keyof Draft) => Draft;
  /** Fields whose problems an edit of `name` clears besides its own. */
  alsoClears?: (name: keyof Draft) => readonly (keyof Draft)[];
};

export function useDraftForm<Draft, Errors extends DraftErrors<Draft>, Body>({
  saved,
  isNew,
  fallbackError,
  same,
  read,
  send,
  serverErrors,
  follow,
  alsoClears,
}: DraftFormOptions<Draft, Errors, Body>): DraftForm<Draft, Errors> {
  const [draft, setDraft] = useState(saved);
  const [errors, setErrors] = useState<Errors>({} as Errors);
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const edit = <K extends keyof Draft>(name: K, value: Draft[K]) => {
    setDraft((current) => {
      const next = { ...current, [name]: value };
      return follow ? follow(next, name) : next;
    });
    setErrors((current) => {
      const cleared: DraftErrors<Draft> = { ...current, [name]: undefined };
      for (const field of alsoClears?.(name) ?? []) cleared[field] = undefined;
      // Only fields the errors had, or could have had, are cleared.
      return cleared as Errors;
    });
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
    setErrors({} as Errors);
    setSaving(true);
    send(reading.body)
      .then((stored) => {
        if (stored) setDraft(stored);
      })
      .catch((caught: unknown) => {
        setServerError(errorMessage(caught, fallbackError));
        if (serverErrors) setErrors(serverErrors(caught));
      })
      .finally(() => setSaving(false));
  };

  return {
    draft,
    errors,
    serverError,
    isNew,
    changed: !same(draft, saved),
    saving,
    edit,
    submit,
  };
}
