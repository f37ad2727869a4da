/**
 * Event feed tokens: opaque to clients, and to us the key of the event they were sent with plus the
 * configuration's version, base64url-encoded. Nothing is stored per client, so a token survives a restart
 * and works on any server; a token that does not decode is refused (the specification's 400).
 */
import { AppError } from '../../lib/app-error';
import type { EventKey } from './event-feed';

export type FeedPosition = { key: EventKey; configVersion: number };

export function encodeToken(position: FeedPosition): string {
  const { key, configVersion } = position;
  return Buffer.from(JSON.stringify([key.at, key.rank, key.id, configVersion])).toString('base64url');
}

export function decodeToken(token: string): FeedPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  if (
    Array.isArray(parsed) &&
    parsed.length === 4 &&
    Number.isFinite(parsed[0]) &&
    Number.isInteger(parsed[1]) &&
    typeof parsed[2] === 'string' &&
    Number.isFinite(parsed[3])
  ) {
    const [at, rank, id, configVersion] = parsed as [number, number, string, number];
    return { key: { at, rank, id }, configVersion };
  }
  throw new AppError('BAD_REQUEST', 'since_token is not a token of this event feed.');
}
