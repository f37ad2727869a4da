/**
 * An announcement to every contestant, about one problem or the contest in general. It joins the
 * clarifications as a public one without a question. The contracts' schema reads it first; the server's
 * refusal shows under the text.
 */
import { announcementBodySchema, type ContestProblem } from '@codeconquer/contracts';
import { Megaphone } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { BusyButton } from '@/components/ui/busy-button';
import { inputClasses } from '@/components/ui/text-field';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { usePostAnnouncement } from '../api/post-announcement';
import { FormField, TextareaField } from '../../shared/form-field';
import { validationMessage } from '@/i18n/validation-message';

type Props = { contestId: string; problems: ContestProblem[] };

/** The select's value for "the contest in general" (a problem's id never is empty). */
const GENERAL = '';

export function AnnouncementForm({ contestId, problems }: Props) {
  const t = useT();
  const post = usePostAnnouncement(contestId);
  const [problemId, setProblemId] = useState(GENERAL);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = announcementBodySchema.safeParse({
      problemId: problemId === GENERAL ? null : problemId,
      text,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError(issue && validationMessage(issue, t));
      return;
    }
    setError(undefined);
    post.mutate(parsed.data, {
      onSuccess: () => {
        setText('');
        toast.success(t('admin.clarifications.announcementPosted'));
      },
      onError: (caught) => setError(errorMessage(caught, t('admin.clarifications.announcementFailed'))),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <FormField label={t('admin.clarifications.about')}>
        {(control) => (
          <select
            {...control}
            className={cn(inputClasses, 'sm:w-80')}
            value={problemId}
            onChange={(event) => setProblemId(event.target.value)}
          >
            <option value={GENERAL}>{t('admin.clarifications.general')}</option>
            {problems.map((problem) => (
              <option key={problem.problemId} value={problem.problemId}>
                {problem.label}. {problem.title}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <TextareaField
        label={t('admin.clarifications.announcement')}
        error={error}
        rows={3}
        value={text}
        onChange={(value) => {
          setText(value);
          setError(undefined);
        }}
      />
      <div className="flex justify-end">
        <BusyButton type="submit" icon={Megaphone} busy={post.isPending}>
          {t('admin.clarifications.post')}
        </BusyButton>
      </div>
    </form>
  );
}
