import { SearchInput } from '@/components/ui/search-input';
import { inputClasses } from '@/components/ui/text-field';
import type { ProblemFilter } from '../problem-filters';

type Props = { filter: ProblemFilter; tags: string[]; onChange: (filter: ProblemFilter) => void };

/** Search and both filters share one row on a desktop (≥ 1024 px) and stack on smaller screens. */
export function ProblemFilterBar({ filter, tags, onChange }: Props) {
  return (
    <div className="mb-6 flex flex-col gap-3 lg:flex-row lg:items-center">
      <SearchInput
        className="lg:min-w-0 lg:flex-1"
        label="Search problems"
        placeholder="Search by title or tag"
        value={filter.search}
        onChange={(search) => onChange({ ...filter, search })}
      />
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
