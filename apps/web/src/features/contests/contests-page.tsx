/**
 * The contest list (docs/product.md#contests): Running, Upcoming and Ended sections, each card with its
 * status, times, size, and the action its status allows. The list is read again when the next contest
 * starts or ends, so a card never stays in a section it has left.
 */
import { useEffect } from 'react';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { useContests } from './api/get-contests';
import { useViewer } from './api/use-viewer';
import { ContestCard } from './contest-card';
import { contestSections } from './contest-sections';
import { MAX_TIMEOUT_MS, msUntilNext } from './contest-times';

/** A moment after the change, so the server (whose clock may lag a little) agrees it happened. */
const AFTER_CHANGE_MS = 1000;

export function ContestsPage() {
  const { viewer, ready } = useViewer();
  const query = useContests(viewer, ready);
  const contests = query.data?.contests;
  const { refetch } = query;
  const t = useT();

  useEffect(() => {
    if (!contests) return;
    const delay = msUntilNext(
      contests.flatMap((contest) => [contest.startTime, contest.endTime]),
      Date.now(),
    );
    if (delay === null) return;
    const timer = window.setTimeout(() => void refetch(), Math.min(delay + AFTER_CHANGE_MS, MAX_TIMEOUT_MS));
    return () => window.clearTimeout(timer);
  }, [contests, refetch]);

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t('contests.title')} subtitle={t('contests.subtitle')} />
      {!contests ? (
        query.isError ? (
          <Alert tone="error">{errorMessage(query.error, t('contests.loadFailed'))}</Alert>
        ) : (
          <FullPageSpinner />
        )
      ) : contests.length === 0 ? (
        <EmptyState title={t('contests.empty')} />
      ) : (
        <div className="space-y-8">
          {contestSections(contests).map((section) => (
            <section
              key={section.status}
              aria-labelledby={`contests-${section.status}`}
              className="space-y-4"
            >
              <h2
                id={`contests-${section.status}`}
                className="text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400"
              >
                {t('contests.status', { status: section.status })}
              </h2>
              {section.contests.map((contest) => (
                <ContestCard key={contest.id} contest={contest} />
              ))}
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
