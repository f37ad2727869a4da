/**
 * Who wrote a thread or a post: the avatar, and the username in its rating band's colour (the bands of
 * lib/rating-levels.ts, in text shades that read on light and dark cards). A deleted account shows as
 * "[deleted]".
 */
import type { PostAuthor as Author } from '@codeconquer/contracts';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { useT } from '@/i18n/use-t';
import { LEVEL_LABELS, levelForRating, type Level } from '@/lib/rating-levels';
import { cn } from '@/lib/cn';

const LEVEL_TEXT: Record<Level, string> = {
  Beginner: 'text-slate-600 dark:text-slate-300',
  Intermediate: 'text-green-700 dark:text-green-400',
  Advanced: 'text-blue-700 dark:text-blue-400',
  Expert: 'text-purple-700 dark:text-purple-400',
};

export function PostAuthor({ author, size = 'sm' }: { author: Author; size?: 'sm' | 'md' }) {
  const t = useT();
  const avatar = size === 'md' ? 'h-8 w-8 text-sm' : 'h-6 w-6 text-xs';
  if (!author)
    return (
      <span className="text-sm text-slate-500 dark:text-slate-400">{t('problems.discussion.deleted')}</span>
    );
  const level = levelForRating(author.rating);
  return (
    <span className="inline-flex min-w-0 items-center gap-2">
      <Avatar
        name={author.name || author.username}
        photoUrl={author.profilePhotoUrl}
        className={cn('shrink-0', avatar)}
      />
      <Link
        to={`/profile/${encodeURIComponent(author.username)}`}
        title={t('problems.discussion.authorTitle', { level: t(LEVEL_LABELS[level]), rating: author.rating })}
        className={cn(
          // At least 44 × 44 px on a phone (20 px of text and its padding), to tap.
          'min-w-11 truncate py-3 text-sm font-semibold hover:underline sm:min-w-0 sm:py-0',
          LEVEL_TEXT[level],
        )}
      >
        {author.username}
      </Link>
    </span>
  );
}
