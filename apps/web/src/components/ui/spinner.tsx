import { Loader2 } from 'lucide-react';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const t = useT();
  return (
    <Loader2
      role="status"
      aria-label={label ?? t('common.loading')}
      className={cn('animate-spin text-indigo-600', className)}
    />
  );
}

export function FullPageSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner className="h-8 w-8" />
    </div>
  );
}
