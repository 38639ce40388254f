import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ulid } from 'ulid';
import type { Language } from '../../shared/i18n/languages';
import { en } from '../../shared/i18n/catalogue';
import { ms } from '../../shared/i18n/catalogue/ms';
import { listEmployeeAdvanceTransactions } from '../../lambdas/data/advance-pay/advance-transactions';
import { getEmployee } from '../../lambdas/data/employees/employees';
import { advancePayWorld } from '../support/advance-pay';
import { callApi, expectOk, invitationPassword } from '../support/api';
import { codeSentTo, freshMobile } from '../support/own-profile';
import { expectPath, LoginPage, useBrowser } from './support/browser';
import {
  inFirstScreen,
  newPhonePage,
  sidewaysOverflow,
  smallTapTargets,
  smallTexts,
  untranslatedTexts,
} from './support/phone';

/**
 * Issue 28, line 5: a first withdrawal that guides. A Manager creates and approves an employee (a
 * mobile number typed by the Manager, no bank account); on a phone the employee signs in with the
 * invitation's temporary password, sets their own, and is led, in order, through the terms, the
 * mobile number's code and the bank account to Get Paid, where the request goes with the SMS
 * code. Every tap, fill and choice after the new password is counted (goal: at most 15). And, for
 * an employee with everything done, the dashboard to a submitted request is 3 taps plus the code.
 */

const browser = useBrowser();
const WAIT = { timeout: 15_000 };
const CATALOGUES = { en, ms } as const;
/** The page's own content (not the shell's top bar and menu), where the phone checks look. */
const CONTENT = '.touch-targets';

/** Counts what the person does: each tap, each field filled, each option chosen (open + tap). */
class Actions {
  count = 0;
  readonly log: string[] = [];
  constructor(readonly page: Page) {}

  async tap(target: Locator, what: string) {
    this.count += 1;
    this.log.push(`tap ${what}`);
    await target.click();
  }

  async fill(target: Locator, text: string, what: string) {
    this.count += 1;
    this.log.push(`fill ${what}`);
    await target.fill(text);
  }

  /** A select: tap it open, tap the option (scrolling the list is not counted). */
  async choose(select: Locator, option: string, what: string) {
    this.count += 2;
    this.log.push(`choose ${what}`);
    await select.locator('button').first().click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
    await expect.poll(() => select.locator('button').first().innerText(), WAIT).toBe(option);
  }
}

/** Get Paid on the phone: no sideways scroll, 44 px targets, 14 px text, amount and Submit in the first screen. */
async function expectPhoneFirst(page: Page, language: Language, where: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await sidewaysOverflow(page), where).toBe(0);
  expect(await smallTapTargets(page, 44, CONTENT), where).toEqual([]);
  expect(await smallTexts(page, CONTENT), where).toEqual([]);
  expect(await untranslatedTexts(page, language), where).toEqual([]);
}

const input = (page: Page, testId: string) => page.getByTestId(testId).locator('input').first();

describe('a first withdrawal that guides (phone, 360×780)', () => {
  for (const language of ['en', 'ms'] as const) {
    it(`walks a Manager-created employee from the invitation to a submitted request in ${language}`, async () => {
      const words = CATALOGUES[language];
      // prepare: an organisation's Manager creates and approves an employee with a salary and the
      // number the employee gave them; no bank account
      const world = await advancePayWorld();
      const email = `first-${ulid().toLowerCase()}@example.my`;
      const mobile = freshMobile();
      const ic = `F${ulid().slice(-11)}`;
      expectOk(
        await callApi(
          'employees-createEmployee',
          { employeeICNumber: ic, firstName: 'Intan', lastName: 'Baru', email, mobileNumber: mobile, salary: 9000 },
          world.manager.token,
        ),
      );
      expectOk(await callApi('employees-approveEmployees', { ICNumbers: [ic] }, world.manager.token));
      const temporary = await invitationPassword(email);

      // the invitation's sign-in and the new password (not counted: the goal counts from here)
      const { context, page } = await newPhonePage(browser(), language);
      const login = new LoginPage(page);
      await login.signIn({ code: world.orgId, email, password: temporary });
      await login.setNewPassword('Intan-Passw0rd!');
      const act = new Actions(page);

      // led to the profile setup, behind the terms
      await expectPath(page, '/profile-setup');
      await act.tap(page.getByTestId('terms-accept'), 'Accept the terms');

      // step 1: the number the Manager typed, proved by the code sent to it (the phone fills it in)
      await page.getByTestId('profile-setup-step-mobile').waitFor();
      expect(await input(page, 'profile-setup-mobile').inputValue()).toBe(mobile);
      expect(await page.getByTestId('profile-setup-progress').innerText()).toContain('1');
      await expectPhoneFirst(page, language, 'profile setup, mobile number');
      await act.tap(page.getByTestId('profile-setup-send-code'), 'Send code');
      const codeInput = input(page, 'profile-setup-code');
      await codeInput.waitFor();
      expect(await codeInput.getAttribute('autocomplete')).toBe('one-time-code');
      expect(await codeInput.getAttribute('inputmode')).toBe('numeric');
      await act.fill(codeInput, await codeSentTo(mobile, 15_000), 'the SMS code');
      await act.tap(page.getByTestId('profile-setup-verify'), 'Verify');

      // step 2: the bank account (names and IC number as the Manager entered them)
      await page.getByTestId('profile-setup-step-bank').waitFor();
      await expect.poll(async () => (await getEmployee(world.orgId, ic))?.mobileNumberVerified, WAIT).toBe(true);
      await expectPhoneFirst(page, language, 'profile setup, bank account');
      await act.choose(page.getByTestId('bank-form-bank'), 'Maybank', 'the bank');
      await act.fill(input(page, 'bank-form-accountNumber'), '114055556666', 'the account number');
      await act.tap(page.getByTestId('profile-setup-save'), 'Save');

      // Get Paid, up to date in this session: nothing missing, the amount and reason filled in
      await expectPath(page, '/advance-pay/get-paid');
      await page.getByTestId('withdrawable').waitFor();
      expect(await page.getByTestId('withdrawal-missing').count()).toBe(0);
      expect(Number(await input(page, 'amount').inputValue())).toBeGreaterThanOrEqual(100);
      expect((await page.getByTestId('reason').locator('button').first().innerText()).trim()).toBe(
        words['advancePay.reason.Others'],
      );
      await expectPhoneFirst(page, language, 'get paid');
      expect(await inFirstScreen(page, 'amount'), 'amount in the first screen').toBe(true);
      expect(
        await inFirstScreen(page, 'get-paid-submit'),
        `Submit in the first screen: ${JSON.stringify(await page.getByTestId('get-paid-submit').boundingBox())}`,
      ).toBe(true);

      await act.tap(page.getByTestId('send-code'), 'Send code');
      await page.getByTestId('code-sent').waitFor();
      const code = input(page, 'verification-code');
      expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
      expect(await code.getAttribute('inputmode')).toBe('numeric');
      await act.fill(code, await codeSentTo(mobile, 15_000), 'the SMS code');
      await act.tap(page.getByTestId('get-paid-submit'), 'Submit');

      // assess: the request is in, and it took at most 15 actions after the new password
      await expectPath(page, '/dashboard');
      await expect.poll(async () => (await listEmployeeAdvanceTransactions(world.orgId, ic)).length, WAIT).toBe(1);
      const [request] = await listEmployeeAdvanceTransactions(world.orgId, ic);
      expect(request).toMatchObject({ status: 'pending', reasonForWithdrawal: 'Others' });
      expect(request.banking).toMatchObject({ bankCode: 'MBBEMYKL', accountNumber: '114055556666' });
      expect(act.count, act.log.join(', ')).toBeLessThanOrEqual(15);
      await context.close();
    });
  }

  it('from a signed-in dashboard to a submitted request: 3 taps plus the code', async () => {
    // prepare: an employee with everything done
    const world = await advancePayWorld();
    const { user, employee } = world.employee;
    const { context, page } = await newPhonePage(browser(), 'en');
    await new LoginPage(page).signIn({ code: world.orgId, email: user.email, password: user.password });
    await expectPath(page, '/dashboard');
    const act = new Actions(page);

    await act.tap(page.getByRole('button', { name: 'Get Paid', exact: true }).first(), 'Get Paid');
    await expectPath(page, '/advance-pay/get-paid');
    await page.getByTestId('withdrawable').waitFor();
    await expectPhoneFirst(page, 'en', 'get paid');
    expect(await inFirstScreen(page, 'get-paid-submit')).toBe(true);
    await act.tap(page.getByTestId('send-code'), 'Send code');
    await page.getByTestId('code-sent').waitFor();
    expect(
      await inFirstScreen(page, 'get-paid-submit'),
      `Submit still in the first screen: ${JSON.stringify(await page.getByTestId('get-paid-submit').boundingBox())}`,
    ).toBe(true);
    const code = await codeSentTo(employee.mobileNumber!, 15_000);
    await input(page, 'verification-code').fill(code);
    await act.tap(page.getByTestId('get-paid-submit'), 'Submit');

    await expectPath(page, '/dashboard');
    await expect
      .poll(async () => (await listEmployeeAdvanceTransactions(world.orgId, employee.employeeICNumber)).length, WAIT)
      .toBe(1);
    expect(act.count).toBe(3);
    await context.close();
  });
});
