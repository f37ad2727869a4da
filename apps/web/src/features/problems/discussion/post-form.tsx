/**
 * The inline forms of the thread page: a reply (to the thread or to a reply) and an edit of one's own
 * post (with the title when it is the thread's opening post).
 */
import { THREAD_TITLE_MAX_LENGTH } from '@codeconquer/contracts/discussion-limits';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { MarkdownField } from './markdown-field';

type Props = {
  label: string;
  submitLabel: string;
  initialBody?: string;
  /** Given for the opening post's edit: the thread's title is edited with it. */
  initialTitle?: string;
  busy: boolean;
  error: unknown;
  onSubmit: (value: { body: string; title?: string }) => void;
  onCancel?: () => void;
};

export function PostForm({
  label,
  submitLabel,
  initialBody = '',
  initialTitle,
  busy,
  error,
  onSubmit,
  onCancel,
}: Props) {
  const t = useT();
  const [body, setBody] = useState(initialBody);
  const [title, setTitle] = useState(initialTitle);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(title === undefined ? { body } : { body, title });
  };

  return (
    <form onSubmit={submit} aria-label={label} className="space-y-3">
      {title !== undefined && (
        <TextField
          label={t('problems.discussion.form.title')}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          maxLength={THREAD_TITLE_MAX_LENGTH}
          required
        />
      )}
      <MarkdownField label={label} value={body} onChange={setBody} required autoFocus={Boolean(onCancel)} />
      {Boolean(error) && <Alert tone="error">{errorMessage(error)}</Alert>}
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} className="min-h-11">
            {t('problems.discussion.cancel')}
          </Button>
        )}
        <BusyButton type="submit" busy={busy} className="min-h-11">
          {submitLabel}
        </BusyButton>
      </div>
    </form>
  );
}
