import { useMutation } from '@tanstack/react-query';
import { useT } from '@/i18n/use-t';
import { apiRequest } from '@/lib/api-client';

/** A problem as a package .zip, what Import Package reads back (GET /admin/problems/{id}/export). */
export function exportProblemPackage(id: string, fallbackError: string): Promise<Blob> {
  return apiRequest<Blob>(`/admin/problems/${encodeURIComponent(id)}/export`, {
    responseType: 'blob',
    fallbackError,
  });
}

export function useExportProblemPackage() {
  const t = useT();
  return useMutation({
    mutationFn: (id: string) => exportProblemPackage(id, t('admin.problems.exportFailed')),
  });
}
