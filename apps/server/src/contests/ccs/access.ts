/**
 * The API information (GET /api/ccs) and a caller's access (GET …/contests/{id}/access): which endpoints
 * and properties we serve, and no capabilities, since this API only reads. Runs and the submissions' files
 * are for admins only.
 */
import type { CcsAccess, CcsApiInfo, CcsContest } from './types';

export const API_INFO: CcsApiInfo = {
  version: '2023-06',
  version_url: 'https://ccs-specs.icpc.io/2023-06/contest_api',
  provider: { name: 'CodeConquer' },
};

const ENDPOINTS: { type: string; properties: string[]; adminOnly?: boolean }[] = [
  {
    type: 'contest',
    properties: [
      'id',
      'name',
      'formal_name',
      'start_time',
      'duration',
      'scoreboard_freeze_duration',
      'scoreboard_thaw_time',
      'scoreboard_type',
      'penalty_time',
    ],
  },
  { type: 'judgement-types', properties: ['id', 'name', 'penalty', 'solved'] },
  // No entry_point_name: no language of ours requires an entry point (languages.ts).
  {
    type: 'languages',
    properties: ['id', 'name', 'entry_point_required', 'extensions', 'compiler', 'runner'],
  },
  { type: 'problems', properties: ['id', 'label', 'name', 'ordinal', 'time_limit', 'test_data_count'] },
  // Teams refer to groups and organizations (group_ids, organization_id).
  { type: 'groups', properties: ['id', 'name'] },
  { type: 'organizations', properties: ['id', 'name', 'formal_name', 'country'] },
  {
    type: 'teams',
    properties: ['id', 'name', 'label', 'display_name', 'organization_id', 'group_ids', 'hidden'],
  },
  { type: 'persons', properties: ['id', 'name', 'team_ids', 'role'] },
  { type: 'state', properties: ['started', 'frozen', 'ended', 'thawed', 'finalized', 'end_of_updates'] },
  {
    type: 'submissions',
    properties: [
      'id',
      'language_id',
      'problem_id',
      'team_id',
      'time',
      'contest_time',
      'entry_point',
      'files',
    ],
  },
  {
    type: 'judgements',
    properties: [
      'id',
      'submission_id',
      'judgement_type_id',
      'start_time',
      'start_contest_time',
      'end_time',
      'end_contest_time',
      'max_run_time',
    ],
  },
  {
    type: 'runs',
    properties: ['id', 'judgement_id', 'ordinal', 'judgement_type_id', 'time', 'contest_time', 'run_time'],
    adminOnly: true,
  },
  {
    type: 'clarifications',
    properties: [
      'id',
      'from_team_id',
      'to_team_id',
      'reply_to_id',
      'problem_id',
      'text',
      'time',
      'contest_time',
    ],
  },
  { type: 'awards', properties: ['id', 'citation', 'team_ids'] },
  { type: 'scoreboard', properties: ['time', 'contest_time', 'state', 'rows'] },
  { type: 'event-feed', properties: ['type', 'id', 'data', 'token'] },
];

/** What a caller may read of `contest`: its contest object lists only the properties it has. */
export function ccsAccess(admin: boolean, contest: CcsContest): CcsAccess {
  return {
    capabilities: [],
    endpoints: ENDPOINTS.filter((endpoint) => admin || !endpoint.adminOnly).map(({ type, properties }) => ({
      type,
      properties:
        type === 'contest' ? properties.filter((property) => Object.hasOwn(contest, property)) : properties,
    })),
  };
}
