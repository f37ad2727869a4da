/** Level bands by rating: below 1200 Beginner, 1200–1599 Intermediate, 1600–1999 Advanced, 2000+ Expert. */
export type Level = 'Beginner' | 'Intermediate' | 'Advanced' | 'Expert';

export function levelForRating(rating: number): Level {
  if (rating >= 2000) return 'Expert';
  if (rating >= 1600) return 'Advanced';
  if (rating >= 1200) return 'Intermediate';
  return 'Beginner';
}
