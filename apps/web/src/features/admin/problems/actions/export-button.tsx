/** Export: the problem as a package .zip ({id}.zip), what Import Package reads back. */
import { Download } from 'lucide-react';
import { toast } from 'sonner';
import { BusyButton } from '@/components/ui/busy-button';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { useExportProblemPackage } from '../../api/export-problem';
import { saveFile } from '@/lib/save-file';

export function ExportButton({ problemId }: { problemId: string }) {
  const t = useT();
  const exportPackage = useExportProblemPackage();
  const download = async () => {
    try {
      saveFile(await exportPackage.mutateAsync(problemId), `${problemId}.zip`);
    } catch (caught) {
      toast.error(errorMessage(caught, t('admin.problems.exportFailed')));
    }
  };
  return (
    <BusyButton
      variant="secondary"
      icon={Download}
      busy={exportPackage.isPending}
      onClick={() => void download()}
    >
      {t('admin.problems.actions.export')}
    </BusyButton>
  );
}
