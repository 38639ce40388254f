import { describe, expect, it } from 'vitest';
import { VERIFICATION_SMS_DAILY_LIMIT } from '../../shared/domain/employees/employee-profile';
import { epochSeconds, klDate } from '../../shared/domain/time/time';
import { keys } from '../../lambdas/data/table/keys';
import { advancePayWorld } from '../support/advance-pay';
import { callApi, expectOk, expectRefused, outboxMessages, stackUrl } from '../support/api';
import { codeSentTo, freshEmployee, freshMobile } from '../support/own-profile';
import { freshOrgWithManager } from '../support/fresh-org';
import { putTableItem, tableItem } from '../support/table-item';

/**
 * Verification SMS go only where they should (docs/rules.md#verification-codes-and-lock-out): a
 * withdrawal code to the verified number on record, a mobile-number code never to another person's
 * verified number (answered alike, nothing sent), and no number gets more than its daily allowance.
 */

const smsTo = async (mobile: string) => (await outboxMessages(mobile)).filter((m) => m.channel === 'sms');

/** Set the day's count of verification SMS to a number (or of one user's withheld requests to it). */
async function setDailyCount(mobile: string, count: number, userId?: string) {
  await putTableItem({
    ...keys.smsDailyCount(mobile, klDate(), userId),
    entity: 'smsDailyCount',
    version: 1,
    count,
    expiresAt: epochSeconds() + 86400,
  });
}

/** An employee of an organisation of its own whose number on record is verified by code (so it is marked theirs). */
async function employeeWithVerifiedNumber() {
  const org = await freshOrgWithManager({ idPrefix: 'smsb', label: 'SMS victim' });
  const mobile = freshMobile();
  const holder = await freshEmployee(org.orgId, { mobileNumber: mobile, mobileNumberVerified: false });
  expectOk(await callApi('employees-sendSmsVerificationCode', { mobileNumber: mobile }, holder.token));
  const verified = await callApi(
    'employees-verifySmsVerificationCode',
    { mobileNumber: mobile, code: await codeSentTo(mobile) },
    holder.token,
  );
  expect(verified).toEqual({ status: 200, body: { verified: true, onProfile: true } });
  return { ...holder, mobile };
}

describe("a code to verify a number never goes to another person's verified number", () => {
  it("an employee of org A asking for org B's employee's number is answered as for any number, and nothing is sent", async () => {
    // prepare: B's employee proved the number theirs; A's employee is anyone else
    const victim = await employeeWithVerifiedNumber();
    const orgA = await freshOrgWithManager({ idPrefix: 'smsa', label: 'SMS attacker' });
    const attacker = await freshEmployee(orgA.orgId);
    const before = (await smsTo(victim.mobile)).length;
    const freeNumber = freshMobile();
    const other = await freshEmployee(orgA.orgId);

    // act: the attack, and the same request for a number nobody holds
    const attack = await callApi('employees-sendSmsVerificationCode', { mobileNumber: victim.mobile }, attacker.token);
    const control = await callApi('employees-sendSmsVerificationCode', { mobileNumber: freeNumber }, other.token);

    // assess: the same answer, but only the free number got an SMS
    expect(attack).toEqual(control);
    expect(attack).toEqual({ status: 200, body: true });
    expect(await smsTo(victim.mobile)).toHaveLength(before);
    expect(await smsTo(freeNumber)).toHaveLength(1);
    // The next minute's request is throttled alike (a code is kept as for any number)...
    const again = await callApi('employees-sendSmsVerificationCode', { mobileNumber: victim.mobile }, attacker.token);
    expectRefused(again, 429);
    expect(again.body.errorInfo.message).toMatch(/^A code was sent less than a minute ago/);
    // ...and no guess verifies it: a wrong code is answered as any wrong code.
    const guess = await callApi(
      'employees-verifySmsVerificationCode',
      { mobileNumber: victim.mobile, code: '000000' },
      attacker.token,
    );
    expectRefused(guess, 422);
    expect(guess.body.errorInfo.message).toMatch(/^Wrong verification code\. 4 tries left\./);
    // The victim's own allowance for the number was not touched by the attacker.
    expect((await tableItem(keys.smsDailyCount(victim.mobile, klDate())))?.count).toBe(1);
    expect(await smsTo(victim.mobile)).toHaveLength(before);
  });

  it('the holder still gets codes to their own verified number', async () => {
    const holder = await employeeWithVerifiedNumber();
    const before = (await smsTo(holder.mobile)).length;
    const res = await callApi('employees-sendSmsVerificationCode', { mobileNumber: holder.mobile }, holder.token);
    // One code a minute per person: the first code of the set-up was under a minute ago.
    expectRefused(res, 429);
    expect(await smsTo(holder.mobile)).toHaveLength(before);
  });

  it("a number whose holder changed it is nobody's any more: its new owner gets the code", async () => {
    // prepare: the number was verified by one employee, who then took another number
    const holder = await employeeWithVerifiedNumber();
    await putTableItem({
      ...(await tableItem(keys.employee(holder.employee.orgId, holder.employee.employeeICNumber))),
      mobileNumber: freshMobile(),
    });
    const newOwner = await freshEmployee();
    // act
    const res = await callApi('employees-sendSmsVerificationCode', { mobileNumber: holder.mobile }, newOwner.token);
    // assess
    expectOk(res);
    expect((await smsTo(holder.mobile)).length).toBe(2);
  });
});

describe('every number gets at most its daily allowance of verification SMS', () => {
  it('refuses the code past the allowance with 429, saying until when (Retry-After), and sends nothing', async () => {
    // prepare: the number has had all but one of its codes today
    const mobile = freshMobile();
    await setDailyCount(mobile, VERIFICATION_SMS_DAILY_LIMIT - 1);
    const first = await freshEmployee();
    const second = await freshEmployee();

    // act: the last code of the day, then one more
    expectOk(await callApi('employees-sendSmsVerificationCode', { mobileNumber: mobile }, first.token));
    const res = await fetch(stackUrl('/api/employees-sendSmsVerificationCode'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${second.token}` },
      body: JSON.stringify({ mobileNumber: mobile }),
    });

    // assess
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(86400);
    const { errorInfo } = (await res.json()) as {
      errorInfo: { code: string; message: string; details: { field: string; message: string }[] };
    };
    expect(errorInfo.code).toBe('TOO_MANY_REQUESTS');
    expect(errorInfo.message).toMatch(
      new RegExp(
        `^\\${mobile} has had the most verification codes one number may get in a day \\(${VERIFICATION_SMS_DAILY_LIMIT}\\)\\. Please try again after midnight Malaysia time, in \\d+ (hour|minute)`,
      ),
    );
    expect(errorInfo.details).toEqual([
      {
        field: 'mobileNumber',
        message: expect.stringMatching(/^No more codes to this number today: try again in \d+/) as string,
      },
    ]);
    expect(await smsTo(mobile)).toHaveLength(1);
    expect((await tableItem(keys.smsDailyCount(mobile, klDate())))?.count).toBe(VERIFICATION_SMS_DAILY_LIMIT);
    // The refused request kept no code, so it throttles nothing: the person may ask again tomorrow at once.
    const code = await tableItem(keys.smsCode(second.employee.orgId, second.user.id, 'mobileNumber'));
    expect(code).toBeUndefined();
  });

  it('counts withdrawal codes too: past the allowance Get Paid sends nothing to the number on record', async () => {
    const world = await advancePayWorld();
    const mobile = world.employee.employee.mobileNumber!;
    await setDailyCount(mobile, VERIFICATION_SMS_DAILY_LIMIT);
    const res = await callApi(
      'advancePayEmployee-sendVerificationCode',
      { amount: 100, reason: 'Bills' },
      world.employee.token,
    );
    expectRefused(res, 429);
    expect(res.body.errorInfo.code).toBe('TOO_MANY_REQUESTS');
    expect(await smsTo(mobile)).toHaveLength(0);
    // Below the allowance it is sent and counted.
    await setDailyCount(mobile, 0);
    expectOk(
      await callApi('advancePayEmployee-sendVerificationCode', { amount: 100, reason: 'Bills' }, world.employee.token),
    );
    expect(await smsTo(mobile)).toHaveLength(1);
    expect((await tableItem(keys.smsDailyCount(mobile, klDate())))?.count).toBe(1);
  });

  it("withheld requests to another person's number reach the same 429 after the same count, from the asker's own allowance", async () => {
    const victim = await employeeWithVerifiedNumber();
    const attacker = await freshEmployee();
    await setDailyCount(victim.mobile, VERIFICATION_SMS_DAILY_LIMIT, attacker.user.id);
    const res = await callApi('employees-sendSmsVerificationCode', { mobileNumber: victim.mobile }, attacker.token);
    expectRefused(res, 429);
    expect(res.body.errorInfo.code).toBe('TOO_MANY_REQUESTS');
    expect(res.body.errorInfo.message).toMatch(/has had the most verification codes one number may get in a day/);
    // The holder's own allowance is untouched: their next code still goes.
    expect((await tableItem(keys.smsDailyCount(victim.mobile, klDate())))?.count).toBe(1);
  });
});
