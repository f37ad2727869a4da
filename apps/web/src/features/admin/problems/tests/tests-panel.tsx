/**
 * The Tests tab: the table of tests (reorder, mark as example, edit, delete), the form that adds or
 * edits one, and the zip upload. Samples are the examples users see on the problem page, with their
 * explanations; every test, samples included, judges a submission, in the table's order.
 */
import type { AdminProblem, AdminTest } from '@codeconquer/contracts';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { useDeleteAdminTest } from '../../api/delete-test';
import { getAdminTest, type AdminTestTexts } from '../../api/get-test';
import { useReorderAdminTests } from '../../api/reorder-tests';
import { useSaveAdminTest } from '../../api/save-test';
import { movedOrder } from './test-order';
import { TestForm } from './test-form';
import { TestsTable } from './tests-table';
import { TestsZipUpload } from './tests-zip-upload';

export function TestsPanel({ problem }: { problem: AdminProblem }) {
  const t = useT();
  const reorder = useReorderAdminTests(problem.id);
  const remove = useDeleteAdminTest(problem.id);
  const save = useSaveAdminTest(problem.id);
  const [editing, setEditing] = useState<AdminTestTexts | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const formRef = useRef<HTMLDivElement>(null);
  // While a test is open in the form the rows stay as they are: a move or a delete would renumber the
  // tests under it, and the form would then save over another one.
  const busy = editing !== null || loading || reorder.isPending || remove.isPending || save.isPending;

  /** Runs one change of the table, showing its refusal above the table. */
  const run = async (change: () => Promise<unknown>, fallback: string) => {
    setError(null);
    try {
      await change();
      return true;
    } catch (caught) {
      setError(errorMessage(caught, fallback));
      return false;
    }
  };

  const move = (index: number, step: -1 | 1) => {
    const order = movedOrder(
      problem.tests.map((test) => test.ordinal),
      index,
      step,
    );
    if (order) void run(() => reorder.mutateAsync(order), t('admin.tests.reorderFailed'));
  };

  // The texts are needed to send the test back whole (PUT replaces it), so they are read first.
  const toggleSample = (test: AdminTest) =>
    void run(async () => {
      const texts = await getAdminTest(problem.id, test.ordinal, t('admin.tests.notFound'));
      await save.mutateAsync({
        ordinal: test.ordinal,
        test: {
          name: texts.name,
          input: texts.input,
          answer: texts.answer,
          isSample: !test.isSample,
          explanation: texts.explanation,
        },
      });
    }, t('admin.tests.changeFailed'));

  const edit = (test: AdminTest) => {
    setLoading(true);
    void run(async () => {
      setEditing(await getAdminTest(problem.id, test.ordinal, t('admin.tests.notFound')));
      formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }, t('admin.tests.loadFailed')).finally(() => setLoading(false));
  };

  const deleteTest = async (test: AdminTest) => {
    if (await run(() => remove.mutateAsync(test.ordinal), t('admin.tests.deleteFailed'))) {
      toast.success(t('admin.tests.deleted', { number: test.ordinal }));
    }
  };

  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('admin.tests.intro')}</p>
      {error && <Alert tone="error">{error}</Alert>}
      <TestsTable
        tests={problem.tests}
        busy={busy}
        editing={editing?.ordinal ?? null}
        onMove={move}
        onToggleSample={toggleSample}
        onEdit={edit}
        onDelete={(test) => void deleteTest(test)}
      />
      <div ref={formRef}>
        <TestForm
          // A new key per test opened: the form starts from that test's texts.
          key={editing ? `edit-${editing.ordinal}` : 'add'}
          problemId={problem.id}
          editing={editing}
          onClose={() => setEditing(null)}
        />
      </div>
      <TestsZipUpload problemId={problem.id} disabled={busy} />
    </div>
  );
}
