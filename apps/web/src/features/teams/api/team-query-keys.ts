/** The team queries' cache keys, in one place so every mutation refreshes the same ones. */
export const teamKeys = {
  all: ['teams'] as const,
  mine: ['teams', 'mine'] as const,
  detail: (id: string) => ['teams', 'detail', id] as const,
};
