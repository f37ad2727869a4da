import { tagPreview } from '../shared/format';

/** Two tags and '+N' for the rest; every tag is in the title. */
export function TagPreview({ tags }: { tags: string[] }) {
  const { visible, more } = tagPreview(tags);
  return (
    <span className="flex flex-wrap items-center gap-1" title={tags.join(', ')}>
      {visible.map((tag) => (
        <span
          key={tag}
          className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-600 dark:bg-slate-800 dark:text-slate-300"
        >
          {tag}
        </span>
      ))}
      {more > 0 && <span className="text-xs text-slate-500 dark:text-slate-400">+{more}</span>}
    </span>
  );
}
