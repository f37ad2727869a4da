/**
 * What a profile draws from GET /users/by-username/{username}/stats, below its header: the Rating card and
 * the Contest history, the Activity heatmap, and the Solved and Languages cards.
 */
import type { ProfileStats } from '@codeconquer/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { useDrawnData } from '@/lib/use-drawn-data';
import { ActivityCard } from './activity-card';
import { ContestHistoryCard, RatingCard } from './rating-card';
import { BestScoresCard, LanguagesCard, SolvedCard } from './solved-card';

export function ProfileStatsCards({ query }: { query: UseQueryResult<ProfileStats> }) {
  const t = useT();
  const { data: stats, waiting } = useDrawnData(query);
  if (waiting) {
    return (
      <Card className="flex h-40 items-center justify-center">
        <Spinner className="h-6 w-6" label={t('profile.stats.loading')} />
      </Card>
    );
  }
  if (stats === undefined) {
    return <Alert tone="error">{errorMessage(query.error, t('profile.stats.failed'))}</Alert>;
  }
  return (
    <>
      <RatingCard stats={stats} />
      {stats.ratingHistory.length > 0 && <ContestHistoryCard history={stats.ratingHistory} />}
      <ActivityCard activity={stats.activity} />
      <div className="grid gap-6 md:grid-cols-2">
        <SolvedCard stats={stats} />
        <LanguagesCard languages={stats.languages} />
      </div>
      {stats.bestScores.length > 0 && <BestScoresCard scores={stats.bestScores} />}
    </>
  );
}
