import { describe, expect, it } from 'vitest';
import { getUser } from '../../lambdas/data/identity/users';
import { callApi, expectOk, expectRefused, outboxMessages } from '../support/api';
import { advancePayWorld } from '../support/advance-pay';
import { freshEmployee, freshMobile } from '../support/own-profile';

/** The language remembered on the user, and what is sent to them in it (docs/i18n.md). */
describe('users-setLanguage', () => {
  it("keeps the caller's language on their own record, without making an open edit stale", async () => {
    const { user, token } = await freshEmployee();
    const before = await getUser('demo', user.id);
    expectOk(await callApi('users-setLanguage', { language: 'ms' }, token));
    const current = await callApi('users-getCurrentUser', {}, token);
    expectOk(current);
    expect(current.body.language).toBe('ms');
    expect((await getUser('demo', user.id))?.modifiedAt).toBe(before?.modifiedAt);
  });

  it('refuses a language the product does not speak, and changes nothing', async () => {
    const { user, token } = await freshEmployee();
    const res = await callApi('users-setLanguage', { language: 'ta' as 'ms' }, token);
    expectRefused(res, 400);
    expect(res.body.errorInfo.details?.[0]?.field).toBe('language');
    expect((await getUser('demo', user.id))?.language).toBeUndefined();
  });

  it.each([
    ['ms', /^Kod pengesahan anda ialah \d{6}\. Kod ini sah selama 5 minit\.$/],
    ['zh', /^您的验证码为 \d{6}，5 分钟内有效。$/],
    ['en', /^Your verification code is \d{6}\. It is valid for 5 minutes\.$/],
  ] as const)('sends the mobile number code in the person’s language (%s)', async (language, text) => {
    const { token } = await freshEmployee();
    expectOk(await callApi('users-setLanguage', { language }, token));
    const mobile = freshMobile();
    expectOk(await callApi('employees-sendSmsVerificationCode', { mobileNumber: mobile }, token));
    const sms = (await outboxMessages(mobile)).find((m) => m.channel === 'sms');
    expect(sms?.text).toMatch(text);
  });

  it('tells an employee of a bank account change a manager made in the employee’s language, last 4 digits only', async () => {
    const world = await advancePayWorld();
    expectOk(await callApi('users-setLanguage', { language: 'zh' }, world.employee.token));
    const { employeeICNumber, mobileNumber } = world.employee.employee;
    expectOk(
      await callApi(
        'employees-editEmployee',
        { employeeICNumber, bankCode: 'CIBBMYKL', accountNumber: '8000777788' },
        world.manager.token,
      ),
    );
    const sms = (await outboxMessages(mobileNumber)).filter((m) => m.channel === 'sms');
    expect(sms.at(-1)?.text).toMatch(
      /^Advance Pay：您领取薪资的银行账户已于 .*现为 CIMB Bank 账户尾号 7788（原为尾号 2222）/,
    );
    expect(sms.at(-1)?.text).not.toContain('8000777788');
  });
});
