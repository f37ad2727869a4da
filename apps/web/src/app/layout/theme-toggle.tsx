import { Moon, Sun } from 'lucide-react';
import { useT } from '@/i18n/use-t';
import { useTheme } from '@/lib/theme/use-theme';

export function ThemeToggle() {
  const t = useT();
  const { theme, toggleTheme } = useTheme();
  const label = theme === 'dark' ? t('layout.theme.toLight') : t('layout.theme.toDark');
  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-label={label}
      title={label}
      className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
    >
      {theme === 'dark' ? <Sun size={18} /> : <Moon size={18} />}
    </button>
  );
}
