/** The Actions tab: export, rejudge, delete or restore, and the problem's page as users see it. */
import type { AdminProblem } from '@codeconquer/contracts';
import { Eye } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { userProblemPath } from '../paths';
import { DeleteControl } from './delete-control';
import { ExportButton } from './export-button';
import { RejudgeControl } from './rejudge-control';

export function ActionsPanel({ problem }: { problem: AdminProblem }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Action title="View as user" note="The problem's page, as users see it (a draft only admins can open).">
        <Link to={userProblemPath(problem.id)} className={buttonClasses('secondary', 'w-fit')}>
          <Eye size={16} aria-hidden="true" /> View as user
        </Link>
      </Action>
      <Action
        title="Export"
        note="The problem as a package .zip: statement, limits, tests, solutions, checker."
      >
        <ExportButton problemId={problem.id} />
      </Action>
      <Action
        title="Rejudge"
        note="Judge every submission of this problem again, after its tests or checker changed."
      >
        <RejudgeControl problemId={problem.id} />
      </Action>
      <Action
        title={problem.deletedAt ? 'Restore' : 'Delete'}
        note={
          problem.deletedAt
            ? 'Bring the problem back to the list and its page, as it was.'
            : 'Take the problem away from users. Nothing is lost: Restore brings it back.'
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
        <h3 className="font-semibold text-slate-900 dark:text-slate-100">{title}</h3>
        <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{note}</p>
      </div>
      {children}
    </Card>
  );
}
