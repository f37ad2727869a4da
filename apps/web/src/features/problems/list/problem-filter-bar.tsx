import { SearchBox } from '@/components/ui/search-box';
import { inputClasses } from '@/components/ui/text-field';
import { useT } from '@/i18n/use-t';
import {
  PROBLEM_SEARCH_MAX_LENGTH,
  SORT_OPTIONS,
  type ProblemListView,
  type ProblemSort,
  type SortDirection,
} from '../problem-filters';

type Props = {
  view: ProblemListView;
  tags: string[];
  /** `replace`: a pause in typing replaces the address rather than adding a step to go back to. */
  onChange: (view: ProblemListView, replace?: boolean) => void;
};

/**
 * Search, both filters and the order share one row on a desktop (≥ 1024 px) and stack on smaller
 * screens. Any change shows the first page of the new list.
 */
export function ProblemFilterBar({ view, tags, onChange }: Props) {
  const t = useT();
  const change = (next: Partial<ProblemListView>, replace = false) =>
    onChange({ ...view, ...next, page: 1 }, replace);
  return (
    <div className="mb-6 flex flex-col gap-3 lg:flex-row lg:items-center">
      <SearchBox
        className="lg:min-w-0 lg:flex-1"
        label={t('problems.list.search')}
        placeholder={t('problems.list.searchPlaceholder')}
        maxLength={PROBLEM_SEARCH_MAX_LENGTH}
        query={view.search}
        onSearch={(search) => change({ search }, true)}
      />
      <select
        aria-label={t('problems.list.difficulty')}
        className={`${inputClasses} lg:w-40`}
        value={view.difficulty}
        onChange={(event) => change({ difficulty: event.target.value as ProblemListView['difficulty'] })}
      >
        <option value="all">{t('problems.list.allDifficulties')}</option>
        <option value="Easy">{t('problems.difficulty.easy')}</option>
        <option value="Medium">{t('problems.difficulty.medium')}</option>
        <option value="Hard">{t('problems.difficulty.hard')}</option>
      </select>
      <select
        aria-label={t('problems.list.tag')}
        className={`${inputClasses} lg:w-40`}
        value={view.tag}
        onChange={(event) => change({ tag: event.target.value })}
      >
        <option value="all">{t('problems.list.allTags')}</option>
        {/* A tag from a shared link that no problem has (any more) stays choosable, so it shows. */}
        {(view.tag === 'all' || tags.includes(view.tag) ? tags : [view.tag, ...tags]).map((tag) => (
          <option key={tag} value={tag}>
            {tag}
          </option>
        ))}
      </select>
      <select
        aria-label={t('problems.list.sortBy')}
        className={`${inputClasses} lg:w-56`}
        value={`${view.sort}-${view.dir}`}
        onChange={(event) => {
          const [sort, dir] = event.target.value.split('-') as [ProblemSort, SortDirection];
          change({ sort, dir });
        }}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={`${option.sort}-${option.dir}`} value={`${option.sort}-${option.dir}`}>
            {t(option.labelId)}
          </option>
        ))}
      </select>
    </div>
  );
}
