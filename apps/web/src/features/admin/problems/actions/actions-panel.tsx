/** The Actions tab: export, rejudge, delete or restore, and the problem's page as users see it. */
import type { AdminProblem } from '@codeconquer/contracts';
import { Eye } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useT } from '@/i18n/use-t';
import { userProblemPath } from '../paths';
import { DeleteControl } from './delete-control';
import { ExportButton } from './export-button';
import { RejudgeControl } from './rejudge-control';

export function ActionsPanel({ problem }: { problem: AdminProblem }) {
  const t = useT();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Action
        title={t('admin.problems.actions.viewAsUser')}
        note={t('admin.problems.actions.viewAsUserNote')}
      >
        <Link to={userProblemPath(problem.id)} className={buttonClasses('secondary', 'w-fit')}>
          <Eye size={16} aria-hidden="true" /> {t('admin.problems.actions.viewAsUser')}
        </Link>
      </Action>
      <Action title={t('admin.problems.actions.export')} note={t('admin.problems.actions.exportNote')}>
        <ExportButton problemId={problem.id} />
      </Action>
      <Action title={t('admin.problems.actions.rejudge')} note={t('admin.problems.actions.rejudgeNote')}>
        <RejudgeControl problemId={problem.id} />
      </Action>
      <Action
        title={problem.deletedAt ? t('admin.problems.actions.restore') : t('admin.delete')}
        note={
          problem.deletedAt ? t('admin.problems.actions.restoreNote') : t('admin.problems.actions.deleteNote')
        }
      >
        <DeleteControl problem={problem} />
      </Action>
    </div>
  );
}

function Action({ title, note, children }: { title: string; note: string; children: ReactNode }) {
  return (
    <Card className="space-y-3 p-5">
      <div>
        <h2 className="font-semibold text-slate-900 dark:text-slate-100">{title}</h2>
        <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{note}</p>
      </div>
      {children}
    </Card>
  );
}
