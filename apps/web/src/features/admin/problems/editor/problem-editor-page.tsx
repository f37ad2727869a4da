/**
 * /admin/problems/:id, a problem's editor, and /admin/problems/new. The editor's tabs: Problem (the form:
 * particulars, checker, statement with its live preview), Tests, Solutions (reference solutions and
 * Verify), Editorial (editorial/editorial-panel.tsx) and Actions (export, rejudge, delete or restore, view as user). The tab lives in the address
 * (?tab=), so a reload stays on it. The form's state lives here, above the tabs, so an unsaved edit
 * survives a look at the tests; the other tabs save each change as it is made.
 */
import type { AdminProblem } from '@codeconquer/contracts';
import { useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { FullPageSpinner } from '@/components/ui/spinner';
import { TabView } from '@/components/ui/tabs';
import { useLocale, useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { useCreateAdminProblem } from '../../api/create-problem';
import { useAdminProblem } from '../../api/get-problem';
import { useSaveAdminProblem } from '../../api/save-problem';
import { ActionsPanel } from '../actions/actions-panel';
import { EditorialPanel } from '../editorial/editorial-panel';
import { PROBLEMS_PATH, editorPath } from '../paths';
import { SolutionsPanel } from '../solutions/solutions-panel';
import { TestsPanel } from '../tests/tests-panel';
import { BackLink } from './back-link';
import { NEW_PROBLEM_DRAFT, draftFromDetails } from './details-draft';
import { DetailsForm } from './details-form';
import { ProblemSummary } from './problem-summary';
import { useDetailsEditor } from './use-details-editor';

const TABS = ['problem', 'tests', 'solutions', 'editorial', 'actions'] as const;
type Tab = (typeof TABS)[number];

export function NewProblemPage() {
  const t = useT();
  const create = useCreateAdminProblem();
  const navigate = useNavigate();
  const editor = useDetailsEditor({
    saved: NEW_PROBLEM_DRAFT,
    isNew: true,
    fallbackError: t('admin.problems.createFailed'),
    send: async (details, id) => {
      const problem = await create.mutateAsync({ ...details, id });
      toast.success(t('admin.problems.created'));
      // Replaced: the back button then leads to the list, not to an empty form again.
      await navigate(editorPath(problem.id), { replace: true });
      return null;
    },
  });
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={t('admin.problems.newTitle')}
        subtitle={t('admin.problems.newSubtitle')}
        actions={<BackLink />}
      />
      <DetailsForm editor={editor} images={[]} submitLabel={t('admin.problems.create')} />
    </div>
  );
}

export function ProblemEditorPage() {
  const t = useT();
  const { id = '' } = useParams();
  const problem = useAdminProblem(id);
  if (problem.isPending) return <FullPageSpinner />;
  if (problem.data === undefined)
    return (
      <div className="mx-auto max-w-6xl">
        <EmptyState
          title={errorMessage(problem.error, t('admin.problems.notFound'))}
          link={{ to: PROBLEMS_PATH, label: t('admin.problems.back') }}
        />
      </div>
    );
  // Keyed: another problem is another form, not this one's draft.
  return <ProblemEditor key={problem.data.id} problem={problem.data} />;
}

function ProblemEditor({ problem }: { problem: AdminProblem }) {
  const t = useT();
  const { locale } = useLocale();
  const save = useSaveAdminProblem(problem.id);
  const saved = useMemo(() => draftFromDetails(problem.id, problem.details), [problem.id, problem.details]);
  const editor = useDetailsEditor({
    saved,
    isNew: false,
    fallbackError: t('admin.problems.saveFailed'),
    send: async (details) => {
      const stored = await save.mutateAsync(details);
      toast.success(t('admin.problems.saved'));
      return draftFromDetails(stored.id, stored.details);
    },
  });
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = TABS.find((key) => key === searchParams.get('tab')) ?? 'problem';
  const changeTab = (next: Tab) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'problem') params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={problem.details.title} actions={<BackLink />} />
      <div className="mb-6 space-y-3">
        <ProblemSummary problem={problem} />
        {problem.deletedAt && (
          <Alert tone="error">
            {t('admin.problems.deletedAlert', {
              time: new Date(problem.deletedAt).toLocaleString(locale),
            })}
          </Alert>
        )}
        {problem.fromBank && <Alert tone="info">{t('admin.problems.fromBank')}</Alert>}
      </div>
      <TabView
        label={t('admin.problems.editor')}
        tabs={[
          { key: 'problem', label: t('admin.problems.tab.problem') },
          { key: 'tests', label: t('admin.problems.tab.tests', { count: problem.tests.length }) },
          { key: 'solutions', label: t('admin.problems.tab.solutions', { count: problem.solutions.length }) },
          { key: 'editorial', label: t('admin.problems.tab.editorial') },
          { key: 'actions', label: t('admin.problems.tab.actions') },
        ]}
        active={tab}
        onChange={changeTab}
        panelClassName="pt-6"
        panels={{
          problem: (
            <DetailsForm
              editor={editor}
              images={problem.images}
              submitLabel={t('admin.save')}
              timeLimitOrigin={problem.timeLimitOrigin}
            />
          ),
          tests: <TestsPanel problem={problem} />,
          solutions: <SolutionsPanel problem={problem} />,
          editorial: <EditorialPanel problem={problem} />,
          actions: <ActionsPanel problem={problem} />,
        }}
      />
    </div>
  );
}
