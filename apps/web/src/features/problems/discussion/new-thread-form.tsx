/** The "New thread" form of the Discussion tab: a title, the opening post's Markdown, and the solution mark. */
import { THREAD_TITLE_MAX_LENGTH } from '@codeconquer/contracts/discussion-limits';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { useCreateThread } from '../api/create-thread';
import { MarkdownField } from './markdown-field';
import { threadPath } from './paths';

export function NewThreadForm({ problemId, onCancel }: { problemId: string; onCancel: () => void }) {
  const t = useT();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [solution, setSolution] = useState(false);
  const create = useCreateThread(problemId);
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { title, body, solution },
      { onSuccess: ({ thread }) => void navigate(threadPath(problemId, thread.id)) },
    );
  };

  return (
    <form
      onSubmit={submit}
      aria-label={t('problems.discussion.newThread')}
      className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
    >
      <TextField
        label={t('problems.discussion.form.title')}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        maxLength={THREAD_TITLE_MAX_LENGTH}
        required
      />
      <MarkdownField
        label={t('problems.discussion.form.post')}
        value={body}
        onChange={setBody}
        rows={6}
        required
      />
      <label className="flex min-h-11 items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <input
          type="checkbox"
          checked={solution}
          onChange={(event) => setSolution(event.target.checked)}
          className="h-4 w-4 accent-indigo-600"
        />
        {t('problems.discussion.form.isSolution')}
      </label>
      {create.isError && (
        <Alert tone="error">{errorMessage(create.error, t('problems.discussion.form.createFailed'))}</Alert>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} className="min-h-11">
          {t('problems.discussion.cancel')}
        </Button>
        <BusyButton type="submit" busy={create.isPending} className="min-h-11">
          {t('problems.discussion.form.postThread')}
        </BusyButton>
      </div>
    </form>
  );
}
