/** Upload (drag-and-drop or picker, images only) or remove the profile photo. */
import { PROFILE_PHOTO_MAX_BYTES, type User } from '@codeconquer/contracts';
import { ImageUp } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { usePhotoMutations } from './api/profile-photo';
import { PROFILE_TOAST } from './toast-options';

type PhotoDialogProps = { user: User; open: boolean; onClose: () => void; onSaved: (user: User) => void };

export function PhotoDialog({ user, open, onClose, onSaved }: PhotoDialogProps) {
  const { upload, remove } = usePhotoMutations(onSaved);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const busy = upload.isPending || remove.isPending;
  const t = useT();

  const send = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setError(t('profile.photo.notImage'));
      return;
    }
    if (file.size > PROFILE_PHOTO_MAX_BYTES) {
      setError(t('profile.photo.tooLarge', { megabytes: PROFILE_PHOTO_MAX_BYTES / 1024 / 1024 }));
      return;
    }
    setError(null);
    try {
      await upload.mutateAsync({ userId: user.id, file });
      toast.success(t('profile.photo.updated'), PROFILE_TOAST);
      onClose();
    } catch (caught) {
      setError(errorMessage(caught, t('profile.photo.uploadFailed')));
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void send(event.dataTransfer.files[0]);
  };

  const removeCurrent = async () => {
    setError(null);
    try {
      await remove.mutateAsync(user.id);
      toast.success(t('profile.photo.removed'), PROFILE_TOAST);
      onClose();
    } catch (caught) {
      setError(errorMessage(caught, t('profile.photo.removeFailed')));
    }
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('profile.photo.title')}>
      <div className="space-y-4">
        {error && <Alert tone="error">{error}</Alert>}
        <div className="flex justify-center">
          <Avatar name={user.name} photoUrl={user.profilePhotoUrl} className="h-24 w-24 text-3xl" />
        </div>
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-testid="photo-dropzone"
          className={cn(
            'flex flex-col items-center gap-2 rounded-xl border-2 border-dashed p-6 text-center text-sm',
            dragging
              ? 'border-indigo-500 bg-indigo-50 dark:bg-indigo-950'
              : 'border-slate-300 dark:border-slate-600',
          )}
        >
          <ImageUp className="text-slate-400" />
          <p>{t('profile.photo.drop')}</p>
          <Button variant="secondary" onClick={() => picker.current?.click()} disabled={busy}>
            {t('profile.photo.choose')}
          </Button>
          <input
            ref={picker}
            type="file"
            accept="image/*"
            className="hidden"
            aria-label={t('profile.photo.fileLabel')}
            onChange={(event) => void send(event.target.files?.[0])}
          />
          <p className="text-xs text-slate-500">{t('profile.photo.formats')}</p>
        </div>
        <div className="flex justify-between">
          <Button variant="danger" onClick={removeCurrent} disabled={busy || !user.profilePhotoUrl}>
            {t('profile.photo.remove')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('profile.photo.close')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
