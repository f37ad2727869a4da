import { EmptyState } from '@/components/ui/empty-state';
import { useT } from '@/i18n/use-t';

export function ProblemNotFound() {
  const t = useT();
  return (
    <EmptyState
      title={t('problems.notFound.title')}
      link={{ to: '/problems', label: t('problems.notFound.back') }}
    />
  );
}
