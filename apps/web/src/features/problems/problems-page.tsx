/**
 * The problem list with its search, difficulty and tag filters (SPEC §2, §5). The problem bank and its API
 * (GET /problem/list) arrive with the problem issue; until then the list is empty and says so.
 */
import { Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { inputClasses } from '@/components/ui/text-field';
import { allTags, filterProblems, type ProblemFilter, type ProblemSummary } from './problem-filters';

const NO_PROBLEMS_YET: ProblemSummary[] = [];

export function ProblemsPage() {
  const [filter, setFilter] = useState<ProblemFilter>({ search: '', difficulty: 'all', tag: 'all' });
  const problems = NO_PROBLEMS_YET;
  const tags = useMemo(() => allTags(problems), [problems]);
  const visible = filterProblems(problems, filter);

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title="Problems" subtitle="Sharpen your skills in C, C++, Java and Python." />
      <div className="mb-6 flex flex-wrap gap-3">
        <label className="relative min-w-60 flex-1">
          <span className="sr-only">Search problems</span>
          <Search size={16} className="absolute top-1/2 left-3 -translate-y-1/2 text-slate-400" />
          <input
            className={`${inputClasses} pl-9`}
            placeholder="Search by title or tag"
            value={filter.search}
            onChange={(event) => setFilter({ ...filter, search: event.target.value })}
          />
        </label>
        <select
          aria-label="Difficulty"
          className={`${inputClasses} w-40`}
          value={filter.difficulty}
          onChange={(event) =>
            setFilter({ ...filter, difficulty: event.target.value as ProblemFilter['difficulty'] })
          }
        >
          <option value="all">All difficulties</option>
          <option value="Easy">Easy</option>
          <option value="Medium">Medium</option>
          <option value="Hard">Hard</option>
        </select>
        <select
          aria-label="Tag"
          className={`${inputClasses} w-40`}
          value={filter.tag}
          onChange={(event) => setFilter({ ...filter, tag: event.target.value })}
        >
          <option value="all">All tags</option>
          {tags.map((tag) => (
            <option key={tag} value={tag}>
              {tag}
            </option>
          ))}
        </select>
      </div>
      {visible.length === 0 && <EmptyState title="No problems found matching your criteria." />}
    </div>
  );
}
