/** My Submissions: the signed-in user's submissions, 20 per page, with their code. */
import type { Submission } from '@codeconquer/contracts';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { CodeModal } from '@/components/ui/code-modal';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session/use-session';
import { useSubmissions } from './api/get-submissions';
import { PaginationControls } from './pagination-controls';
import { SubmissionsTable } from './submissions-table';

export function MySubmissionsPage() {
  const t = useT();
  const { user } = useSession();
  if (!user)
    return (
      <EmptyState title={t('submissions.signedOut.title')}>{t('submissions.signedOut.text')}</EmptyState>
    );
  return <MySubmissions userId={user.id} />;
}

function MySubmissions({ userId }: { userId: string }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Submission | null>(null);
  const query = useSubmissions(page, userId);

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={t('submissions.title')} subtitle={t('submissions.subtitle')} />
      {query.isPending ? (
        <FullPageSpinner />
      ) : query.isError ? (
        <Alert tone="error">{errorMessage(query.error, t('submissions.loadFailed'))}</Alert>
      ) : query.data.pagination.total === 0 ? (
        <EmptyState
          title={t('submissions.empty.title')}
          link={{ to: '/problems', label: t('submissions.empty.link') }}
        />
      ) : (
        <>
          <SubmissionsTable submissions={query.data.submissions} onOpen={setOpen} />
          <PaginationControls pagination={query.data.pagination} onPage={setPage} />
        </>
      )}
      <CodeModal
        submission={open}
        title={open?.problem?.title ?? t('submissions.unknownProblem')}
        onClose={() => setOpen(null)}
      />
    </div>
  );
}
