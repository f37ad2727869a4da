import { Search } from 'lucide-react';
import { inputClasses } from '@/components/ui/text-field';
import type { ProblemFilter } from '../problem-filters';

type Props = { filter: ProblemFilter; tags: string[]; onChange: (filter: ProblemFilter) => void };

/** Search and both filters share one row on a desktop (≥ 1024 px) and stack on smaller screens. */
export function ProblemFilterBar({ filter, tags, onChange }: Props) {
  return (
    <div className="mb-6 flex flex-col gap-3 lg:flex-row lg:items-center">
      <label className="relative lg:min-w-0 lg:flex-1">
        <span className="sr-only">Search problems</span>
        <Search
          size={16}
          className="absolute top-1/2 left-3 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
        <input
          type="search"
          className={`${inputClasses} pl-9`}
          placeholder="Search by title or tag"
          value={filter.search}
          onChange={(event) => onChange({ ...filter, search: event.target.value })}
        />
      </label>
      <select
        aria-label="Difficulty"
        className={`${inputClasses} lg:w-48`}
        value={filter.difficulty}
        onChange={(event) =>
          onChange({ ...filter, difficulty: event.target.value as ProblemFilter['difficulty'] })
        }
      >
        <option value="all">All difficulties</option>
        <option value="Easy">Easy</option>
        <option value="Medium">Medium</option>
        <option value="Hard">Hard</option>
      </select>
      <select
        aria-label="Tag"
        className={`${inputClasses} lg:w-48`}
        value={filter.tag}
        onChange={(event) => onChange({ ...filter, tag: event.target.value })}
      >
        <option value="all">All tags</option>
        {tags.map((tag) => (
          <option key={tag} value={tag}>
            {tag}
          </option>
        ))}
      </select>
    </div>
  );
}
