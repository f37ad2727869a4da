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
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { useImportLimits, useImportProblemPackage } from '../api/import-problem';
import { FilePickButton } from '../shared/file-pick-button';
import { editorPath } from './paths';

const IMPORT_FAILED = 'Failed to import the package';

export function importLimitsText(limits: ImportLimitsResponse): string {
  return (
    `Zip up to ${formatLimitBytes(limits.maxUploadBytes)}; unpacked at most ${formatLimitBytes(limits.maxTotalBytes)}, ` +
    `${formatLimitBytes(limits.maxFileBytes)} a file, ${limits.maxEntries.toLocaleString('en')} files.`
  );
}

export function ImportPackageButton() {
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
      toast.success(`${replace ? 'Replaced' : 'Imported'} ${problem.details.title}.`);
      await navigate(editorPath(problem.id));
    } catch (caught) {
      if (!replace && caught instanceof ApiRequestError && caught.code === 'PROBLEM_EXISTS') {
        setPending({ file, problemId: caught.body.problemId ?? '' });
        return;
      }
      setPending(null);
      toast.error(errorMessage(caught, IMPORT_FAILED));
    }
  };

  return (
    <div className="flex flex-col items-end gap-1">
      <FilePickButton
        label="Import Package"
        fileLabel="Package file"
        accept=".zip,application/zip"
        icon={Upload}
        busy={importPackage.isPending}
        onFile={(file) => void send(file, false)}
      />
      {limits.data && (
        <p className="text-xs text-slate-500 dark:text-slate-400">{importLimitsText(limits.data)}</p>
      )}
      <Dialog open={pending !== null} onClose={closeDialog} title="Replace the problem?">
        <div className="space-y-4">
          <p className="text-sm text-slate-700 dark:text-slate-200">
            This package is problem <strong>{pending?.problemId}</strong>, which already exists. Importing it
            replaces its statement, limits, tests and reference solutions; its visibility, submissions and
            counters stay.
          </p>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" disabled={importPackage.isPending} onClick={closeDialog}>
              Cancel
            </Button>
            <BusyButton
              variant="danger"
              icon={Upload}
              busy={importPackage.isPending}
              onClick={() => pending && void send(pending.file, true)}
            >
              Replace
            </BusyButton>
          </div>
        </div>
      </Dialog>
    </div>
  );
}
