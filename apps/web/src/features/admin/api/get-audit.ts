import type { AuditResponse } from '@codeconquer/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useT } from '@/i18n/use-t';
import { apiRequest } from '@/lib/api-client';
import { adminQueryKeys, type AuditFilter } from './admin-query-keys';

/** The audit log, newest first, by action and by a user as target or as admin (GET /admin/audit). */
export function getAudit(
  { action, userId, page, limit }: AuditFilter,
  fallbackError: string,
): Promise<AuditResponse> {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (action) params.set('action', action);
  if (userId) params.set('userId', userId);
  return apiRequest<AuditResponse>(`/admin/audit?${params.toString()}`, {
    fallbackError,
  });
}

export const auditQuery = (filter: AuditFilter, fallbackError: string) =>
  queryOptions({
    queryKey: adminQueryKeys.auditPage(filter),
    queryFn: () => getAudit(filter, fallbackError),
    placeholderData: keepPreviousData,
  });

export function useAudit(filter: AuditFilter) {
  const t = useT();
  return useQuery(auditQuery(filter, t('admin.audit.loadFailed')));
}
