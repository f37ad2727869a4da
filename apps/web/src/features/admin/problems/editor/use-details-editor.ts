/**
 * The problem form's state (shared/use-draft-form.ts): Save reads the draft with the contracts' schema
 * (details-draft.ts) and sends it only if it passes; what `send` answers becomes the draft (the stored
 * values: trimmed, tags once each), or the server's message shows beside Save. For a new problem the id
 * follows the title (as a slug) until it is typed in itself.
 */
import type { AdminProblemDetails } from '@codeconquer/contracts';
import { useState } from 'react';
import { useDraftForm, type DraftForm } from '../../shared/use-draft-form';
import { detailsFromDraft, sameDraft, type DetailsDraft, type DetailsErrors } from './details-draft';
import { slugFromTitle } from './slug';
import { useT } from '@/i18n/use-t';

export type DetailsEditor = DraftForm<DetailsDraft, DetailsErrors>;

type Options = {
  saved: DetailsDraft;
  isNew: boolean;
  fallbackError: string;
  /** Stores the details; resolves to the draft of what was stored, or null when the page moves on. */
  send: (details: AdminProblemDetails, id: string) => Promise<DetailsDraft | null>;
};

export function useDetailsEditor({ saved, isNew, fallbackError, send }: Options): DetailsEditor {
  const t = useT();
  const [idTyped, setIdTyped] = useState(false);
  const form = useDraftForm({
    saved,
    isNew,
    fallbackError,
    same: sameDraft,
    read: (draft: DetailsDraft) => {
      const reading = detailsFromDraft(t, draft, isNew);
      return 'errors' in reading ? reading : { body: reading };
    },
    send: ({ details, id }) => send(details, id),
    follow: (next, name) =>
      isNew && name === 'title' && !idTyped ? { ...next, id: slugFromTitle(next.title) } : next,
    // The id follows the title, so a new title takes the id's problem away too.
    alsoClears: (name) => (name === 'title' ? ['id'] : []),
  });

  const edit: DetailsEditor['edit'] = (name, value) => {
    if (name === 'id') setIdTyped(true);
    form.edit(name, value);
  };
  return { ...form, edit };
}
