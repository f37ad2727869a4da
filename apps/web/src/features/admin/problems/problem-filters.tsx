/** The list's filters: the search, one visibility or all, and whether deleted problems are listed. */
import type { ProblemVisibility } from '@codeconquer/contracts';
import { PROBLEM_VISIBILITIES } from '@codeconquer/contracts';
import { useId } from 'react';
import { inputClasses } from '@/components/ui/text-field';
import { SearchBox } from '@/components/ui/search-box';
import { VISIBILITY_LABELS, visibilityFromParam } from './visibility';

type Props = {
  query: string;
  visibility: ProblemVisibility | undefined;
  deleted: boolean;
  onSearch: (query: string) => void;
  onVisibility: (visibility: ProblemVisibility | undefined) => void;
  onDeleted: (deleted: boolean) => void;
};

export function ProblemFilters({ query, visibility, deleted, onSearch, onVisibility, onDeleted }: Props) {
  const deletedId = useId();
  return (
    <div className="mb-6 flex flex-wrap items-center gap-3">
      <SearchBox
        className="min-w-64 flex-1"
        label="Search problems"
        placeholder="Search by id, title or tag"
        query={query}
        onSearch={onSearch}
      />
      <select
        aria-label="Visibility"
        className={`${inputClasses} sm:w-44`}
        value={visibility ?? ''}
        onChange={(event) => onVisibility(visibilityFromParam(event.target.value))}
      >
        <option value="">All</option>
        {PROBLEM_VISIBILITIES.map((option) => (
          <option key={option} value={option}>
            {VISIBILITY_LABELS[option]}
          </option>
        ))}
      </select>
      <div className="flex items-center gap-2">
        <input
          id={deletedId}
          type="checkbox"
          className="h-4 w-4 accent-indigo-600"
          checked={deleted}
          onChange={(event) => onDeleted(event.target.checked)}
        />
        <label
          htmlFor={deletedId}
          className="flex min-h-11 items-center text-sm text-slate-700 dark:text-slate-300"
        >
          Show deleted
        </label>
      </div>
    </div>
  );
}
