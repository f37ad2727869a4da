/** Light by default; the `dark` class on <html> switches Tailwind's dark variant; the choice persists. */
import type { Theme } from '@codeconquer/contracts';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { themeStore } from '../storage';
import { ThemeContext, type ThemeState } from './theme-context';

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(() => themeStore.get());

  useEffect(() => {
    document.documentElement.classList.toggle('dark', theme === 'dark');
    document.documentElement.style.colorScheme = theme;
    themeStore.set(theme);
  }, [theme]);

  const setTheme = useCallback((next: Theme) => setThemeState(next), []);
  const toggleTheme = useCallback(
    () => setThemeState((current) => (current === 'dark' ? 'light' : 'dark')),
    [],
  );
  const value = useMemo<ThemeState>(() => ({ theme, setTheme, toggleTheme }), [theme, setTheme, toggleTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
