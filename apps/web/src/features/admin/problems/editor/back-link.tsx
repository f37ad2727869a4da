/** The way back from an editor to the problem list. */
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import { PROBLEMS_PATH } from '../paths';

export function BackLink() {
  const t = useT();
  return (
    <Link to={PROBLEMS_PATH} className={buttonClasses('secondary')}>
      <ArrowLeft size={16} aria-hidden="true" /> {t('admin.problems.all')}
    </Link>
  );
}
