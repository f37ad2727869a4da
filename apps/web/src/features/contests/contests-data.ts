/**
 * Static contests (there is no contest server yet). Times are set relative to when the app loads
 * so that there is always a running, an upcoming and a finished contest to show.
 */
export type ContestStatus = 'Running' | 'Upcoming' | 'Ended';

export type ContestStanding = {
  userId: string;
  username: string;
  score: number;
  problemsSolved: number;
  penalty: number;
  lastSubmission: string;
};

export type Contest = {
  id: string;
  title: string;
  description: string;
  startTime: string;
  endTime: string;
  problems: string[];
  participants: number;
  status: ContestStatus;
  type: 'Individual';
  leaderboard: ContestStanding[];
};

const HOUR = 3600_000;
const loadedAt = Date.now();
const at = (hoursFromNow: number) => new Date(loadedAt + hoursFromNow * HOUR).toISOString();

const standings: ContestStanding[] = [
  {
    userId: 'u1',
    username: 'tourist_fan',
    score: 400,
    problemsSolved: 4,
    penalty: 83,
    lastSubmission: at(-0.5),
  },
  {
    userId: 'u2',
    username: 'bitwise_bella',
    score: 300,
    problemsSolved: 3,
    penalty: 61,
    lastSubmission: at(-0.8),
  },
  { userId: 'u3', username: 'dp_dan', score: 300, problemsSolved: 3, penalty: 95, lastSubmission: at(-1.1) },
  {
    userId: 'u4',
    username: 'graph_grace',
    score: 200,
    problemsSolved: 2,
    penalty: 40,
    lastSubmission: at(-1.4),
  },
];

export const CONTESTS: Contest[] = [
  {
    id: 'weekly-42',
    title: 'Weekly Challenge #42',
    description: 'Four problems in four hours: arrays, greedy choices and a tricky DP to finish.',
    startTime: at(-1),
    endTime: at(3),
    problems: ['Array Rotation', 'Greedy Coins', 'Balanced Brackets', 'Longest Path in a DAG'],
    participants: 1284,
    status: 'Running',
    type: 'Individual',
    leaderboard: standings,
  },
  {
    id: 'graph-masters',
    title: 'Graph Masters Cup',
    description: 'Shortest paths, flows and trees: a contest for graph lovers.',
    startTime: at(48),
    endTime: at(51),
    problems: ['Dijkstra Delivery', 'Bridges', 'Tree Diameter', 'Max Flow Lite', 'Bipartite Teams'],
    participants: 532,
    status: 'Upcoming',
    type: 'Individual',
    leaderboard: [],
  },
  {
    id: 'beginner-sprint',
    title: 'Beginner Sprint',
    description: 'A gentle first contest: three easy problems to learn the format.',
    startTime: at(-72),
    endTime: at(-70),
    problems: ['Sum of Two', 'Reverse a String', 'FizzBuzz'],
    participants: 2210,
    status: 'Ended',
    type: 'Individual',
    leaderboard: standings.slice(0, 3),
  },
];

export function findContest(id: string | undefined): Contest | undefined {
  return CONTESTS.find((contest) => contest.id === id);
}
