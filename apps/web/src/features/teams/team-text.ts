/** How a team reads in lists and on its page: its affiliation in one line, its invite link. */
import type { Affiliation } from '@codeconquer/contracts';

/** 'HCMUS · VNM', or 'HCMUS' without a country; null for a team without an affiliation. */
export function affiliationLabel(affiliation: Affiliation | null): string | null {
  if (!affiliation) return null;
  return affiliation.country ? `${affiliation.shortName} · ${affiliation.country}` : affiliation.shortName;
}

export const JOIN_TEAM_PATH = '/teams/join';

/** The link a member shares: it opens the join page with the code filled in. */
export function inviteLink(origin: string, code: string): string {
  return `${origin}${JOIN_TEAM_PATH}?${new URLSearchParams({ code }).toString()}`;
}

export function teamPath(id: string): string {
  return `/teams/${encodeURIComponent(id)}`;
}
