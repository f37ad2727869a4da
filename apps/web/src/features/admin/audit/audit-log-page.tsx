/**
 * /admin/audit, Audit Log (docs/product.md#admin-panel): every admin action (on users, problems, contests
 * and the site settings), newest first, 20 a page,
 * filtered by action. The filter and the page live in the address (?action=, ?page=); a new filter starts
 * again at page 1.
 */
import { ADMIN_PAGE_SIZE, type AuditAction } from '@codeconquer/contracts';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { useAudit } from '../api/get-audit';
import { pageFromParam, pageParam, withParams } from '../shared/list-params';
import { PageControls } from '../shared/page-controls';
import { ActionFilter } from './action-filter';
import { AUDIT_LOG_SUBTITLE, actionFromParam } from './audit-labels';
import { AuditTable } from './audit-table';

export function AuditLogPage() {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const action = actionFromParam(searchParams.get('action'));
  const page = pageFromParam(searchParams.get('page'));
  const audit = useAudit({ action, page, limit: ADMIN_PAGE_SIZE });

  const filter = (next: AuditAction | undefined) =>
    setSearchParams((current) => withParams(current, { action: next, page: undefined }));
  const goToPage = (next: number) =>
    setSearchParams((current) => withParams(current, { page: pageParam(next) }));

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={t('admin.audit.title')} subtitle={t(AUDIT_LOG_SUBTITLE)} />
      <ActionFilter action={action} onChange={filter} />
      {audit.isPending ? (
        <FullPageSpinner />
      ) : audit.isError ? (
        <Alert tone="error">{errorMessage(audit.error, t('admin.audit.loadFailed'))}</Alert>
      ) : audit.data.pagination.total === 0 ? (
        <EmptyState title={action ? t('admin.audit.emptyForAction') : t('admin.audit.empty')} />
      ) : (
        <>
          <AuditTable entries={audit.data.entries} />
          <PageControls pagination={audit.data.pagination} onPage={goToPage} />
        </>
      )}
    </div>
  );
}
