import { describe, expect, it } from 'vitest';
import { DEMO_POLICY_IDS, seedCompensation } from '../../dev/seeds/seed-compensation';
import { epochSeconds } from '../../shared/domain/time/time';
import { listAllEmployees } from '../../lambdas/data/employees/employees';
import { getPolicy, listPayRanges } from '../../lambdas/data/benefits/compensation-policies';
import { listTeams } from '../../lambdas/data/organisations/teams';

describe('compensation and team demo data', () => {
  it('has an approved policy with three ranges and a pending one', async () => {
    expect(await getPolicy('demo', DEMO_POLICY_IDS.approved)).toMatchObject({
      status: 'approved',
      approvedBy: 'Daniel Tan',
    });
    expect(await getPolicy('demo', DEMO_POLICY_IDS.pending)).toMatchObject({ status: 'pending_approval' });
    expect((await listPayRanges('demo', DEMO_POLICY_IDS.approved)).map((r) => r.jobLevelName).sort()).toEqual([
      'Executive',
      'Manager',
      'Senior Executive',
    ]);
  });

  it('puts Demo’s approved employees into its two approved teams, and a second run changes nothing', async () => {
    const teams = await listTeams('demo', 'Approved');
    const employees = await listAllEmployees('demo', 'approved');
    for (const code of ['OPS', 'FIN']) {
      expect(teams.map((t) => t.code)).toContain(code);
      expect(employees.filter((e) => e.team?.code === code).length).toBeGreaterThan(0);
    }
    // Employees already in a team keep it (other tests add employees without one meanwhile).
    const before = employees.filter((e) => e.team).map((e) => [e.employeeICNumber, e.team?.code]);
    await seedCompensation(epochSeconds());
    const after = (await listAllEmployees('demo', 'approved')).map((e) => [e.employeeICNumber, e.team?.code]);
    expect(after).toEqual(expect.arrayContaining(before));
    expect(await getPolicy('demo', DEMO_POLICY_IDS.approved)).toMatchObject({ status: 'approved' });
  });
});
