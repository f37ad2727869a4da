/** The red mark of a banned account, in the users table and the user panel. */
import { useT } from '@/i18n/use-t';

export function BannedBadge() {
  const t = useT();
  return (
    <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-700 dark:bg-red-900/40 dark:text-red-300">
      {t('admin.users.banned')}
    </span>
  );
}
