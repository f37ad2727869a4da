import type { Theme } from '@codeconquer/contracts';
import { createContext } from 'react';

export type ThemeState = { theme: Theme; setTheme: (theme: Theme) => void; toggleTheme: () => void };

export const ThemeContext = createContext<ThemeState | null>(null);
