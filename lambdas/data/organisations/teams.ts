import { TeamSchema, TEAM_MESSAGES, type Team } from '../../../shared/domain/employees/team';
import type { ApprovalStatus } from '../../../shared/domain/organisations/approval';
import { AppError } from '../../../shared/registry/errors';
import { keys } from '../table/keys';
import { queryKindPage, type Page, type PageRequest } from '../table/paged-lists';
import { putIfAbsent, queryAllOfKind, stripItem, withEntity } from '../table/org-items';
import { table, isWriteConflict } from '../table/table';

const ENTITY = 'team';
const VERSION = 1;

export const toTeamItem = (team: Team) => withEntity(keys.team(team.orgId, team.code), ENTITY, VERSION, team);
export const fromTeamItem = (item: Record<string, unknown>): Team => TeamSchema.parse(stripItem(item));

/** The organisation's teams (optionally of one status), by code. */
export async function listTeams(orgId: string, status?: ApprovalStatus): Promise<Team[]> {
  const items = await queryAllOfKind(keys.team(orgId, '').pk, keys.teamSkPrefix);
  return items.map(fromTeamItem).filter((t) => !status || t.status === status);
}

/**
 * One page of the organisation's teams (optionally of one status), by code: a Query in key order
 * (teams are keyed by code), filled under the status filter (docs/data-model.md#set-up-lists).
 */
export async function listTeamsPage(
  orgId: string,
  status: ApprovalStatus | undefined,
  page: PageRequest,
): Promise<Page<Team>> {
  const out = await queryKindPage(keys.team(orgId, '').pk, keys.teamSkPrefix, page, statusFilter(status));
  return { items: out.items.map(fromTeamItem), next: out.next };
}

/** Keeps one status when one is named (a filter of the Query: pages still fill). */
const statusFilter = (status: string | undefined) =>
  status
    ? { filter: { expression: '#status = :status', names: { '#status': 'status' }, values: { ':status': status } } }
    : {};

const notFound = (teamId: string) =>
  new AppError('NOT_FOUND', TEAM_MESSAGES.notFound, [{ field: 'teamId', message: `There is no team ${teamId}` }]);

/**
 * One team by id. Teams are keyed by code (employees and pay runs hold the code), so the id is
 * found in the organisation's short list of teams.
 */
export async function requireTeam(orgId: string, teamId: string): Promise<Team> {
  const team = (await listTeams(orgId)).find((t) => t.id === teamId);
  if (!team) throw notFound(teamId);
  return team;
}

/** Store a new team; its code is its key, so the conditional put is the code's claim (409 when taken). */
export async function createTeam(team: Team): Promise<Team> {
  try {
    await table.put({ Item: toTeamItem(team), ConditionExpression: 'attribute_not_exists(pk)' });
  } catch (err) {
    if (isWriteConflict(err))
      throw new AppError('ALREADY_EXISTS', `The code ${team.code} is already used by another team.`, [
        { field: 'code', message: 'Code already in use' },
      ]);
    throw err;
  }
  return team;
}

/** Replace a team only while it still has the status and version it was read with (the code never changes). */
export async function replaceTeam(before: Team, after: Team): Promise<Team> {
  try {
    await table.put({
      Item: toTeamItem(after),
      ConditionExpression: 'id = :id AND #status = :status AND modifiedAt = :seen AND NOT (deleted = :true)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':id': before.id,
        ':status': before.status,
        ':seen': before.modifiedAt,
        ':true': true,
      },
    });
  } catch (err) {
    if (isWriteConflict(err))
      throw new AppError('INVALID_STATE', 'The team was changed by someone else meanwhile. Reload and try again.');
    throw err;
  }
  return after;
}

/**
 * Approve teams in one transaction, each only while still Pending Approval: one changed
 * meanwhile refuses the whole batch (409, naming it) and nothing changes.
 */
export async function approveTeams(orgId: string, teams: readonly Team[], by: string, at: number): Promise<void> {
  try {
    await table.transact(
      teams.map((t) => ({
        Update: {
          Key: keys.team(orgId, t.code),
          UpdateExpression:
            'SET #status = :approved, approvedBy = :by, approvedAt = :at, modifiedBy = :by, modifiedAt = :at',
          ConditionExpression: '#status = :pending AND NOT (deleted = :true)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':approved': 'Approved',
            ':pending': 'Pending Approval',
            ':by': by,
            ':at': at,
            ':true': true,
          },
        },
      })),
    );
  } catch (err) {
    if (isWriteConflict(err)) {
      const refused = teams.filter((_, i) => err.conditionFailed(i));
      throw new AppError(
        'INVALID_STATE',
        TEAM_MESSAGES.notPending,
        refused.map((t) => ({ field: 'selectedTeams', message: `${t.teamName} is no longer Pending Approval` })),
      );
    }
    throw err;
  }
}

/** Store a team unless its code is taken (seeding). */
export const putTeamIfAbsent = (team: Team) => putIfAbsent(toTeamItem(team));
