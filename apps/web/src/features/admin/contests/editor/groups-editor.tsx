/**
 * The Groups editor (docs/contests.md#groups): a row per group, its id, name and countries (three-letter
 * codes separated by commas or spaces), added and removed with buttons. Each row's problems show under its
 * fields as soon as the field is typed in, and under every field once Save was refused (group-rows.ts reads
 * the rows as the contracts do). Adding a row puts the focus in its id; removing one puts it on Add.
 */
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import { InputField } from '../../shared/form-field';
import { newGroupKey } from './contest-draft';
import { readGroupRows, type GroupRow } from './group-rows';

type Props = {
  rows: GroupRow[];
  /** The form's refusal of the groups (after a save). */
  error: string | undefined;
  onChange: (rows: GroupRow[]) => void;
};

export function GroupsEditor({ rows, error, onChange }: Props) {
  const t = useT();
  const { issues, listIssue } = readGroupRows(t, rows);
  const container = useRef<HTMLDivElement>(null);
  /** The row whose id takes the focus once drawn (a row just added). */
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    const key = focusNext.current;
    if (key === null) return;
    focusNext.current = null;
    container.current?.querySelector<HTMLInputElement>(`[data-group-key="${key}"] input`)?.focus();
  });

  const edit = (key: string, field: 'id' | 'name' | 'countries', value: string) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, [field]: value } : row)));
  const add = () => {
    const key = newGroupKey();
    onChange([...rows, { key, id: '', name: '', countries: '' }]);
    focusNext.current = key;
  };
  const remove = (key: string) => {
    onChange(rows.filter((row) => row.key !== key));
    container.current?.querySelector<HTMLButtonElement>('[data-add-group]')?.focus();
  };
  // A field's problem shows once it holds something, or once Save was refused.
  const shown = (row: GroupRow, field: 'id' | 'name' | 'countries') =>
    error !== undefined || row[field].trim() !== '' ? issues[row.key]?.[field] : undefined;

  return (
    <div ref={container} className="space-y-4" data-testid="groups-editor">
      {rows.length === 0 && (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('admin.contests.groups.none')}</p>
      )}
      <ol className="space-y-4">
        {rows.map((row, index) => (
          <li
            key={row.key}
            data-group-key={row.key}
            className="rounded-lg border border-slate-200 p-3 dark:border-slate-700"
            aria-label={t('admin.contests.groups.group', { number: index + 1 })}
          >
            <div className="grid items-start gap-3 sm:grid-cols-[10rem_1fr_1fr_auto]">
              <InputField
                label={t('admin.contests.groups.id')}
                hint={t('admin.contests.groups.idHint')}
                error={shown(row, 'id')}
                value={row.id}
                autoCapitalize="none"
                spellCheck={false}
                onChange={(value) => edit(row.key, 'id', value)}
              />
              <InputField
                label={t('admin.contests.groups.name')}
                error={shown(row, 'name')}
                value={row.name}
                onChange={(value) => edit(row.key, 'name', value)}
              />
              <InputField
                label={t('admin.contests.groups.countries')}
                hint={t('admin.contests.groups.countriesHint')}
                error={shown(row, 'countries')}
                value={row.countries}
                autoCapitalize="characters"
                spellCheck={false}
                onChange={(value) => edit(row.key, 'countries', value)}
              />
              <Button
                variant="ghost"
                className="min-h-11 min-w-11 self-end px-3 sm:mb-5"
                aria-label={
                  row.name.trim()
                    ? t('admin.contests.groups.removeNamed', { number: index + 1, name: row.name.trim() })
                    : t('admin.contests.groups.remove', { number: index + 1 })
                }
                onClick={() => remove(row.key)}
              >
                <Trash2 size={16} aria-hidden="true" />
                <span className="sm:hidden">{t('admin.remove')}</span>
              </Button>
            </div>
          </li>
        ))}
      </ol>
      {(listIssue ?? error) && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {listIssue ?? error}
        </p>
      )}
      <Button variant="secondary" className="min-h-11" data-add-group onClick={add}>
        <Plus size={16} aria-hidden="true" />
        {t('admin.contests.groups.add')}
      </Button>
    </div>
  );
}
