import { TeamSchema, TEAM_MESSAGES, type Team } from '../../../shared/domain/employees/team';
import type { ApprovalStatus } from '../../../shared/domain/organisations/approval';
import { AppError } from '../../../shared/registry/errors';
import { keys } from '../table/keys';
import { queryKindPage, type Page, type PageRequest } from '../table/paged-lists';
import { putIfAbsent, queryAllOfKind, stripItem, withEntity } from '../table/org-items';
import { table, isWriteConflict } from '../table/table';
import { approveRecords, replaceItem, writeAsRead, type ApprovableStore } from '../table/approvable';

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

/** Teams as the approval kit sees them: keyed by code (docs/data-model.md). */
const approvable: ApprovableStore<Team> = { label: 'team', key: (t) => keys.team(t.orgId, t.code) };

/** Replace a team only while it still has the status and version it was read with (the code never changes). */
export async function replaceTeam(before: Team, after: Team): Promise<Team> {
  await writeAsRead(approvable, [
    replaceItem(approvable, toTeamItem(after), {
      status: before.status,
      seen: before.modifiedAt,
      also: { expression: 'id = :id', values: { ':id': before.id } },
    }),
  ]);
  return after;
}

/**
 * Approve teams in one transaction, each only while still Pending Approval: one changed
 * meanwhile refuses the whole batch (409, naming it) and nothing changes.
 */
export const approveTeams = (teams: readonly Team[], by: string, at: number): Promise<number> =>
  approveRecords(approvable, teams, {
    by,
    at,
    refused: {
      message: TEAM_MESSAGES.notPending,
      detail: (t) => ({ field: 'selectedTeams', message: `${t.teamName} is no longer Pending Approval` }),
    },
  });

/** Store a team unless its code is taken (seeding). */
export const putTeamIfAbsent = (team: Team) => putIfAbsent(toTeamItem(team));
