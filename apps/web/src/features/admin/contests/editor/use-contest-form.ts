/**
 * The contest form's state (shared/use-draft-form.ts): Save reads the draft (contest-draft.ts) and sends
 * it only if it passes; what `send` answers becomes the draft, or the server's message shows beside Save
 * and its issues under their fields (`serverErrors`).
 */
import { useT } from '@/i18n/use-t';
import { useDraftForm, type DraftForm } from '../../shared/use-draft-form';
import { followEdit, sameDraft, serverErrors, type ContestDraft, type ContestErrors } from './contest-draft';

export type ContestForm = DraftForm<ContestDraft, ContestErrors>;

type Options<Body> = {
  saved: ContestDraft;
  isNew: boolean;
  fallbackError: string;
  /** The body to send, or the refused fields. */
  read: (draft: ContestDraft) => { body: Body } | { errors: ContestErrors };
  /** Stores the body; resolves to the draft of what was stored, or null when the page moves on. */
  send: (body: Body) => Promise<ContestDraft | null>;
};

export function useContestForm<Body>(options: Options<Body>): ContestForm {
  const t = useT();
  return useDraftForm({
    ...options,
    same: sameDraft,
    serverErrors: (caught) => serverErrors(caught, t),
    follow: followEdit,
  });
}
