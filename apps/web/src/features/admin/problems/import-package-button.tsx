/**
 * Import Package: a problem package (.zip, the Kattis layout the bank uses) becomes a problem, or replaces
 * the one of its name; its editor then opens. A refused package says why (the server names the file and
 * the problem) in a toast, as the list has no form to put it under.
 */
import { Upload } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api-client';
import { useImportProblemPackage } from '../api/import-problem';
import { FilePickButton } from '../shared/file-pick-button';
import { editorPath } from './paths';

const IMPORT_FAILED = 'Failed to import the package';

export function ImportPackageButton() {
  const importPackage = useImportProblemPackage();
  const navigate = useNavigate();

  const send = async (file: File) => {
    try {
      const problem = await importPackage.mutateAsync(file);
      toast.success(`Imported ${problem.details.title}.`);
      await navigate(editorPath(problem.id));
    } catch (caught) {
      toast.error(errorMessage(caught, IMPORT_FAILED));
    }
  };

  return (
    <FilePickButton
      label="Import Package"
      fileLabel="Package file"
      accept=".zip,application/zip"
      icon={Upload}
      busy={importPackage.isPending}
      onFile={(file) => void send(file)}
    />
  );
}
