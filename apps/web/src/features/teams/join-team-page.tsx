/**
 * /teams/join?code=…: where an invite link lands. The code is filled in and the user presses Join, so an
 * opened link never joins a team by itself. Guests sign in first and come back here (RequireAuth).
 */
import { useSearchParams } from 'react-router';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { JoinTeamForm } from './components/join-team-form';

export function JoinTeamPage() {
  const [searchParams] = useSearchParams();
  return (
    <div className="mx-auto max-w-md">
      <PageHeader title="Join a team" subtitle="You were invited to a team. Check the code and join." />
      <Card className="p-4 sm:p-6">
        <JoinTeamForm initialCode={searchParams.get('code') ?? ''} title="Your invitation" />
      </Card>
    </div>
  );
}
