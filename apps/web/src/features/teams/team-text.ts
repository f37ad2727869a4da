/** A team's links: its page, and the invite link a member shares. */
export const JOIN_TEAM_PATH = '/teams/join';

/** The link a member shares: it opens the join page with the code filled in. */
export function inviteLink(origin: string, code: string): string {
  return `${origin}${JOIN_TEAM_PATH}?${new URLSearchParams({ code }).toString()}`;
}

export function teamPath(id: string): string {
  return `/teams/${encodeURIComponent(id)}`;
}
