/**
 * The Clarifications tab: an announcement form, then every clarification of the contest, questions
 * waiting for an answer first (clarification-order.ts). The contest's event stream reads the list again
 * when a question arrives.
 */
import type { AdminContest } from '@codeconquer/contracts';
import { useId } from 'react';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { useAdminClarifications } from '../api/get-clarifications';
import { AnnouncementForm } from './announcement-form';
import { ClarificationItem } from './clarification-item';
import { orderedClarifications } from './clarification-order';

export function ClarificationsPanel({ contest }: { contest: AdminContest }) {
  const t = useT();
  const clarifications = useAdminClarifications(contest.id);
  const headingId = useId();
  return (
    <div className="space-y-6">
      <Card className="p-5">
        <section aria-labelledby={headingId} className="space-y-3">
          <h2 id={headingId} className="font-semibold text-slate-900 dark:text-slate-100">
            {t('admin.clarifications.newAnnouncement')}
          </h2>
          <AnnouncementForm contestId={contest.id} problems={contest.problems} />
        </section>
      </Card>
      {clarifications.isPending ? (
        <FullPageSpinner />
      ) : clarifications.data === undefined ? (
        <Alert tone="error">{errorMessage(clarifications.error, t('admin.clarifications.loadFailed'))}</Alert>
      ) : clarifications.data.clarifications.length === 0 ? (
        <EmptyState title={t('admin.clarifications.empty')} />
      ) : (
        <div className="space-y-3">
          {clarifications.isError && (
            <Alert tone="error">
              {errorMessage(clarifications.error, t('admin.clarifications.loadFailed'))}
            </Alert>
          )}
          {orderedClarifications(clarifications.data.clarifications).map((clarification) => (
            <ClarificationItem key={clarification.id} contestId={contest.id} clarification={clarification} />
          ))}
        </div>
      )}
    </div>
  );
}
