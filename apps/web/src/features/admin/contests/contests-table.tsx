/**
 * Every contest as admins see it: what it is, when, how many take part, its problems, who sees it and
 * the questions waiting for an answer. A row (or its title, from the keyboard) opens the contest's
 * editor; its bin asks to delete it.
 */
import type { AdminContest } from '@codeconquer/contracts';
import { Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Table, TableLink, type TableColumn } from '@/components/ui/table';
import { useLocale, useT } from '@/i18n/use-t';
import { IconButton } from '../problems/icon-button';
import { ContestStatusBadge, ContestVisibilityBadge, PendingBadge } from './contest-badges';
import { contestTime } from './contest-time';
import { contestEditorPath } from './paths';

const COUNT = 'tabular-nums text-slate-600 dark:text-slate-300';
const TIME = 'whitespace-nowrap text-slate-600 dark:text-slate-300';

type Props = { contests: AdminContest[]; onDelete: (contest: AdminContest) => void };

export function ContestsTable({ contests, onDelete }: Props) {
  const t = useT();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const columns: TableColumn<AdminContest>[] = [
    {
      heading: t('admin.contests.column.contest'),
      // Wide enough for a title to break between a few words, not after each (the table scrolls).
      className: 'min-w-40',
      cell: (contest) => (
        <TableLink
          to={contestEditorPath(contest.id)}
          className="font-medium"
          // The row opens the editor too: once is enough.
          onClick={(event) => event.stopPropagation()}
        >
          {contest.title}
        </TableLink>
      ),
    },
    {
      heading: t('admin.contests.column.status'),
      cell: (contest) => <ContestStatusBadge status={contest.status} />,
    },
    {
      heading: t('admin.contests.column.start'),
      className: TIME,
      cell: (contest) => <time dateTime={contest.startTime}>{contestTime(contest.startTime, locale)}</time>,
    },
    {
      heading: t('admin.contests.column.end'),
      className: TIME,
      cell: (contest) => <time dateTime={contest.endTime}>{contestTime(contest.endTime, locale)}</time>,
    },
    {
      heading: t('admin.contests.column.participants'),
      className: COUNT,
      cell: (contest) => contest.participants,
    },
    {
      heading: t('admin.contests.column.problems'),
      className: COUNT,
      cell: (contest) => contest.problemCount,
    },
    {
      heading: t('admin.contests.column.visibility'),
      cell: (contest) => <ContestVisibilityBadge visibility={contest.visibility} />,
    },
    {
      heading: t('admin.contests.column.clarifications'),
      cell: (contest) => (
        <span data-testid="pending-clarifications">
          <PendingBadge count={contest.pendingClarifications} />
        </span>
      ),
    },
    {
      heading: t('admin.contests.column.actions'),
      hideHeading: true,
      className: 'text-right',
      cell: (contest) => (
        // The bin is in the row, whose click opens the editor: the click stops here.
        <span className="inline-flex" onClick={(event) => event.stopPropagation()}>
          <IconButton
            icon={Trash2}
            label={t('admin.contests.deleteNamed', { title: contest.title })}
            danger
            disabled={false}
            onClick={() => onDelete(contest)}
          />
        </span>
      ),
    },
  ];

  return (
    <Table
      scrollsSideways
      framed
      bodyClassName="bg-white dark:bg-slate-900"
      columns={columns}
      rows={contests}
      rowKey={(contest) => contest.id}
      rowProps={(contest) => ({ 'data-testid': 'admin-contest-row', 'data-contest-id': contest.id })}
      onRowClick={(contest) => void navigate(contestEditorPath(contest.id))}
    />
  );
}
