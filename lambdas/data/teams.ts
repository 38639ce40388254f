import { TeamSchema, type Team } from '../../shared/domain/team';
import type { ApprovalStatus } from '../../shared/domain/approval';
import { keys } from './keys';
import { putIfAbsent, queryAllOfKind, stripItem, withEntity } from './org-items';

const ENTITY = 'team';
const VERSION = 1;

export const toTeamItem = (team: Team) => withEntity(keys.team(team.orgId, team.code), ENTITY, VERSION, team);
export const fromTeamItem = (item: Record<string, unknown>): Team => TeamSchema.parse(stripItem(item));

/** The organisation's teams (optionally of one status), by code. */
export async function listTeams(orgId: string, status?: ApprovalStatus): Promise<Team[]> {
  const items = await queryAllOfKind(keys.team(orgId, '').pk, keys.teamSkPrefix);
  return items.map(fromTeamItem).filter((t) => !status || t.status === status);
}

/** Store a team unless its code is taken (seeding; the teams area adds its own writes). */
export const putTeamIfAbsent = (team: Team) => putIfAbsent(toTeamItem(team));
