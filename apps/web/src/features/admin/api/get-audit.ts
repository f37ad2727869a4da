import type { AuditResponse } from '@codeconquer/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminQueryKeys, type AuditFilter } from './admin-query-keys';

/** The audit log, newest first, by action and by a user as target or as admin (GET /admin/audit). */
export function getAudit({ action, userId, page, limit }: AuditFilter): Promise<AuditResponse> {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (action) params.set('action', action);
  if (userId) params.set('userId', userId);
  return apiRequest<AuditResponse>(`/admin/audit?${params.toString()}`, {
    fallbackError: 'Failed to load the audit log',
  });
}

export const auditQuery = (filter: AuditFilter) =>
  queryOptions({
    queryKey: adminQueryKeys.auditPage(filter),
    queryFn: () => getAudit(filter),
    placeholderData: keepPreviousData,
  });

export function useAudit(filter: AuditFilter) {
  return useQuery(auditQuery(filter));
}
