/**
 * Import Package: a problem package (.zip, the Kattis layout the bank uses) becomes a problem; its editor
 * then opens. The problem is the one the package names (its folder), whatever the zip is called: when
 * that problem exists, a dialog asks before it is replaced. Under the button, the limits the server
 * puts on a package. A refused package says why (the server names the file or the limit) in a toast, as
 * the list has no form to put it under.
 */
import { Upload } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { formatLimitBytes, type ImportLimitsResponse } from '@codeconquer/contracts';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useLocale, useT, type Translate } from '@/i18n/use-t';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { useImportLimits, useImportProblemPackage } from '../api/import-problem';
import { FilePickButton } from '../shared/file-pick-button';
import { editorPath } from './paths';

export function importLimitsText(t: Translate, locale: string, limits: ImportLimitsResponse): string {
  return t('admin.problems.import.limits', {
    upload: formatLimitBytes(limits.maxUploadBytes),
    total: formatLimitBytes(limits.maxTotalBytes),
    file: formatLimitBytes(limits.maxFileBytes),
    entries: limits.maxEntries.toLocaleString(locale),
  });
}

export function ImportPackageButton() {
  const t = useT();
  const { locale } = useLocale();
  const importPackage = useImportProblemPackage();
  const limits = useImportLimits();
  const navigate = useNavigate();
  /** A package whose problem exists, waiting for the admin's word. */
  const [pending, setPending] = useState<{ file: File; problemId: string } | null>(null);
  const closeDialog = useCallback(() => setPending(null), []);

  const send = async (file: File, replace: boolean) => {
    try {
      const problem = await importPackage.mutateAsync({ file, replace });
      setPending(null);
      toast.success(
        replace
          ? t('admin.problems.import.replaced', { title: problem.details.title })
          : t('admin.problems.import.imported', { title: problem.details.title }),
      );
      await navigate(editorPath(problem.id));
    } catch (caught) {
      if (!replace && caught instanceof ApiRequestError && caught.code === 'PROBLEM_EXISTS') {
        setPending({ file, problemId: caught.body.problemId ?? '' });
        return;
      }
      setPending(null);
      toast.error(errorMessage(caught, t('admin.problems.import.failed')));
    }
  };

  return (
    <div className="flex flex-col items-end gap-1">
      <FilePickButton
        label={t('admin.problems.import.label')}
        fileLabel={t('admin.problems.import.file')}
        accept=".zip,application/zip"
        icon={Upload}
        busy={importPackage.isPending}
        onFile={(file) => void send(file, false)}
      />
      {limits.data && (
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {importLimitsText(t, locale, limits.data)}
        </p>
      )}
      <Dialog open={pending !== null} onClose={closeDialog} title={t('admin.problems.import.replaceTitle')}>
        <div className="space-y-4">
          <p className="text-sm text-slate-700 dark:text-slate-200">
            {t.rich('admin.problems.import.replaceText', {
              id: pending?.problemId ?? '',
              strong: (chunks) => <strong>{chunks}</strong>,
            })}
          </p>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" disabled={importPackage.isPending} onClick={closeDialog}>
              {t('admin.cancel')}
            </Button>
            <BusyButton
              variant="danger"
              icon={Upload}
              busy={importPackage.isPending}
              onClick={() => pending && void send(pending.file, true)}
            >
              {t('admin.problems.import.replace')}
            </BusyButton>
          </div>
        </div>
      </Dialog>
    </div>
  );
}
