/** The owner's saved theme: toggles the page at once and stores the choice on the account. */
import type { Theme, User } from '@codeconquer/contracts';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { useTheme } from '@/lib/theme/use-theme';
import { useUpdateProfile } from './api/update-profile';
import { PROFILE_TOAST } from './toast-options';

export function ThemePreference({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  const { theme, setTheme } = useTheme();
  const mutation = useUpdateProfile(onSaved);
  const t = useT();
  const save = async (next: Theme) => {
    setTheme(next);
    try {
      await mutation.mutateAsync({ userId: user.id, body: { theme: next } });
      toast.success(t('profile.theme.savedToast', { theme: next }), PROFILE_TOAST);
    } catch (caught) {
      toast.error(errorMessage(caught, t('profile.updateFailed')), PROFILE_TOAST);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span className="text-sm text-slate-600 dark:text-slate-400">
        {t.rich('profile.theme.state', {
          saved: t('profile.theme.name', { theme: user.theme }),
          showing: t('profile.theme.name', { theme }),
          strong: (chunks) => <strong className="capitalize">{chunks}</strong>,
          span: (chunks) => <span className="capitalize">{chunks}</span>,
        })}
      </span>
      {/* The two choices wrap together: Portuguese's longer state line left Escuro alone on a line. */}
      <div className="flex gap-3">
        {(['light', 'dark'] as const).map((option) => (
          <Button
            key={option}
            variant={user.theme === option ? 'primary' : 'secondary'}
            onClick={() => void save(option)}
            disabled={mutation.isPending}
            aria-pressed={user.theme === option}
          >
            {t('profile.theme.option', { theme: option })}
          </Button>
        ))}
      </div>
    </div>
  );
}
