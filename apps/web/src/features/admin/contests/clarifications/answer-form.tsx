/**
 * The answer to a waiting question: the text, and 'Answer to everyone' when the answer helps every
 * contestant (then they all see the question and the answer), else only the asker does. The contracts'
 * schema reads the text first ('Write the answer.'); the server's refusal shows under it.
 */
import { answerClarificationBodySchema } from '@codeconquer/contracts';
import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { BusyButton } from '@/components/ui/busy-button';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { useAnswerClarification } from '../api/answer-clarification';
import { CheckboxField, TextareaField } from '../../shared/form-field';
import { validationMessage } from '@/i18n/validation-message';

type Props = { contestId: string; clarificationId: string };

export function AnswerForm({ contestId, clarificationId }: Props) {
  const t = useT();
  const answer = useAnswerClarification(contestId, clarificationId);
  const [text, setText] = useState('');
  const [toEveryone, setToEveryone] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = answerClarificationBodySchema.safeParse({ answer: text, public: toEveryone });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError(issue && validationMessage(issue, t));
      return;
    }
    setError(undefined);
    answer.mutate(parsed.data, {
      onSuccess: () =>
        toast.success(
          toEveryone ? t('admin.clarifications.answeredToEveryone') : t('admin.clarifications.answerSent'),
        ),
      onError: (caught) => setError(errorMessage(caught, t('admin.clarifications.answerFailed'))),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <TextareaField
        label={t('admin.clarifications.answer')}
        error={error}
        rows={3}
        value={text}
        onChange={(value) => {
          setText(value);
          setError(undefined);
        }}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CheckboxField
          label={t('admin.clarifications.toEveryone')}
          note={t('admin.clarifications.toEveryoneNote')}
          checked={toEveryone}
          onChange={setToEveryone}
        />
        <BusyButton type="submit" icon={Send} busy={answer.isPending}>
          {t('admin.clarifications.send')}
        </BusyButton>
      </div>
    </form>
  );
}
