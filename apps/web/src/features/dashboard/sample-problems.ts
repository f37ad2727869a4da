/** SPEC §9: the dashboard's Recent Problems shows three problems from built-in sample data. */
export type SampleProblem = {
  id: string;
  title: string;
  difficulty: 'Easy' | 'Medium' | 'Hard';
  tags: string[];
};

export const SAMPLE_RECENT_PROBLEMS: SampleProblem[] = [
  { id: 'two-sum', title: 'Two Sum', difficulty: 'Easy', tags: ['Array', 'Hash Table'] },
  { id: 'valid-parentheses', title: 'Valid Parentheses', difficulty: 'Easy', tags: ['Stack', 'String'] },
  {
    id: 'longest-substring',
    title: 'Longest Substring Without Repeating Characters',
    difficulty: 'Medium',
    tags: ['Sliding Window'],
  },
];
