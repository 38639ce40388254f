import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { periodOf } from '../../shared/domain/advance-pay/advance-pay';
import type { ElectedWallet } from '../../shared/domain/benefits/elected-wallet';
import type { EmployeeBenefitRecord } from '../../shared/domain/benefits/employee-benefit';
import {
  payRunFieldsToSen,
  type PayRunFields,
  type PayRunRecord,
  type PayRunStatus,
} from '../../shared/domain/benefits/pay-run';
import { rmToSen } from '../../shared/domain/money/money';
import { computePayRun } from '../../shared/domain/benefits/pay-run-computation';
import { ddbDoc } from '../../lambdas/core/clients/dynamodb';
import { env } from '../../lambdas/core/env';
import { listElectionsOfOrg, toElectedWalletItem } from '../../lambdas/data/benefits/elected-wallets';
import { listApprovedBenefits, toBenefitItem } from '../../lambdas/data/benefits/employee-benefits';
import { listCategories } from '../../lambdas/data/organisations/employee-categories';
import { getEmployee, listAllEmployees } from '../../lambdas/data/employees/employees';
import { keys } from '../../lambdas/data/table/keys';
import { listOffices } from '../../lambdas/data/organisations/offices';
import { putIfAbsent } from '../../lambdas/data/table/org-items';
import { toPayRunItem, toRunEmployeeItem } from '../../lambdas/data/benefits/pay-runs';
import { table } from '../../lambdas/data/table/table';
import { listTeams } from '../../lambdas/data/organisations/teams';
import { writePayoutFiles } from '../../lambdas/services/benefits/pay-runs';
import { demoDirectory } from './seed-employees';
import { DEMO_CATEGORY_IDS } from './seed-lookups';
import { DEMO_WALLET_IDS } from './seed-wallets';
import { preparedByUser } from '../../shared/domain/organisations/maker-checker';
import { seedPreparer, type SeedPreparer } from './seed-maker-checker';

/**
 * Demo benefit pay runs (docs/demo-data.md), computed with the product's own pay run module from
 * the seeded records: Demo has a run in every status (a pending_payment one with its payout files,
 * a completed one with a failed payment); Other has a completed run that paid employee@other.test.
 *
 * The runs need approved benefits, wallet elections and employees placed in teams and categories.
 * The benefits and elections areas seed their own; whatever is missing here is topped up with the
 * minimum through the repositories' item builders (never replacing what exists).
 */

/** The seed's run ids: Demo's n-th run of the plan below (1 draft … 6 completed), Other's. */
export const PAYRUN_ID = (org: 'D' | 'O', n: number) => `01JDEMO0PAYRUN00000000${org}${String(n).padStart(3, '0')}`;
const DANIEL = 'Daniel Tan';
const RAJESH = 'Rajesh Kumar';
/** The login employee of Other (employee@other.test) who gets a payout. */
const OTHER_LOGIN_IC = '920202106789';

const wallet = (id: string, name: string) => ({ walletId: id, name });
const TNG = wallet(DEMO_WALLET_IDS.tng, "Touch 'n Go eWallet");
const GRAB = wallet(DEMO_WALLET_IDS.grab, 'GrabPay');
const BOOST = wallet(DEMO_WALLET_IDS.boost, 'Boost');

/** Place an employee in a team, category and office, only where the record has none yet. */
async function place(
  orgId: string,
  ic: string,
  team: { code: string; teamName: string },
  categoryId: string,
  officeId?: string,
) {
  try {
    await (
      await ddbDoc()
    ).send(
      new UpdateCommand({
        TableName: env.tableName,
        Key: keys.employee(orgId, ic),
        // Each only where the employee has none yet (the benefits and compensation seeds place some first).
        UpdateExpression: `SET team = if_not_exists(team, :team), employeeCategoryId = if_not_exists(employeeCategoryId, :cat)${officeId ? ', officeId = if_not_exists(officeId, :office)' : ''}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':team': team, ':cat': categoryId, ...(officeId ? { ':office': officeId } : {}) },
      }),
    );
  } catch (err) {
    if ((err as Error).name !== 'ConditionalCheckFailedException') throw err;
  }
}

/** Elections for an employee who has none (with the running total the elections area keeps). */
async function electIfNone(
  orgId: string,
  ic: string,
  shares: [{ walletId: string; name: string }, number][],
  existing: ReadonlyMap<string, unknown>,
  at: number,
) {
  if (existing.has(ic)) return;
  for (const [i, [w, percentage]] of shares.entries()) {
    const election: ElectedWallet = {
      id: `01JDEMO0ELECTION${ic.slice(-9)}${i}`,
      orgId,
      employeeICNumber: ic,
      ...w,
      accountNumber: `01${ic.slice(-8)}${i}`,
      percentage,
      accountVerified: 'Yes',
      createdAt: at,
      modifiedAt: at,
    };
    await putIfAbsent(toElectedWalletItem(election));
  }
  await putIfAbsent({
    ...keys.electionTotal(orgId, ic),
    entity: 'electionTotal',
    version: 1,
    total: shares.reduce((s, [, p]) => s + p, 0),
  });
}

/** Approved benefits of a category when the organisation has none yet. */
async function benefitsIfNone(
  orgId: string,
  list: Omit<EmployeeBenefitRecord, 'orgId' | 'status' | 'createdAt' | 'modifiedBy' | 'modifiedDate'>[],
  by: string,
  at: number,
) {
  if ((await listApprovedBenefits(orgId)).length) return;
  for (const b of list)
    await putIfAbsent(
      toBenefitItem({
        ...b,
        orgId,
        status: 'Approved',
        createdAt: at,
        modifiedBy: by,
        modifiedDate: at,
        approvedBy: by,
        approvedDate: at,
      }),
    );
}

/**
 * One run in a given status, computed from the organisation's records now: prepared by
 * `people.preparer`, approved (from approved on) by `people.approver` (docs/rules.md#maker-checker).
 */
async function seedRun(
  orgId: string,
  id: string,
  status: PayRunStatus,
  fields: PayRunFields,
  people: { preparer: SeedPreparer; approver: string },
  at: number,
  failed?: { index: number; reason: string },
) {
  const by = people.preparer.name;
  const { Item } = await table.get({ Key: keys.payRun(orgId, id) });
  if (Item) return;
  const [employees, categories, offices, benefits, elections, teams] = await Promise.all([
    listAllEmployees(orgId, 'approved'),
    listCategories(orgId, 'Approved'),
    listOffices(orgId),
    listApprovedBenefits(orgId),
    listElectionsOfOrg(orgId),
    listTeams(orgId, 'Approved'),
  ]);
  const computed = computePayRun({
    employees,
    categories,
    officeCodes: new Map(offices.map((o) => [o.id, o.officeCode])),
    benefits,
    elections,
    fields: payRunFieldsToSen(fields),
  });
  if (!computed.eligibleEmployees) return;
  const period = periodOf(new Date(at * 1000));
  const approved = ['approved', 'pending_payment', 'processing', 'completed', 'cancelled'].includes(status);
  const paid = computed.employees.filter((e) => e.eligible);
  const failedIc = failed ? paid[Math.min(failed.index, paid.length - 1)]?.employeeNumber : undefined;
  let run: PayRunRecord = {
    id,
    orgId,
    period: period.text,
    periodKey: period.key,
    payDay: fields.payDay,
    payType: fields.payType,
    status,
    benefitName: fields.benefitName,
    amountSen: rmToSen(fields.amount),
    grouping: fields.grouping,
    ...(fields.grouping === 'teams'
      ? {
          eligibleTeams: teams
            .filter((t) => fields.eligibleTeams?.includes(t.code))
            .map((t) => ({ code: t.code, teamName: t.teamName, teamDescription: t.teamDescription })),
        }
      : {
          eligibleCategories: categories
            .filter((c) => fields.eligibleCategories?.includes(c.id))
            .map((c) => ({ id: c.id, code: c.code, name: c.name, description: c.description })),
        }),
    employeesNetPaySen: computed.employeesNetPaySen,
    totalEmployees: computed.totalEmployees,
    eligibleEmployees: computed.eligibleEmployees,
    computationId: 'seed',
    createdBy: by,
    createdAt: at,
    modifiedBy: approved ? 'Platform Admin' : by,
    modifiedAt: at + 60,
    ...(approved ? { approvedBy: people.approver, approvedAt: at + 30 } : {}),
    ...preparedByUser(people.preparer),
    ...(status === 'completed'
      ? {
          completedAt: at + 60,
          ...(failedIc && failed ? { failedEmployees: [failedIc], failureReason: failed.reason } : {}),
        }
      : {}),
  };
  if (['pending_payment', 'processing', 'completed'].includes(status))
    run = { ...run, payoutFiles: await writePayoutFiles(run, computed.employees) };
  for (const e of computed.employees) await table.put({ Item: toRunEmployeeItem(run, e) });
  await putIfAbsent(toPayRunItem(run));
}

export async function seedPayRuns(now: number): Promise<void> {
  // Demo: Staff in Operations and Finance, at the KL and JB offices.
  const demo = demoDirectory('demo', 24, 4, 1, now).filter((e) => e.status === 'approved');
  const ops = { code: 'OPS', teamName: 'Operations', teamDescription: 'Store and warehouse operations' };
  const fin = { code: 'FIN', teamName: 'Finance', teamDescription: 'Accounts and payroll' };
  for (const [i, e] of demo.slice(0, 8).entries())
    await place(
      'demo',
      e.employeeICNumber,
      i < 5 ? ops : fin,
      DEMO_CATEGORY_IDS.demoApproved,
      i % 2 ? 'office-demo-jb' : 'office-demo-kl',
    );
  await benefitsIfNone(
    'demo',
    [
      {
        id: '01JDEMO0BENEFIT00000PAYRUN1',
        name: 'Meal allowance',
        amountSen: rmToSen(150),
        employeeCategory: 'Staff',
        employeeCategoryId: DEMO_CATEGORY_IDS.demoApproved,
        officeCode: '',
        recurrence: 'Monthly',
      },
      {
        id: '01JDEMO0BENEFIT00000PAYRUN2',
        name: 'KL transport',
        amountSen: rmToSen(80.5),
        employeeCategory: 'Staff',
        employeeCategoryId: DEMO_CATEGORY_IDS.demoApproved,
        officeCode: 'KL',
        recurrence: 'Monthly',
      },
    ],
    DANIEL,
    now,
  );
  const demoElections = await listElectionsOfOrg('demo');
  const shares: [typeof TNG, number][][] = [
    [[TNG, 100]],
    [
      [TNG, 60],
      [GRAB, 40],
    ],
    [[GRAB, 100]],
    [
      [TNG, 33],
      [BOOST, 33],
      [GRAB, 34],
    ],
    [[BOOST, 100]],
    [[TNG, 50]], // incomplete: not paid
    [[GRAB, 100]],
    [
      [TNG, 70],
      [BOOST, 30],
    ],
  ];
  for (const [i, e] of demo.slice(0, 8).entries())
    await electIfNone('demo', e.employeeICNumber, shares[i], demoElections, now);

  // Other: employee@other.test in Sales, paid by a completed run (their My Payouts).
  if (await getEmployee('other', OTHER_LOGIN_IC)) {
    await place('other', OTHER_LOGIN_IC, { code: 'SALES', teamName: 'Sales' }, DEMO_CATEGORY_IDS.otherApproved);
    await electIfNone(
      'other',
      OTHER_LOGIN_IC,
      [
        [TNG, 70],
        [GRAB, 30],
      ],
      await listElectionsOfOrg('other'),
      now,
    );
  }

  const day = 86400;
  const payDay = (offsetDays: number) => new Date((now + offsetDays * day) * 1000).toISOString().slice(0, 10);
  const teams = (
    codes: string[],
    benefitName: string,
    amount: number,
    payType: 'Regular' | 'Ad-hoc' = 'Regular',
  ): PayRunFields => ({
    payType,
    payDay: payDay(7),
    benefitName,
    amount,
    grouping: 'teams',
    eligibleTeams: codes,
  });
  const plan: [number, PayRunStatus, PayRunFields, { index: number; reason: string }?][] = [
    [1, 'draft', teams(['OPS'], 'December festive bonus', 200, 'Ad-hoc')],
    [2, 'pending_approval', teams(['OPS', 'FIN'], 'Monthly benefits', 50)],
    [3, 'approved', teams(['FIN'], 'Year-end appreciation', 300, 'Ad-hoc')],
    [4, 'pending_payment', teams(['OPS', 'FIN'], 'Monthly benefits', 50)],
    [5, 'processing', teams(['OPS'], 'Overtime meals', 40.25, 'Ad-hoc')],
    [
      6,
      'completed',
      teams(['OPS', 'FIN'], 'Monthly benefits', 50),
      { index: 1, reason: 'Wallet account closed by the provider' },
    ],
    [7, 'cancelled', teams(['FIN'], 'Training allowance', 120, 'Ad-hoc')],
    [8, 'deleted', teams(['OPS'], 'Duplicate run', 10, 'Ad-hoc')],
  ];
  // Demo's Executive prepares every run, its Manager approves them: the pending one is his to approve.
  const demoPeople = { preparer: await seedPreparer('demoExecutive'), approver: DANIEL };
  for (const [n, status, fields, failed] of plan)
    await seedRun('demo', PAYRUN_ID('D', n), status, fields, demoPeople, now - (10 - n) * day, failed);

  await seedRun(
    'other',
    PAYRUN_ID('O', 1),
    'completed',
    {
      payType: 'Regular',
      payDay: payDay(-3),
      benefitName: 'Sales incentive',
      amount: 250,
      grouping: 'teams',
      eligibleTeams: ['SALES'],
    },
    // Other has a single Manager: the provider switched two people for money off for it.
    { preparer: await seedPreparer('otherManager'), approver: RAJESH },
    now - 5 * day,
  );
}
