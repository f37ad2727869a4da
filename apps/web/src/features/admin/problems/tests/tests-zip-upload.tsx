/**
 * Many tests at once: a .zip of .in / .ans pairs (paired by name; the server's rules are in
 * apps/server/src/problems/package/tests-zip.ts), added after the last test or, with Replace all tests,
 * instead of every test the problem has.
 */
import { FileArchive } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { useUploadTestsZip } from '../../api/upload-tests-zip';
import { FilePickButton } from '../../shared/file-pick-button';
import { CheckboxField } from '../../shared/form-field';

export function TestsZipUpload({ problemId, disabled }: { problemId: string; disabled: boolean }) {
  const t = useT();
  const upload = useUploadTestsZip(problemId);
  const [replace, setReplace] = useState(false);

  const send = async (file: File) => {
    try {
      const problem = await upload.mutateAsync({ file, replace });
      toast.success(t('admin.tests.zip.uploaded', { count: problem.tests.length }));
    } catch {
      // The mutation keeps the error; it shows below until the next upload.
    }
  };

  return (
    <Card className="space-y-3 p-5">
      <h2 className="font-semibold text-slate-900 dark:text-slate-100">{t('admin.tests.zip.title')}</h2>
      <p className="text-sm text-slate-500 dark:text-slate-400">{t('admin.tests.zip.note')}</p>
      <div className="flex flex-wrap items-center gap-4">
        <FilePickButton
          label={t('admin.tests.zip.upload')}
          fileLabel={t('admin.tests.zip.file')}
          accept=".zip,application/zip"
          icon={FileArchive}
          busy={upload.isPending}
          disabled={disabled}
          onFile={(file) => void send(file)}
        />
        <CheckboxField
          label={t('admin.tests.zip.replace')}
          checked={replace}
          disabled={upload.isPending}
          onChange={setReplace}
        />
      </div>
      {upload.isError && (
        <Alert tone="error">{errorMessage(upload.error, t('admin.tests.zip.failed'))}</Alert>
      )}
    </Card>
  );
}
