/**
 * /admin/contests/:id, a contest's editor, and /admin/contests/new. The editor's tabs: Details (the
 * form), Scoreboard (the unfrozen board) and Clarifications (questions, answers, announcements); Unfreeze,
 * Rejudge contest and the contestants' view sit above them. The tab lives in the address (?tab=), so a
 * reload stays on it. The form's state lives here, above the tabs, so an unsaved edit survives a look at
 * the board. While the editor is open the contest's event stream keeps the board, the clarifications and
 * the contest itself live.
 */
import type { AdminContest, UpdateContestBody } from '@codeconquer/contracts';
import { useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useContestEvents } from '@/api/contest-events';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { FullPageSpinner } from '@/components/ui/spinner';
import { TabView } from '@/components/ui/tabs';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { adminContestEventKeys } from '../api/contest-query-keys';
import { useCreateAdminContest } from '../api/create-contest';
import { useAdminContest } from '../api/get-contest';
import { useUpdateAdminContest } from '../api/update-contest';
import { ClarificationsPanel } from '../clarifications/clarifications-panel';
import { CONTESTS_PATH, contestEditorPath } from '../paths';
import { ScoreboardPanel } from '../scoreboard/scoreboard-panel';
import { BackLink } from './back-link';
import { ContestActions } from './contest-actions';
import {
  contestFromDraft,
  draftFromContest,
  newContestDraft,
  updateFromDraft,
  type ContestBody,
} from './contest-draft';
import { ContestForm } from './contest-form';
import { ContestSummary } from './contest-summary';
import { useContestForm } from './use-contest-form';

const TABS = ['details', 'scoreboard', 'clarifications'] as const;
type Tab = (typeof TABS)[number];

export function NewContestPage() {
  const t = useT();
  const create = useCreateAdminContest();
  const navigate = useNavigate();
  // Proposed times count from when the page opened, not from each render.
  const [saved] = useState(() => newContestDraft(new Date()));
  const form = useContestForm<ContestBody>({
    saved,
    isNew: true,
    fallbackError: t('admin.contests.createFailed'),
    read: (draft) => contestFromDraft(t, draft),
    send: async (body) => {
      const contest = await create.mutateAsync(body);
      toast.success(t('admin.contests.created'));
      // Replaced: the back button then leads to the list, not to an empty form again.
      await navigate(contestEditorPath(contest.id), { replace: true });
      return null;
    },
  });
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={t('admin.contests.newTitle')}
        subtitle={t('admin.contests.newSubtitle')}
        actions={<BackLink />}
      />
      <ContestForm form={form} submitLabel={t('admin.contests.create')} />
    </div>
  );
}

export function ContestEditorPage() {
  const t = useT();
  const { id = '' } = useParams();
  const contest = useAdminContest(id);
  if (contest.isPending) return <FullPageSpinner />;
  if (contest.data === undefined)
    return (
      <div className="mx-auto max-w-6xl">
        <EmptyState
          title={errorMessage(contest.error, t('admin.contests.notFound'))}
          link={{ to: CONTESTS_PATH, label: t('admin.contests.back') }}
        />
      </div>
    );
  // Keyed: another contest is another form, not this one's draft.
  return <ContestEditor key={contest.data.id} contest={contest.data} />;
}

function ContestEditor({ contest }: { contest: AdminContest }) {
  const t = useT();
  useContestEvents(contest.id, adminContestEventKeys);
  const save = useUpdateAdminContest(contest.id);
  const saved = useMemo(() => draftFromContest(contest), [contest]);
  const form = useContestForm<UpdateContestBody>({
    saved,
    isNew: false,
    fallbackError: t('admin.contests.saveFailed'),
    read: (draft) => updateFromDraft(t, draft, saved),
    send: async (body) => {
      const stored = await save.mutateAsync(body);
      toast.success(t('admin.contests.saved'));
      return draftFromContest(stored);
    },
  });
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = TABS.find((key) => key === searchParams.get('tab')) ?? 'details';
  const changeTab = (next: Tab) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'details') params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true },
    );
  const waiting = contest.pendingClarifications;

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={contest.title} actions={<BackLink />} />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <ContestSummary contest={contest} />
        <ContestActions contest={contest} />
      </div>
      <TabView
        label={t('admin.contests.editor')}
        tabs={[
          { key: 'details', label: t('admin.contests.tab.details') },
          { key: 'scoreboard', label: t('admin.contests.tab.scoreboard') },
          {
            key: 'clarifications',
            label:
              waiting > 0
                ? t('admin.contests.tab.clarificationsWaiting', { count: waiting })
                : t('admin.contests.tab.clarifications'),
          },
        ]}
        active={tab}
        onChange={changeTab}
        panelClassName="pt-6"
        panels={{
          details: <ContestForm form={form} submitLabel={t('admin.saveChanges')} />,
          scoreboard: <ScoreboardPanel contestId={contest.id} />,
          clarifications: <ClarificationsPanel contest={contest} />,
        }}
      />
    </div>
  );
}
