/**
 * /teams/join?code=…: where an invite link lands. The code is filled in and the user presses Join, so an
 * opened link never joins a team by itself. Guests sign in first and come back here (RequireAuth).
 */
import { useSearchParams } from 'react-router';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { useT } from '@/i18n/use-t';
import { JoinTeamForm } from './components/join-team-form';

export function JoinTeamPage() {
  const [searchParams] = useSearchParams();
  const t = useT();
  return (
    <div className="mx-auto max-w-md">
      <PageHeader title={t('teams.join.title')} subtitle={t('teams.join.invitedSubtitle')} />
      <Card className="p-4 sm:p-6">
        <JoinTeamForm initialCode={searchParams.get('code') ?? ''} title={t('teams.join.invitation')} />
      </Card>
    </div>
  );
}
