/**
 * VGuy's help articles name the site's current numbers, not the defaults: they write `{{hint1Cost}}`
 * and the like, filled in with the settings of the request (an admin may have changed them a moment ago).
 * Filled in the final reply, so both the offline answer and an LLM's (whose prompt quotes the articles)
 * say the numbers that hold.
 */
import type { SiteSettings } from '@codeconquer/contracts';

export function settingValues(settings: SiteSettings): Record<string, number> {
  return {
    startingTokens: settings.startingTokens,
    hint1Cost: settings.hintCosts[1],
    hint2Cost: settings.hintCosts[2],
    rewardEasy: settings.firstSolveRewards.Easy,
    rewardMedium: settings.firstSolveRewards.Medium,
    rewardHard: settings.firstSolveRewards.Hard,
    aiReviewsPerProblem: settings.aiReviewsPerProblem,
    aiReviewsPerDay: settings.aiReviewsPerDay,
    discussionPosts: settings.discussionPostLimit.posts,
    discussionMinutes: settings.discussionPostLimit.minutes,
    counterexampleCost: settings.counterexampleCost,
    editorialCost: settings.editorialCost,
  };
}

/** Replaces every `{{name}}` of a known setting; anything else in braces stays as written. */
export function fillSettings(text: string, settings: SiteSettings): string {
  const values = settingValues(settings);
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
