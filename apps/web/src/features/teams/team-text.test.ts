import { describe, expect, it } from 'vitest';
import { inviteLink, teamPath } from './team-text';

describe('inviteLink', () => {
  it('opens the join page with the code', () => {
    expect(inviteLink('https://codeconquer.example', 'ABCDEFGH23')).toBe(
      'https://codeconquer.example/teams/join?code=ABCDEFGH23',
    );
  });

  it('escapes what a code could never hold but a link must not break on', () => {
    expect(inviteLink('http://localhost:5173', 'A B&C')).toBe(
      'http://localhost:5173/teams/join?code=A+B%26C',
    );
  });
});

describe('teamPath', () => {
  it('is the team page of the id', () => {
    expect(teamPath('8d7c1f3e-0000-4000-8000-000000000001')).toBe(
      '/teams/8d7c1f3e-0000-4000-8000-000000000001',
    );
  });
});
