/** The way back from a contest's editor to the contest list. */
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import { CONTESTS_PATH } from '../paths';

export function BackLink() {
  const t = useT();
  return (
    <Link to={CONTESTS_PATH} className={buttonClasses('secondary', 'min-h-11')}>
      <ArrowLeft size={16} aria-hidden="true" /> {t('admin.contests.all')}
    </Link>
  );
}
