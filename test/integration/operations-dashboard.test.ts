import { DeleteCommand, GetCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { periodOf } from '../../shared/domain/advance-pay/advance-pay';
import { LIMIT_STATUSES } from '../../shared/domain/advance-pay/advance-transaction';
import { ORGANISATION_STATUSES } from '../../shared/domain/organisations/organisation';
import type { OperationsDashboard } from '../../shared/domain/finance/operations-dashboard';
import { asSen, rmToSen, senToRm, ZERO_SEN } from '../../shared/domain/money/money';
import { epochSeconds, klDate } from '../../shared/domain/time/time';
import { nextEndOfDayRun } from '../../shared/domain/time/working-days';
import { businessCalendar } from '../../lambdas/data/calendar/holidays';
import { ddbDoc } from '../../lambdas/core/clients/dynamodb';
import { env } from '../../lambdas/core/env';
import { lockAccount } from '../../lambdas/services/identity/account-locks';
import { runEarnedWageAccrual } from '../../lambdas/services/advance-pay/earned-wage-accrual';
import {
  FAILED_WAGES_PK,
  GSI3_DISBURSEMENTS_AWAITING_PROCESSING,
  GSI3_LOCKED_USERS,
  gsi3LockedUserSk,
  keys,
  ORGS_PK,
} from '../../lambdas/data/table/keys';
import { newRepaymentItem } from '../../lambdas/data/finance/repayments';
import { table } from '../../lambdas/data/table/table';
import { callApi, callApiRaw, errorInfoOf, okBody, signIn } from '../support/api';
import { advancePayWorld, storeWithdrawal } from '../support/advance-pay';
import { freshEmployee } from '../support/own-profile';
import { createTestUser } from '../support/users';
import { putTableItem } from '../support/table-item';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

const NAME = 'advancePayAdmin-getOperationsDashboard';
type Item = Record<string, unknown>;

let admin: string;
let world: Awaited<ReturnType<typeof advancePayWorld>>;
beforeAll(async () => {
  admin = (await signIn('admin@platform.test', DEMO_PASSWORD)).idToken;
  world = await advancePayWorld();
});

const dashboard = async (): Promise<OperationsDashboard> => {
  return okBody(await callApi(NAME, {}, admin));
};

/** Every item of the test stack's table (a test may scan; the product never does). */
async function scanTable(): Promise<Item[]> {
  const items: Item[] = [];
  let start: Item | undefined;
  do {
    const res = await (
      await ddbDoc()
    ).send(
      new ScanCommand({
        TableName: env.tableName,
        ExclusiveStartKey: start,
        ConsistentRead: true,
        // Only the items and attributes the figures are made of (expectedFigures): the shared test
        // table is large, and a scan must be quick for the before/after comparison to meet a quiet moment.
        FilterExpression:
          'entity IN (:org, :tx, :payRun, :disbursement, :repayment) OR pk = :failed OR (entity = :user AND locked = :true)',
        ProjectionExpression:
          'pk, entity, deleted, id, orgId, #status, sentToBank, amountSen, netAmountSen, periodKey, locked, dueDate, amountDueSen',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':org': 'organisation',
          ':tx': 'advanceTransaction',
          ':payRun': 'payRun',
          ':disbursement': 'disbursement',
          ':repayment': 'repayment',
          ':user': 'user',
          ':true': true,
          ':failed': FAILED_WAGES_PK,
        },
      }),
    );
    items.push(...(res.Items ?? []));
    start = res.LastEvaluatedKey;
  } while (start);
  return items;
}

const rm = (sen: number) => senToRm(asSen(sen));
const queue = (txs: Item[]) => ({
  count: txs.length,
  amount: rm(txs.reduce((n, t) => n + Number(t.amountSen), 0)),
  netAmount: rm(txs.reduce((n, t) => n + Number(t.netAmountSen ?? t.amountSen), 0)),
});

/** Settlements due before today (Malaysia time) with something still due: count and RM still due. */
function overdue(settlements: Item[]) {
  const today = klDate();
  const late = settlements.filter((r) => String(r.dueDate) < today && Number(r.amountDueSen) > 0);
  return { count: late.length, amount: rm(late.reduce((n, r) => n + Number(r.amountDueSen), 0)) };
}

/**
 * The dashboard's figures computed the slow way, from every stored item (not from the indexes
 * and summaries the callable reads), so the two are independent.
 */
function expectedFigures(items: Item[]) {
  const liveOrgs = items.filter((i) => i.pk === ORGS_PK && i.entity === 'organisation' && i.deleted !== true);
  const live = new Set(liveOrgs.map((o) => String(o.id)));
  const txs = items.filter((i) => i.entity === 'advanceTransaction');
  const waiting = txs.filter((t) => t.status === 'approved' || (t.status === 'processing' && !t.sentToBank));
  const sent = txs.filter((t) => t.status === 'processing' && t.sentToBank === true);
  const periodKey = periodOf().key;
  const month = txs.filter(
    (t) =>
      t.periodKey === periodKey &&
      live.has(String(t.orgId)) &&
      (LIMIT_STATUSES as readonly unknown[]).includes(t.status),
  );
  return {
    endOfDay: {
      waiting: queue(waiting),
      approved: waiting.filter((t) => t.status === 'approved').length,
      sentToBank: queue(sent),
    },
    month: {
      count: month.length,
      amount: rm(month.reduce((n, t) => n + Number(t.amountSen), 0)),
      organisations: new Set(month.map((t) => t.orgId)).size,
    },
    failedEarnedWages: { count: items.filter((i) => i.pk === FAILED_WAGES_PK).length },
    payRuns: {
      awaitingPayment: items.filter(
        (i) => i.entity === 'payRun' && (i.status === 'approved' || i.status === 'pending_payment'),
      ).length,
    },
    lockedAccounts: { count: items.filter((i) => i.entity === 'user' && i.locked === true).length },
    disbursements: {
      awaitingProcessing: items.filter((i) => i.entity === 'disbursement' && i.status === 'approved').length,
    },
    overdueSettlements: overdue(items.filter((i) => i.entity === 'repayment')),
    organisations: {
      total: liveOrgs.length,
      byStatus: Object.fromEntries(
        ORGANISATION_STATUSES.map((s) => [s, liveOrgs.filter((o) => o.status === s).length]),
      ),
    },
  };
}

/**
 * The dashboard against the stored items: other test files change the same table meanwhile, so a
 * difference is read again (the table, then the dashboard) until the two agree. A wrong figure
 * never agrees; a busy table only takes longer.
 */
async function dashboardMatchesTheTable(
  only?: readonly (keyof ReturnType<typeof expectedFigures>)[],
): Promise<OperationsDashboard> {
  // Only the figures named (all by default): other test files change the rest meanwhile, which
  // would only make the quiet moment rarer.
  const pick = (figures: Record<string, unknown>) =>
    only ? Object.fromEntries(only.map((name) => [name, figures[name]])) : figures;
  let lastDifference = '';
  for (let attempt = 0; attempt < 30; attempt++) {
    const before = pick(expectedFigures(await scanTable()));
    const answer = await dashboard();
    const shown = pick({
      endOfDay: {
        waiting: answer.endOfDay.waiting,
        approved: answer.endOfDay.approved,
        sentToBank: answer.endOfDay.sentToBank,
      },
      month: { count: answer.month.count, amount: answer.month.amount, organisations: answer.month.organisations },
      failedEarnedWages: answer.failedEarnedWages,
      payRuns: { awaitingPayment: answer.payRuns.awaitingPayment },
      lockedAccounts: { count: answer.lockedAccounts.count },
      disbursements: answer.disbursements,
      overdueSettlements: { count: answer.overdueSettlements.count, amount: answer.overdueSettlements.amount },
      organisations: answer.organisations,
    });
    if (JSON.stringify(shown) === JSON.stringify(before)) return answer;
    lastDifference = `${JSON.stringify(shown)}\n  !=\n${JSON.stringify(before)}`;
  }
  throw new Error(`The dashboard never matched the stored items:\n${lastDifference}`);
}

describe('advancePayAdmin-getOperationsDashboard', () => {
  it.each([
    ['Manager', () => world.manager.token],
    ['Executive', () => world.executive.token],
    ['employee', () => world.employee.token],
  ])('refuses a %s (403)', async (_role, token) => {
    const res = await callApi(NAME, {}, token());
    expect(res.status).toBe(403);
    expect(errorInfoOf(res).code).toBe('FORBIDDEN');
  });

  it('answers a superadmin too, and refuses any input (400)', async () => {
    const superadmin = await createTestUser({ role: 'superadmin' });
    const token = (await signIn(superadmin.email, superadmin.password)).idToken;
    expect((await callApi(NAME, {}, token)).status).toBe(200);
    expect((await callApiRaw(NAME, { orgId: world.orgId }, admin)).status).toBe(400);
  });

  // The platform-wide figures are compared with the stored items in the end-of-day test below; here
  // the other test files running alongside keep changing them, so this organisation's own show.
  it("shows the organisation's month, its failed wage and its locked account", async () => {
    const ic = world.employee.employee.employeeICNumber;
    // Large amounts put the organisation in the month's top 10 whatever the other tests stored.
    for (const [status, amount] of [
      ['pending', 91_000],
      ['approved', 92_000],
      ['approved', 93_000],
      ['processing', 94_000],
      ['completed', 95_000],
      ['rejected', 96_000],
      ['cancelled', 97_000],
    ] as const) {
      await storeWithdrawal(world.orgId, ic, { status, amount });
    }
    const noSalary = await freshEmployee(world.orgId, {
      salarySen: undefined,
      bank: 'Maybank',
      bankCode: 'MBBEMYKL',
      accountNumber: '1234567890',
    });
    expect((await runEarnedWageAccrual({ orgId: world.orgId })).recorded).toBe(1);
    const lockedAt = epochSeconds();
    await lockAccount(noSalary.user, 'a test lock', lockedAt);

    const answer = await dashboard();
    expect(answer.lockedAccounts.count).toBeGreaterThanOrEqual(1);

    // Rejected and cancelled withdrawals are not this month's withdrawals.
    expect(answer.month).toMatchObject({ periodKey: periodOf().key, period: periodOf().text });
    expect(answer.month.top).toContainEqual({ orgId: world.orgId, orgName: world.org.name, count: 5, amount: 465_000 });
    const amounts = answer.month.top.map((o) => o.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(answer.lockedAccounts.latest).toContainEqual({
      userId: noSalary.user.id,
      orgId: world.orgId,
      orgName: world.org.name,
      name: noSalary.user.displayName,
      email: noSalary.user.email,
      lockedAt,
      lockedReason: 'a test lock',
    });
    const asOf = new Date(answer.asOf * 1000);
    expect(answer.endOfDay.nextRunAt).toBe(epochSeconds(nextEndOfDayRun(asOf, await businessCalendar(asOf))));
    expect(answer.failedEarnedWages.count).toBeGreaterThanOrEqual(1);

    // An unlock takes the account off the dashboard (and out of its index).
    const unlock = await callApi(
      'employees-unlockAccount',
      { employeeICNumber: noSalary.employee.employeeICNumber },
      world.manager.token,
    );
    expect(unlock.status).toBe(200);
    const after = await dashboard();
    const { Item: unlocked } = await (
      await ddbDoc()
    ).send(new GetCommand({ TableName: env.tableName, Key: keys.user(world.orgId, noSalary.user.id) }));
    expect(unlocked).not.toHaveProperty('gsi3pk');
    expect(after.lockedAccounts.latest.some((l) => l.userId === noSalary.user.id)).toBe(false);
  });

  // The whole shared test table is read: slow when other files have filled it.
  it(
    'a login locked before the locked-accounts index existed is counted once the records migration has run',
    { timeout: 180_000 },
    async () => {
      const old = await createTestUser({ role: 'employee', orgId: world.orgId, acceptedTerms: true });
      const lockedAt = epochSeconds() - 86_400;
      // As a lock was stored before: the record marked, no index attributes.
      await (
        await ddbDoc()
      ).send(
        new UpdateCommand({
          TableName: env.tableName,
          Key: keys.user(world.orgId, old.id),
          UpdateExpression: 'SET locked = :true, lockedAt = :at, lockedReason = :why',
          ExpressionAttributeValues: { ':true': true, ':at': lockedAt, ':why': '5 wrong verification codes' },
        }),
      );
      let cursor: string | undefined;
      do {
        const res = await callApi('advancePayAdmin-refactorToUseEmployeeICNumber', cursor ? { cursor } : {}, admin);
        cursor = okBody(res).nextCursor;
      } while (cursor);

      // The stored lock is indexed by its lock time, where the dashboard counts locks.
      const { Item } = await (
        await ddbDoc()
      ).send(new GetCommand({ TableName: env.tableName, Key: keys.user(world.orgId, old.id) }));
      expect(Item).toMatchObject({
        gsi3pk: GSI3_LOCKED_USERS,
        gsi3sk: gsi3LockedUserSk(lockedAt, world.orgId, old.id),
      });
    },
  );

  // The whole shared test table is read: slow when other files have filled it.
  it(
    'counts the disbursements waiting to be processed and the overdue settlements (due before today, something still due)',
    { timeout: 180_000 },
    async () => {
      const orgId = world.orgId;
      const today = klDate();
      const day = (offset: number) => klDate(new Date(Date.now() + offset * 86_400_000));
      const now = epochSeconds();
      // Stand-ins of other modules' records, removed afterwards so that no other test's list meets them.
      const written: { pk: string; sk: string }[] = [];
      // As the disbursements module stores them: GSI3 exactly while approved.
      for (const status of ['approved', 'approved', 'processing'] as const) {
        const id = ulid();
        written.push(keys.disbursement(orgId, id));
        await putTableItem({
          ...keys.disbursement(orgId, id),
          entity: 'disbursement',
          version: 1,
          id,
          orgId,
          status,
          date: today,
          ...(status === 'approved'
            ? { gsi3pk: GSI3_DISBURSEMENTS_AWAITING_PROCESSING, gsi3sk: `${today}#${orgId}#${id}` }
            : {}),
        });
      }
      const settlement = (dueDate: string, amountDue: number) => {
        const id = ulid();
        written.push(keys.repayment(orgId, id));
        return {
          id,
          orgId,
          disbursementId: ulid(),
          disbursement: { orgName: world.org.name, name: 'Dashboard test' },
          dueDate,
          amountDueSen: rmToSen(amountDue),
          amountRepaidSen: ZERO_SEN,
          createdAt: now,
          modifiedAt: now,
        };
      };
      const oldest = day(-400);
      await table.transact(
        [
          settlement(oldest, 1_000.1), // overdue
          settlement(day(-1), 250.25), // overdue
          settlement(day(-3), 0), // paid off: not overdue
          settlement(today, 500), // due today: not yet overdue
          settlement(day(5), 700), // not due
        ].map(newRepaymentItem),
      );

      try {
        const answer = await dashboardMatchesTheTable(['disbursements', 'overdueSettlements']);
        expect(answer.disbursements.awaitingProcessing).toBeGreaterThanOrEqual(2);
        expect(answer.overdueSettlements.count).toBeGreaterThanOrEqual(2);
        expect(answer.overdueSettlements.amount).toBeGreaterThanOrEqual(1_250.35);
        // Nothing else in the test stack is due more than a year ago before this test's.
        expect((answer.overdueSettlements.oldestDueDate ?? '9999-12-31') <= oldest).toBe(true);
      } finally {
        for (const key of written)
          await (await ddbDoc()).send(new DeleteCommand({ TableName: env.tableName, Key: key }));
      }
    },
  );

  it(
    'after an end of day the sent withdrawals count as waiting for Complete all, and after it as neither; every figure agrees with the stored items',
    { timeout: 300_000 },
    async () => {
      const other = await advancePayWorld();
      const ic = other.employee.employee.employeeICNumber;
      await storeWithdrawal(other.orgId, ic, { status: 'approved', amount: 300 });
      await storeWithdrawal(other.orgId, ic, {
        status: 'approved',
        amount: 200,
        serviceFeePaidBy: 'employer',
        fee: 10,
      });
      await dashboardMatchesTheTable();

      const run = await callApi('advancePayAdmin-endOfDayProcessing', { orgId: other.orgId }, admin);
      expect(okBody(run).count).toBe(2);
      await dashboardMatchesTheTable();

      const done = await callApi('advancePayAdmin-completeAll', { orgId: other.orgId, transferDate: klDate() }, admin);
      expect(okBody(done).count).toBe(2);
      await dashboardMatchesTheTable();
    },
  );
});
