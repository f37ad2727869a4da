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

  const send = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setError('Please choose an image file.');
      return;
    }
    if (file.size > PROFILE_PHOTO_MAX_BYTES) {
      setError(`The image is too large (at most ${PROFILE_PHOTO_MAX_BYTES / 1024 / 1024} MB).`);
      return;
    }
    setError(null);
    try {
      await upload.mutateAsync({ userId: user.id, file });
      toast.success('Profile photo updated', PROFILE_TOAST);
      onClose();
    } catch (caught) {
      setError(errorMessage(caught, 'Upload failed'));
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
      toast.success('Profile photo removed', PROFILE_TOAST);
      onClose();
    } catch (caught) {
      setError(errorMessage(caught, 'Remove failed'));
    }
  };

  return (
    <Dialog open={open} onClose={onClose} title="Profile Photo">
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
          <p>Drag and drop an image here, or</p>
          <Button variant="secondary" onClick={() => picker.current?.click()} disabled={busy}>
            Choose Image
          </Button>
          <input
            ref={picker}
            type="file"
            accept="image/*"
            className="hidden"
            aria-label="Profile photo file"
            onChange={(event) => void send(event.target.files?.[0])}
          />
          <p className="text-xs text-slate-500">PNG, JPEG, GIF or WebP, up to 2 MB.</p>
        </div>
        <div className="flex justify-between">
          <Button variant="danger" onClick={removeCurrent} disabled={busy || !user.profilePhotoUrl}>
            Remove Photo
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
