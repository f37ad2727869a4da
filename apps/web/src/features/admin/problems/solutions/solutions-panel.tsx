/**
 * The Solutions tab: the reference solutions (add, edit, delete) and Verify, which judges each on every
 * test and says whether it got the verdict it expects. Verify can take a while (every solution on every
 * test); its result stays until the next one or until the tab is left.
 */
import type { AdminProblem, ReferenceSolution } from '@codeconquer/contracts';
import { ShieldCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { useDeleteAdminSolution } from '../../api/delete-solution';
import { useVerifyAdminProblem } from '../../api/verify-problem';
import { SolutionForm } from './solution-form';
import { SolutionsTable } from './solutions-table';
import { VerifyResults } from './verify-results';

export function SolutionsPanel({ problem }: { problem: AdminProblem }) {
  const t = useT();
  const remove = useDeleteAdminSolution(problem.id);
  const verify = useVerifyAdminProblem(problem.id);
  const [editing, setEditing] = useState<ReferenceSolution | null>(null);
  const [error, setError] = useState<string | null>(null);
  const formRef = useRef<HTMLDivElement>(null);

  const deleteSolution = async (solution: ReferenceSolution) => {
    setError(null);
    try {
      await remove.mutateAsync(solution.name);
      toast.success(t('admin.solutions.deleted', { name: solution.name }));
    } catch (caught) {
      setError(errorMessage(caught, t('admin.solutions.deleteFailed')));
    }
  };

  const edit = (solution: ReferenceSolution) => {
    setEditing(solution);
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('admin.solutions.intro')}</p>
        <BusyButton
          icon={ShieldCheck}
          busy={verify.isPending}
          disabled={problem.solutions.length === 0}
          onClick={() => verify.mutate()}
        >
          {t('admin.solutions.verify')}
        </BusyButton>
      </div>
      {verify.isPending && (
        <p role="status" className="text-sm text-slate-500 dark:text-slate-400">
          {t('admin.solutions.verifying')}
        </p>
      )}
      {verify.isError && (
        <Alert tone="error">{errorMessage(verify.error, t('admin.solutions.verifyFailed'))}</Alert>
      )}
      {verify.data && !verify.isPending && <VerifyResults result={verify.data} />}
      {error && <Alert tone="error">{error}</Alert>}
      <SolutionsTable
        solutions={problem.solutions}
        busy={remove.isPending || editing !== null}
        editing={editing?.name ?? null}
        onEdit={edit}
        onDelete={(solution) => void deleteSolution(solution)}
      />
      <div ref={formRef}>
        <SolutionForm
          key={editing ? `edit-${editing.name}` : 'add'}
          problemId={problem.id}
          editing={editing}
          onClose={() => setEditing(null)}
        />
      </div>
    </div>
  );
}
