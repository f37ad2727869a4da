/**
 * Team invite codes: 10 characters of a 31-letter alphabet without look-alikes, from the system's CSPRNG
 * (31^10 ≈ 8 × 10^14 codes, so guessing one is hopeless at the join call's rate limit).
 */
import { randomInt } from 'node:crypto';
import { TEAM_INVITE_ALPHABET, TEAM_INVITE_CODE_LENGTH } from '@codeconquer/contracts';

export function newInviteCode(): string {
  let code = '';
  for (let index = 0; index < TEAM_INVITE_CODE_LENGTH; index += 1)
    code += TEAM_INVITE_ALPHABET[randomInt(TEAM_INVITE_ALPHABET.length)];
  return code;
}
