/** Editor settings: font size 10–24 px; tab size 2, no minimap and word wrap are fixed. */
import { useId } from 'react';
import { useT } from '@/i18n/use-t';

export const FONT_SIZE = { min: 10, max: 24, initial: 14 } as const;

type Props = { id: string; fontSize: number; onFontSizeChange: (size: number) => void };

export function SettingsPanel({ id, fontSize, onFontSizeChange }: Props) {
  const t = useT();
  const sliderId = useId();
  return (
    <section
      id={id}
      aria-label={t('compiler.settings.label')}
      className="mb-4 flex flex-wrap items-center gap-x-8 gap-y-2 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex items-center gap-3">
        <label htmlFor={sliderId} className="font-medium text-slate-700 dark:text-slate-200">
          {t('compiler.settings.fontSize')}
        </label>
        <input
          id={sliderId}
          type="range"
          min={FONT_SIZE.min}
          max={FONT_SIZE.max}
          step={1}
          value={fontSize}
          onChange={(event) => onFontSizeChange(Number(event.target.value))}
          aria-valuetext={t('compiler.settings.fontSizeValue', { size: fontSize })}
          className="w-40 accent-indigo-600"
        />
        <output htmlFor={sliderId} className="w-12 font-mono text-slate-600 dark:text-slate-300">
          {t('compiler.settings.fontSizeShort', { size: fontSize })}
        </output>
      </div>
      <p className="text-slate-500 dark:text-slate-400">{t('compiler.settings.fixed')}</p>
    </section>
  );
}
