import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { callApi, errorInfoOf, expectOk, expectRefused, okBody, signIn } from '../support/api';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

const PASSWORD = DEMO_PASSWORD;
let manager: string;
let executive: string;
let employee: string;
let otherManager: string;
let admin: string;

beforeAll(async () => {
  [manager, executive, employee, otherManager, admin] = await Promise.all(
    [
      'manager@demo.test',
      'executive@demo.test',
      'employee@other.test',
      'manager@other.test',
      'admin@platform.test',
    ].map(async (e) => (await signIn(e, PASSWORD)).idToken),
  );
});

/** A fresh code, so tests never collide with each other or the seed. */
const freshCode = () => `T${ulid().slice(-10)}`;

async function createTeam(token: string, status: string, over: Record<string, unknown> = {}) {
  const res = await callApi(
    'teams-createTeam',
    // The spec's spelling of statuses is accepted as well as the stored one.
    { code: freshCode(), teamName: 'Logistics', teamDescription: 'Deliveries', status: status as 'Draft', ...over },
    token,
  );
  expectOk(res);
  return okBody(await callApi('teams-getTeam', { teamId: res.body.teamId }, token));
}

describe('team flow', () => {
  it('creates (draft), submits (pending_approval) and approves (approved), recording who and when', async () => {
    const draft = await createTeam(executive, 'draft');
    expect(draft).toMatchObject({
      status: 'Draft',
      orgId: 'demo',
      modifiedBy: 'Nurul Hassan',
      createdBy: 'Nurul Hassan',
    });

    const submitted = await callApi(
      'teams-updateTeam',
      {
        id: draft.id,
        teamName: 'Logistics & Stock',
        teamDescription: 'Deliveries and stock transfers',
        status: 'pending_approval',
        modifiedAt: draft.modifiedAt,
      },
      executive,
    );
    expectOk(submitted);
    expect(submitted.body).toMatchObject({
      status: 'Pending Approval',
      teamName: 'Logistics & Stock',
      code: draft.code,
    });
    expect(submitted.body.modifiedAt).toBeGreaterThan(draft.modifiedAt);

    const approved = await callApi('teams-approveTeams', { selectedTeams: [{ id: draft.id }] }, manager);
    expect(okBody(approved)).toEqual({ approved: 1, skipped: 0 });
    const read = okBody(await callApi('teams-getTeam', { teamId: draft.id }, manager));
    expect(read).toMatchObject({ status: 'Approved', approvedBy: 'Daniel Tan' });
    expect(read.approvedAt).toBeGreaterThan(1_700_000_000);

    const approvedList = okBody(await callApi('teams-getTeams', { status: 'approved' }, executive)).items;
    expect(approvedList.map((t) => t.code)).toContain(draft.code);

    // Saving an approved team sends it back to Draft without its approval.
    const saved = okBody(
      await callApi(
        'teams-updateTeam',
        { id: draft.id, teamName: read.teamName, teamDescription: 'Changed', status: 'Draft' },
        executive,
      ),
    );
    expect(saved.status).toBe('Draft');
    expect(saved.approvedBy).toBeUndefined();
    expect(saved.approvedAt).toBeUndefined();
  });

  it('makes a code when none is given, and keeps codes unique in the organisation (409)', async () => {
    const res = await callApi(
      'teams-createTeam',
      { teamName: 'Night shift', teamDescription: 'After 10pm', status: 'Draft' },
      manager,
    );
    expectOk(res);
    expect(res.body.code).toMatch(/^TEAM-/);

    const taken = await callApi(
      'teams-createTeam',
      { code: 'ops', teamName: 'Ops 2', teamDescription: 'x', status: 'Draft' },
      manager,
    );
    expectRefused(taken, 409);
    expect(errorInfoOf(taken).code).toBe('ALREADY_EXISTS');

    // Codes are per organisation: Other Trading may use one of Demo's. (A code after Other's SALES, so
    // Other's first team stays the one other tests pick.)
    const shared = `Z${freshCode()}`;
    const fields = { code: shared, teamName: 'Shared code', teamDescription: 'x', status: 'Draft' as const };
    expect(okBody(await callApi('teams-createTeam', fields, manager)).code).toBe(shared);
    expect(okBody(await callApi('teams-createTeam', fields, otherManager)).code).toBe(shared);
    expectRefused(await callApi('teams-createTeam', fields, otherManager), 409);
  });

  it('keeps the code of a team (employees and pay runs hold it)', async () => {
    const team = await createTeam(manager, 'Draft');
    const res = await callApi(
      'teams-updateTeam',
      { id: team.id, code: freshCode(), teamName: 'x', teamDescription: 'y', status: 'Draft' },
      manager,
    );
    expectRefused(res, 400);
    const same = await callApi(
      'teams-updateTeam',
      { id: team.id, code: team.code.toLowerCase(), teamName: 'x', teamDescription: 'y', status: 'Draft' },
      manager,
    );
    expectOk(same);
  });

  it('refuses an update over a newer version (409)', async () => {
    const team = await createTeam(manager, 'Draft');
    const fields = { id: team.id, teamName: team.teamName, teamDescription: 'first', status: 'Draft' as const };
    expectOk(await callApi('teams-updateTeam', { ...fields, modifiedAt: team.modifiedAt }, manager));
    const stale = await callApi(
      'teams-updateTeam',
      { ...fields, teamDescription: 'second', modifiedAt: team.modifiedAt },
      executive,
    );
    expectRefused(stale, 409);
  });

  it('requires the name and description, and refuses approval through an update', async () => {
    const team = await createTeam(manager, 'Draft');
    const missing = await callApi('teams-createTeam', { teamName: ' ', teamDescription: '', status: 'Draft' }, manager);
    expectRefused(missing, 400);
    expect(errorInfoOf(missing).details?.map((d) => d.field)).toEqual(
      expect.arrayContaining(['teamName', 'teamDescription']),
    );
    const approve = await callApi(
      'teams-updateTeam',
      { id: team.id, teamName: 'x', teamDescription: 'y', status: 'approved' as 'Draft' },
      manager,
    );
    expectRefused(approve, 400);
  });
});

describe('bulk approval', () => {
  it('approves only the Pending Approval teams of a selection', async () => {
    const pending = await createTeam(executive, 'Pending Approval');
    const draft = await createTeam(executive, 'Draft');
    const res = await callApi('teams-approveTeams', { selectedTeams: [pending.id, draft.id] }, manager);
    expect(okBody(res)).toEqual({ approved: 1, skipped: 1 });
    expect(okBody(await callApi('teams-getTeam', { teamId: draft.id }, manager)).status).toBe('Draft');
  });

  it("refuses (409) a selection with none Pending Approval: 'Selected items are not Pending Approval!'", async () => {
    const draft = await createTeam(executive, 'Draft');
    const res = await callApi('teams-approveTeams', { selectedTeams: [draft.id, 'team-demo-ops'] }, manager);
    expectRefused(res, 409);
    expect(errorInfoOf(res).message).toBe('Selected items are not Pending Approval!');
  });

  it('refuses unknown teams (404) and anyone but a Manager (403)', async () => {
    const pending = await createTeam(executive, 'pending_approval');
    expectRefused(await callApi('teams-approveTeams', { selectedTeams: [pending.id, 'no-such-team'] }, manager), 404);
    expectRefused(await callApi('teams-approveTeams', { selectedTeams: [pending.id] }, executive), 403);
    expectRefused(await callApi('teams-approveTeams', { selectedTeams: [pending.id] }, employee), 403);
    expect(okBody(await callApi('teams-getTeam', { teamId: pending.id }, manager)).status).toBe('Pending Approval');
  });
});

describe('roles and tenants', () => {
  it('refuses employees everything but the list', async () => {
    expectOk(await callApi('teams-getTeams', {}, employee));
    expectRefused(await callApi('teams-getTeam', { teamId: 'team-demo-ops' }, employee), 403);
    expectRefused(
      await callApi('teams-createTeam', { teamName: 'x', teamDescription: 'y', status: 'Draft' }, employee),
      403,
    );
    expectRefused(
      await callApi(
        'teams-updateTeam',
        { id: 'team-demo-ops', teamName: 'x', teamDescription: 'y', status: 'Draft' },
        employee,
      ),
      403,
    );
  });

  it("keeps another organisation's Manager away from Demo's teams", async () => {
    const team = await createTeam(executive, 'Pending Approval');
    expectRefused(await callApi('teams-getTeam', { teamId: team.id }, otherManager), 404);
    expectRefused(await callApi('teams-getTeam', { teamId: team.id, orgId: 'demo' }, otherManager), 403);
    expectRefused(
      await callApi(
        'teams-updateTeam',
        { id: team.id, teamName: 'x', teamDescription: 'y', status: 'Draft' },
        otherManager,
      ),
      404,
    );
    expectRefused(await callApi('teams-approveTeams', { selectedTeams: [team.id] }, otherManager), 404);
    expectRefused(await callApi('teams-approveTeams', { selectedTeams: [team.id], orgId: 'demo' }, otherManager), 403);
    expect(okBody(await callApi('teams-getTeams', {}, otherManager)).items.map((t) => t.id)).not.toContain(team.id);
    expect(okBody(await callApi('teams-getTeam', { teamId: team.id }, manager)).status).toBe('Pending Approval');
  });

  it('lets an admin work on a named organisation', async () => {
    expectRefused(await callApi('teams-getTeam', { teamId: 'team-demo-ops' }, admin), 400);
    expect(okBody(await callApi('teams-getTeam', { teamId: 'team-demo-ops', orgId: 'demo' }, admin)).code).toBe('OPS');
  });
});
