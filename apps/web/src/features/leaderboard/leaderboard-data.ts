/** Static leaderboard entries; the page sorts them by rating. */
export type LeaderboardEntry = {
  id: string;
  name: string;
  rating: number;
  solvedProblems: number;
  submissions: number;
};

export const LEADERBOARD: LeaderboardEntry[] = [
  { id: 'l1', name: 'Aditi Rao', rating: 2451, solvedProblems: 412, submissions: 980 },
  { id: 'l2', name: 'Marcus Chen', rating: 2310, solvedProblems: 388, submissions: 1102 },
  { id: 'l3', name: 'Sofia Petrova', rating: 2187, solvedProblems: 351, submissions: 845 },
  { id: 'l4', name: 'Kwame Mensah', rating: 1995, solvedProblems: 298, submissions: 770 },
  { id: 'l5', name: 'Lena Fischer', rating: 1874, solvedProblems: 264, submissions: 702 },
  { id: 'l6', name: 'Diego Alvarez', rating: 1760, solvedProblems: 231, submissions: 655 },
  { id: 'l7', name: 'Hana Suzuki', rating: 1642, solvedProblems: 205, submissions: 590 },
  { id: 'l8', name: 'Omar Haddad', rating: 1588, solvedProblems: 187, submissions: 540 },
  { id: 'l9', name: 'Priya Nair', rating: 1421, solvedProblems: 150, submissions: 463 },
  { id: 'l10', name: 'Jonas Berg', rating: 1310, solvedProblems: 122, submissions: 401 },
  { id: 'l11', name: 'Chloé Martin', rating: 1190, solvedProblems: 95, submissions: 322 },
  { id: 'l12', name: 'Yusuf Demir', rating: 1045, solvedProblems: 61, submissions: 240 },
];
