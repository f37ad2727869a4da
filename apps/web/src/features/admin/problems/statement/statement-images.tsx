/**
 * The statement's images: Upload image stores one (PNG, JPEG, GIF, WebP or SVG, at most 2 MB) and puts
 * its Markdown at the cursor; each image the problem has can be put there again with its Insert button.
 */
import { STATEMENT_IMAGE_MAX_BYTES } from '@codeconquer/contracts';
import { ImagePlus } from 'lucide-react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { useUploadStatementImage } from '../../api/upload-image';
import { FilePickButton } from '../../shared/file-pick-button';

const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,image/svg+xml';

type Props = { problemId: string; images: string[]; onInsert: (markdown: string) => void };

export function StatementImages({ problemId, images, onInsert }: Props) {
  const t = useT();
  const upload = useUploadStatementImage(problemId);

  const send = async (file: File) => {
    try {
      const image = await upload.mutateAsync(file);
      onInsert(image.markdown);
      toast.success(t('admin.statement.uploaded', { file: image.file }));
    } catch {
      // The mutation keeps the error; it shows under the button until the next upload.
    }
  };

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-3">
        <FilePickButton
          label={t('admin.statement.upload')}
          fileLabel={t('admin.statement.imageFile')}
          accept={ACCEPT}
          icon={ImagePlus}
          busy={upload.isPending}
          onFile={(file) => void send(file)}
        />
        <span className="text-xs text-slate-500 dark:text-slate-400">
          {t('admin.statement.imageRule', { max: STATEMENT_IMAGE_MAX_BYTES / (1024 * 1024) })}
        </span>
      </div>
      {upload.isError && (
        <Alert tone="error">{errorMessage(upload.error, t('admin.statement.uploadFailed'))}</Alert>
      )}
      {images.length > 0 && (
        <ul aria-label={t('admin.statement.images')} className="flex flex-wrap gap-2">
          {images.map((file) => (
            <li
              key={file}
              className="flex items-center gap-2 rounded-lg border border-slate-200 py-1 pr-1 pl-3 text-xs dark:border-slate-700"
            >
              <span className="font-mono text-slate-700 dark:text-slate-200">{file}</span>
              <Button
                variant="ghost"
                className="px-2 py-1 text-xs"
                aria-label={t('admin.statement.insertFile', { file })}
                onClick={() => onInsert(`![](${file})`)}
              >
                {t('admin.statement.insert')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
