import { cn } from '@/lib/cn';

/** The profile photo, or the name's initial on a coloured disc. */
export function Avatar({
  name,
  photoUrl,
  className,
}: {
  name: string;
  photoUrl: string | null;
  className?: string;
}) {
  if (photoUrl)
    return <img src={photoUrl} alt={name} className={cn('rounded-full object-cover', className)} />;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex items-center justify-center rounded-full bg-indigo-600 font-semibold text-white',
        className,
      )}
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
