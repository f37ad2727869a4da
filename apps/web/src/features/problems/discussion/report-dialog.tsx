/** Report a post to the admins, with a reason (3 to 500 characters, as the server checks). */
import { REPORT_REASON_MAX_LENGTH } from '@codeconquer/contracts/discussion-limits';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { inputClasses } from '@/components/ui/text-field';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { useMutation } from '@tanstack/react-query';
import { reportPost } from '../api/discussion-posts';

export function ReportDialog({ postId, onClose }: { postId: string; onClose: () => void }) {
  const t = useT();
  const id = useId();
  const [reason, setReason] = useState('');
  const report = useMutation({
    mutationFn: () => reportPost(postId, { reason }),
    onSuccess: ({ message }) => {
      toast.success(message);
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    report.mutate();
  };
  return (
    <Dialog open onClose={onClose} title={t('problems.discussion.report.title')}>
      <form onSubmit={submit} className="space-y-3">
        <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-300">
          {t('problems.discussion.report.reason')}
        </label>
        <textarea
          id={id}
          rows={3}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={REPORT_REASON_MAX_LENGTH}
          minLength={3}
          required
          placeholder={t('problems.discussion.report.placeholder')}
          className={inputClasses}
        />
        {report.isError && <Alert tone="error">{errorMessage(report.error)}</Alert>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} className="min-h-11">
            {t('problems.discussion.cancel')}
          </Button>
          <BusyButton type="submit" busy={report.isPending} className="min-h-11">
            {t('problems.discussion.report.submit')}
          </BusyButton>
        </div>
      </form>
    </Dialog>
  );
}
