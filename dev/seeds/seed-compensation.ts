import type { CompensationPolicy, PayRangeRecord } from '../../shared/domain/benefits/compensation-policy';
import { rmToSen } from '../../shared/domain/money/money';
import type { Team } from '../../shared/domain/employees/team';
import { putPolicyIfAbsent } from '../../lambdas/data/benefits/compensation-policies';
import { listAllEmployees } from '../../lambdas/data/employees/employees';
import { keys } from '../../lambdas/data/table/keys';
import { isWriteConflict, table } from '../../lambdas/data/table/table';
import { listTeams } from '../../lambdas/data/organisations/teams';

/** Fixed ids, so a second run finds what the first wrote (and the OpenAPI examples name a real policy). */
export const DEMO_POLICY_IDS = {
  approved: '01JDEMO0COMPPOLICY00000001',
  pending: '01JDEMO0COMPPOLICY00000002',
} as const;

const MANAGER = 'Daniel Tan';

/** Demo's approved policy with three ranges (Executive, Senior Executive, Manager), and a pending one with one range. */
function demoPolicies(now: number): { policy: CompensationPolicy; ranges: PayRangeRecord[] }[] {
  const by = { createdBy: MANAGER, createdAt: now, modifiedBy: MANAGER, modifiedAt: now };
  const range = (
    policyId: string,
    n: number,
    level: { id: string; name: string; grade: number },
    [minimum, midpoint, maximum]: [number, number, number],
  ): PayRangeRecord => ({
    id: `${policyId.slice(0, 20)}RANGE${n}`,
    orgId: 'demo',
    policyId,
    jobLevel: level.id,
    jobLevelName: level.name,
    jobGrade: level.grade,
    minimumSen: rmToSen(minimum),
    midpointSen: rmToSen(midpoint),
    maximumSen: rmToSen(maximum),
    deleted: false,
    ...by,
  });
  const EX = { id: 'joblevel-demo-ex', name: 'Executive', grade: 4 };
  const SE = { id: 'joblevel-demo-se', name: 'Senior Executive', grade: 6 };
  const MG = { id: 'joblevel-demo-mg', name: 'Manager', grade: 9 };
  const SM = { id: 'joblevel-demo-sm', name: 'Senior Manager', grade: 12 };
  return [
    {
      policy: {
        id: DEMO_POLICY_IDS.approved,
        orgId: 'demo',
        compensationName: 'Annual Fixed Pay 2026',
        status: 'approved',
        ...by,
        createdAt: now - 86400,
        approvedBy: MANAGER,
        approvedAt: now,
      },
      ranges: [
        range(DEMO_POLICY_IDS.approved, 1, EX, [36000, 45000, 54000]),
        range(DEMO_POLICY_IDS.approved, 2, SE, [48000, 60000, 72000]),
        range(DEMO_POLICY_IDS.approved, 3, MG, [72000, 90000, 108000]),
      ],
    },
    {
      policy: {
        id: DEMO_POLICY_IDS.pending,
        orgId: 'demo',
        compensationName: 'Annual Fixed Pay 2027',
        status: 'pending_approval',
        ...by,
      },
      ranges: [range(DEMO_POLICY_IDS.pending, 1, SM, [120000, 150000, 180000])],
    },
  ];
}

/**
 * Put Demo's approved employees without a team into its approved teams, in turns (by IC number),
 * so pay runs grouped by team have employees. An employee given a team elsewhere keeps it.
 */
async function seedTeamMembers(orgId: string): Promise<void> {
  const teams: Team[] = (await listTeams(orgId, 'Approved')).sort((a, b) => a.code.localeCompare(b.code));
  if (!teams.length) return;
  const employees = (await listAllEmployees(orgId, 'approved'))
    .filter((e) => !e.team)
    .sort((a, b) => a.employeeICNumber.localeCompare(b.employeeICNumber));
  for (const [i, employee] of employees.entries()) {
    const { code, teamName, teamDescription } = teams[i % teams.length];
    try {
      await table.update({
        Key: keys.employee(orgId, employee.employeeICNumber),
        UpdateExpression: 'SET team = :team',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(team)',
        ExpressionAttributeValues: { ':team': { code, teamName, ...(teamDescription ? { teamDescription } : {}) } },
      });
    } catch (err) {
      if (!isWriteConflict(err)) throw err;
    }
  }
}

/** Compensation policies with pay ranges, and team members (eBenefits demo data; docs/demo-data.md). Idempotent. */
export async function seedCompensation(now: number): Promise<void> {
  for (const { policy, ranges } of demoPolicies(now)) await putPolicyIfAbsent(policy, ranges);
  await seedTeamMembers('demo');
}
