import { describe, expect, it } from 'vitest';
import { AUTO_RULE_BY } from '../../shared/domain/advance-pay/auto-approval-rule';
import { addDaysIso } from '../../shared/domain/finance/disbursement';
import { epochSeconds, klDate } from '../../shared/domain/time/time';
import { searchAuditPage } from '../../lambdas/data/audit/audit-trail';
import { keys } from '../../lambdas/data/table/keys';
import { table } from '../../lambdas/data/table/table';
import { advancePayWorld } from '../support/advance-pay';
import { callApi, expectOk, expectRefused, okBody } from '../support/api';
import { codeSentTo } from '../support/own-profile';

/**
 * The organisation's automatic approval rule (issue 33, line 1; docs/rules.md#automatic-approval-rule)
 * on the local stack: off by default; a Manager turns it on; a request within it is approved at
 * once and its history names the rule; one above the amount, past the month's number or in a bank
 * account's cooling-off waits for a Manager.
 */

type World = Awaited<ReturnType<typeof advancePayWorld>>;

/** A request of `amount` RM through the API (the code read from the outbox): the stored withdrawal. */
async function request(world: World, amount: number) {
  const { token } = world.employee;
  // A new code at once, as the two minutes between codes passing would allow.
  await table.delete({ Key: keys.smsCode(world.orgId, world.employee.user.id, 'withdrawal') });
  expectOk(await callApi('advancePayEmployee-sendVerificationCode', { amount, reason: 'Bills' }, token));
  const verificationCode = await codeSentTo(world.employee.employee.mobileNumber!);
  return okBody(
    await callApi(
      'advancePayEmployee-initiateTransaction',
      { amount, reasonForWithdrawal: 'Bills', verificationCode },
      token,
    ),
  );
}

/** Move a withdrawal two days back, so the policy's daily rule lets the next one through today. */
async function madeTwoDaysAgo(world: World, tx: { id: string; createdAt: number }) {
  await table.update({
    Key: keys.advanceTransaction(world.orgId, world.employee.employee.employeeICNumber, tx.id),
    UpdateExpression: 'SET createdAt = :then',
    ExpressionAttributeValues: { ':then': tx.createdAt - 2 * 86_400 },
  });
}

const turnOn = (world: World, maxAmount: number, maxPerMonth: number) =>
  callApi('withdrawalPolicies-updateApprovalRule', { enabled: true, maxAmount, maxPerMonth }, world.manager.token);

describe('the automatic approval rule', () => {
  it('is off by default: a request waits for a Manager', async () => {
    const world = await advancePayWorld();
    expect(okBody(await callApi('withdrawalPolicies-getApprovalRule', {}, world.executive.token))).toEqual({
      enabled: false,
      maxAmount: null,
      maxPerMonth: null,
      summary: null,
    });
    expect((await request(world, 100)).status).toBe('pending');
  });

  it('approves a request within it at once, naming the rule, and no more a month than it allows', async () => {
    const world = await advancePayWorld();
    const on = okBody(await turnOn(world, 200, 1));
    expect(on).toMatchObject({
      enabled: true,
      maxAmount: 200,
      maxPerMonth: 1,
      summary: 'Requests up to RM 200.00 are approved at once, at most 1 a month for each employee.',
    });

    const first = await request(world, 150);
    expect(first.status).toBe('approved');
    expect(first.modifiedBy).toBe(AUTO_RULE_BY);
    expect(first.history?.at(-1)).toMatchObject({
      status: 'approved',
      by: AUTO_RULE_BY,
      reason:
        "Within the organisation's approval rule: Requests up to RM 200.00 are approved at once, at most 1 a month for each employee.",
    });

    // The month's one rule approval is used: the next request, within the amount, waits.
    await madeTwoDaysAgo(world, first);
    const second = await request(world, 120);
    expect(second.status).toBe('pending');

    // The entry of the rule's change names the Manager, before → after.
    const page = await searchAuditPage(
      { orgId: world.orgId, from: addDaysIso(klDate(), -1), to: klDate(), kind: 'policy' },
      { limit: 50 },
    );
    expect(page.items.find((e) => e.subject.id === world.orgId)?.changes).toEqual([
      { field: 'approvalRule', before: 'Off', after: on.summary },
    ]);
  });

  it("leaves a request above its amount, or in a bank account change's cooling-off, to a Manager", async () => {
    const world = await advancePayWorld();
    expectOk(await turnOn(world, 150, 5));
    const above = await request(world, 160);
    expect(above.status).toBe('pending');

    await madeTwoDaysAgo(world, above);
    await table.update({
      Key: keys.employee(world.orgId, world.employee.employee.employeeICNumber),
      UpdateExpression: 'SET bankAccountChangedAt = :now',
      ExpressionAttributeValues: { ':now': epochSeconds() - 60 },
    });
    const cooling = await request(world, 100);
    expect(cooling.status).toBe('pending');
    expect(cooling.reviewReason).toMatch(/^Waits for a manager's approval: Your bank account was changed on /);
  });

  it('is set by a Manager only, refuses bad input and a stale change, and turns off', async () => {
    const world = await advancePayWorld();
    const input = { enabled: true, maxAmount: 200, maxPerMonth: 2 };
    expectRefused(await callApi('withdrawalPolicies-updateApprovalRule', input, world.executive.token), 403);
    for (const bad of [{ maxAmount: 50 }, { maxAmount: 6000 }, { maxPerMonth: 0 }, { maxPerMonth: null }]) {
      expectRefused(
        await callApi('withdrawalPolicies-updateApprovalRule', { ...input, ...bad }, world.manager.token),
        400,
      );
    }
    const on = okBody(await callApi('withdrawalPolicies-updateApprovalRule', input, world.manager.token));
    const stale = await callApi(
      'withdrawalPolicies-updateApprovalRule',
      { ...input, maxAmount: 300, modifiedAt: on.modifiedAt! - 1 },
      world.manager.token,
    );
    expectRefused(stale, 409);
    const off = okBody(
      await callApi(
        'withdrawalPolicies-updateApprovalRule',
        { enabled: false, maxAmount: null, maxPerMonth: null, modifiedAt: on.modifiedAt },
        world.manager.token,
      ),
    );
    expect(off).toMatchObject({ enabled: false, summary: null });
    expect((await request(world, 100)).status).toBe('pending');
  });
});
