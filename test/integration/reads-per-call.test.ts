import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { periodFromKey, periodOf } from '../../shared/domain/advance-pay/advance-pay';
import { advancePayWorld, freshAdvancePayOrg, storeWithdrawal } from '../support/advance-pay';
import { signIn } from '../support/api';
import { countedCalls, type HandlerAnswer } from '../support/counted-calls';
import type { RequestCount } from '../support/dynamo-requests';
import { codeSentTo } from '../support/own-profile';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';
import { PLATFORM_MONTH_SHARDS } from '../../lambdas/data/table/keys';

/**
 * At most 3 DynamoDB reads a call on the money path and in the load benchmark's mix (issue 15,
 * docs/data-model.md#reads-per-call): each callable runs here, in this worker, with a counter on
 * its DynamoDB client, and its requests are checked. A BatchGetItem of several keys is one read;
 * the organisation's fairness count is a write for the callables that may write, none for a read
 * (docs/architecture.md#per-organisation-fairness). Unlike the load benchmark this does not depend on
 * timing: it counts one call of each.
 */

const MAX_READS = 3;

const calls = countedCalls();
afterAll(() => calls.stop());
const callCounted = calls.call;

/** The call answered 200 with at most MAX_READS reads and exactly `writes` writes. */
function expectWithinBudget(out: { answer: HandlerAnswer; requests: RequestCount }, writes: number) {
  expect(out.answer.statusCode, out.answer.body).toBe(200);
  expect(out.requests.reads, out.requests.commands.join(', ')).toBeLessThanOrEqual(MAX_READS);
  expect(out.requests.writes, out.requests.commands.join(', ')).toBe(writes);
}

let world: Awaited<ReturnType<typeof advancePayWorld>>;
let admin: string;

beforeAll(async () => {
  world = await advancePayWorld();
  admin = (await signIn('admin@platform.test', DEMO_PASSWORD)).idToken;
});

describe('an employee on the money path', () => {
  it('reads the balance and the dashboard in 3 reads (user with organisation, one BatchGetItem, one Query), no write (the fairness count of a read stays in the container)', async () => {
    // A function's first call reads the business calendar (one Query a year: this one and the next),
    // kept a minute (docs/rules.md#business-calendar): not a cost of each call.
    const cold = await callCounted('advancePayEmployee-getAdvancePayBalance', {}, world.employee.token);
    expect(cold.requests.reads, cold.requests.commands.join(', ')).toBeLessThanOrEqual(MAX_READS + 2);
    const balance = await callCounted('advancePayEmployee-getAdvancePayBalance', {}, world.employee.token);
    expectWithinBudget(balance, 0);
    // The chain reads the user with their organisation in one BatchGetItem (shared/registry/org-gate.ts).
    expect(balance.requests.commands).toEqual(['BatchGetItemCommand', 'BatchGetItemCommand', 'QueryCommand']);
    expect(JSON.parse(balance.answer.body)).toMatchObject({ policy: { type: 'GENERAL' }, blocked: null });

    expectWithinBudget(await callCounted('advancePayEmployee-employeeDashboard', {}, world.employee.token), 0);
  });

  it('asks for a code and confirms the withdrawal within 3 reads each', async () => {
    // The code: the fairness count, the number's daily SMS count, the code's conditional write and the SMS in the outbox.
    const sent = await callCounted(
      'advancePayEmployee-sendVerificationCode',
      { amount: 100, reason: 'Bills' },
      world.employee.token,
    );
    expectWithinBudget(sent, 4);
    const code = await codeSentTo(world.employee.employee.mobileNumber ?? '');

    // The withdrawal: the fairness count, the code's try, and ONE TransactWriteItems (the withdrawal,
    // its summaries, the frequency guard and the code's consumption). No notifications e-mail is set;
    // the employee's notice, SMS and e-mail, is two writes in the local outbox and no read.
    const initiated = await callCounted(
      'advancePayEmployee-initiateTransaction',
      { amount: 100, reasonForWithdrawal: 'Bills', verificationCode: code },
      world.employee.token,
    );
    expectWithinBudget(initiated, 5);
    expect(initiated.requests.commands).toContain('TransactWriteItemsCommand');
    expect(JSON.parse(initiated.answer.body)).toMatchObject({ status: 'pending', amount: 100 });
  });
});

describe("the load benchmark's other callables", () => {
  it("a manager lists the employees and the month's transactions and approves one within 3 reads each", async () => {
    const period = periodOf();
    const pending = await storeWithdrawal(world.orgId, world.employee.employee.employeeICNumber, { amount: 150 });

    expectWithinBudget(await callCounted('employees-getEmployees', { status: 'approved' }, world.manager.token), 0);
    expectWithinBudget(
      await callCounted('advancePayManagement-getTransactions', { period: period.key }, world.manager.token),
      0,
    );
    const approved = await callCounted(
      'advancePayManagement-updateTransaction',
      { status: 'approved', transactionId: pending.id, employeeICNumber: pending.employeeICNumber },
      world.manager.token,
    );
    // The request with its employee in one BatchGetItem, then the employee's user (the notice's
    // language and switch); the fairness count, the conditional write, and the notice's SMS and
    // e-mail in the local outbox.
    expectWithinBudget(approved, 4);
  });

  it('an administrator lists the organisations within 3 reads', async () => {
    expectWithinBudget(await callCounted('orgs-getOrgs', {}, admin), 0);
  });

  it("an administrator pages every organisation's month, newest first: the caller's read, one Query a shard of the month, names only of rows without one", async () => {
    // A month of this test's own; one organisation's rows stored without their organisation's name
    // (as withdrawals written before rows carried it), so their names are read.
    const period = periodFromKey('2032-03');
    const orgs = await Promise.all([freshAdvancePayOrg(), freshAdvancePayOrg(), freshAdvancePayOrg()]);
    const [named1, named2, unnamed] = orgs;
    const orgOf = new Map<string, string>();
    const unnamedIds = new Set<string>();
    for (const org of orgs)
      for (const ic of ['900101141001', '900101141002']) {
        const tx = await storeWithdrawal(org.id, ic, { period, ...(org === unnamed ? {} : { orgName: org.name }) });
        orgOf.set(tx.id, org.name);
        if (org === unnamed) unnamedIds.add(tx.id);
      }
    const seen: { id: string; orgName?: string }[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 50; pages++) {
      const out = await callCounted(
        'advancePayAdmin-getAll',
        { period: period.key, limit: 3, ...(cursor ? { cursor } : {}) },
        admin,
      );
      expect(out.answer.statusCode, out.answer.body).toBe(200);
      const body = JSON.parse(out.answer.body) as { items: { id: string; orgName?: string }[]; nextCursor?: string };
      // The caller's record, then one Query of each shard (a page of 3 fills from the first reads),
      // then one BatchGetItem of the names the page's rows lack, none when every row has its name.
      const lacking = body.items.some((t) => unnamedIds.has(t.id));
      const commands = out.requests.commands.slice(1);
      expect(
        commands.filter((c) => c === 'QueryCommand'),
        out.requests.commands.join(', '),
      ).toHaveLength(PLATFORM_MONTH_SHARDS);
      expect(
        commands.filter((c) => c !== 'QueryCommand'),
        out.requests.commands.join(', '),
      ).toEqual(lacking ? ['BatchGetItemCommand'] : []);
      expect(out.requests.reads).toBe(1 + PLATFORM_MONTH_SHARDS + (lacking ? 1 : 0));
      expect(out.requests.writes).toBe(0);
      seen.push(...body.items);
      cursor = body.nextCursor;
      if (!cursor) break;
    }
    expect(cursor).toBeUndefined();
    // Every organisation's rows, once each, newest first, each with its organisation's name.
    expect(seen.map((t) => t.id)).toEqual([...orgOf.keys()].sort().reverse());
    for (const t of seen) expect(t.orgName, t.id).toBe(orgOf.get(t.id));
    expect(new Set(seen.map((t) => t.orgName))).toEqual(new Set([named1.name, named2.name, unnamed.name]));

    // Rows without a stored name are found by their organisation's name: the search reads the
    // names of the rows read that lack one, in one BatchGetItem here (one organisation's).
    const searched = await callCounted(
      'advancePayAdmin-getAll',
      { period: period.key, search: unnamed.name.toUpperCase(), limit: 10 },
      admin,
    );
    expect(searched.answer.statusCode, searched.answer.body).toBe(200);
    const found = JSON.parse(searched.answer.body) as {
      items: { id: string; orgName?: string }[];
      nextCursor?: string;
    };
    expect(found.items.map((t) => t.id).sort()).toEqual([...unnamedIds].sort());
    expect(found.items.map((t) => t.orgName)).toEqual([unnamed.name, unnamed.name]);
    expect(found.nextCursor).toBeUndefined();
    expect(searched.requests.reads, searched.requests.commands.join(', ')).toBe(1 + PLATFORM_MONTH_SHARDS + 1);
    // A named organisation's rows: the rows read without a name are still looked up (they could
    // match by it), in one BatchGetItem; found by the name the rows carry.
    const byName = await callCounted('advancePayAdmin-getAll', { period: period.key, search: named1.name }, admin);
    expect((JSON.parse(byName.answer.body) as { items: { orgName?: string }[] }).items.map((t) => t.orgName)).toEqual([
      named1.name,
      named1.name,
    ]);
    expect(byName.requests.reads, byName.requests.commands.join(', ')).toBe(1 + PLATFORM_MONTH_SHARDS + 1);
  });
});

describe("a manager's report of one employee's month", () => {
  it('reads the figures from the month summary: the user with organisation, one BatchGetItem (employee and summary), one Query (the page)', async () => {
    const period = periodOf();
    const ic = world.employee.employee.employeeICNumber;
    await storeWithdrawal(world.orgId, ic, { amount: 120, status: 'completed' });
    const report = await callCounted(
      'advancePayManagement-getEmployeeMonthlyReport',
      { employeeICNumber: ic, period: period.key, limit: 1 },
      world.manager.token,
    );
    expectWithinBudget(report, 0);
    expect(report.requests.commands.filter((c) => c !== 'UpdateItemCommand').sort()).toEqual(
      ['BatchGetItemCommand', 'BatchGetItemCommand', 'QueryCommand'].sort(),
    );
    expect(JSON.parse(report.answer.body)).toMatchObject({ summary: { counts: { completed: 1 } } });
  });
});
