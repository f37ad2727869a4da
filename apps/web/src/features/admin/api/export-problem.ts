import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** A problem as a package .zip, what Import Package reads back (GET /admin/problems/{id}/export). */
export function exportProblemPackage(id: string): Promise<Blob> {
  return apiRequest<Blob>(`/admin/problems/${encodeURIComponent(id)}/export`, {
    responseType: 'blob',
    fallbackError: 'Failed to export the problem',
  });
}

export function useExportProblemPackage() {
  return useMutation({ mutationFn: exportProblemPackage });
}
