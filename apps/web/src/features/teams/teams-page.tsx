/** /teams: the viewer's teams, and the forms to create one or join one by its invite code. */
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { useT } from '@/i18n/use-t';
import { CreateTeamForm } from './components/create-team-form';
import { JoinTeamForm } from './components/join-team-form';
import { TeamList } from './components/team-list';

export function TeamsPage() {
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title={t('teams.myTeams')} subtitle={t('teams.subtitle')} />
      <Card className="p-2 sm:p-3">
        <TeamList />
      </Card>
      <div className="grid gap-6 md:grid-cols-2">
        <Card className="p-4 sm:p-6">
          <CreateTeamForm />
        </Card>
        <Card className="p-4 sm:p-6 md:self-start">
          <JoinTeamForm />
        </Card>
      </div>
    </div>
  );
}
