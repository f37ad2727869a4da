/**
 * /teams/:id: the team's name, affiliation and members. Members also see the invite code and link and
 * may leave; the creator edits the name and affiliation and removes members. Anyone signed in may look
 * at a team (the server hides its code from non-members).
 */
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { AffiliationFull } from '@/components/affiliation/affiliation-text';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useT } from '@/i18n/use-t';
import { useSession } from '@/lib/session/use-session';
import { useTeam } from './api/get-teams';
import { EditTeamForm } from './components/edit-team-form';
import { InvitePanel } from './components/invite-panel';
import { LeaveTeamButton } from './components/leave-team-button';
import { MemberList } from './components/member-list';

export function TeamPage() {
  const { id = '' } = useParams();
  const team = useTeam(id);
  const { user } = useSession();
  const [editing, setEditing] = useState(false);
  const t = useT();

  if (team.isPending) return <FullPageSpinner />;
  if (team.isError) {
    return (
      <EmptyState title={t('teams.notFound')} link={{ to: '/teams', label: t('teams.backToMyTeams') }} />
    );
  }
  const viewerId = user?.id ?? '';
  const viewer = team.data.members.find((member) => member.id === viewerId);
  const isCreator = viewer?.creator === true;
  const { affiliation } = team.data;
  const subtitle = (
    <>
      {affiliation && (
        <>
          <AffiliationFull affiliation={affiliation} />
          {' · '}
        </>
      )}
      {t('teams.memberCount', { count: team.data.members.length })}
    </>
  );

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        title={team.data.name}
        subtitle={subtitle}
        actions={
          isCreator &&
          !editing && (
            <Button variant="secondary" className="min-h-11" onClick={() => setEditing(true)}>
              <Pencil size={16} aria-hidden="true" /> {t('teams.edit')}
            </Button>
          )
        }
      />
      {editing && (
        <Card className="p-4 sm:p-6">
          <EditTeamForm team={team.data} onDone={() => setEditing(false)} />
        </Card>
      )}
      <Card className="p-4 sm:p-6">
        <MemberList team={team.data} viewerId={viewerId} viewerIsCreator={isCreator} />
      </Card>
      {viewer && team.data.inviteCode && (
        <Card className="p-4 sm:p-6">
          <InvitePanel code={team.data.inviteCode} />
        </Card>
      )}
      {viewer && (
        <div className="flex justify-end">
          <LeaveTeamButton team={team.data} viewerId={viewerId} />
        </div>
      )}
    </div>
  );
}
