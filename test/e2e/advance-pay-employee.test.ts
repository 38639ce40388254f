import { describe, expect, it } from 'vitest';
import { asSen, formatRm } from '../../shared/domain/money/money';
import { periodOf, periodFromParts } from '../../shared/domain/advance-pay/advance-pay';
import { freshAdvancePayOrg, putPolicy, storeWithdrawal } from '../support/advance-pay';
import { codeSentTo, freshEmployee } from '../support/own-profile';
import { createTestUser } from '../support/users';
import {
  useBrowser,
  chooseOption,
  expectPath,
  expectToast,
  followLink,
  LoginPage,
  menuLabels,
  newPage,
} from './support/browser';

/**
 * The employee's withdrawal in the browser (docs/rules.md#verification-codes-and-lock-out): Get
 * Paid → code → Submit → the dashboard, the transaction in the list and its details with the
 * timeline; and the lock-out screen after five wrong codes, then a Manager's unlock on the
 * employee's page.
 */

const browser = useBrowser();
const WAIT = { timeout: 15_000 };
const BANK = { bank: 'Maybank', bankCode: 'MBBEMYKL', accountNumber: '114011112222' };

async function world() {
  const org = await freshAdvancePayOrg();
  await putPolicy(org.id, {});
  const employee = await freshEmployee(org.id, { salarySen: asSen(6_000_000), ...BANK });
  const manager = await createTestUser({ role: 'Manager', orgId: org.id, acceptedTerms: true });
  return { orgId: org.id, employee, manager, mobile: employee.employee.mobileNumber! };
}

describe('Get Paid (employee)', () => {
  it('asks for a code, types it, submits, then finds the transaction in the list and its details with the timeline', async () => {
    // prepare
    const w = await world();
    const { context, page } = await newPage(browser());
    await new LoginPage(page).signIn({
      code: w.orgId,
      email: w.employee.user.email,
      password: w.employee.user.password,
    });
    await expectPath(page, '/dashboard');
    await expect.poll(() => menuLabels(page), WAIT).toEqual(expect.arrayContaining(['Get Paid', 'Transactions']));

    // act: the page, from the side menu
    await page.getByRole('link', { name: 'Get Paid', exact: true }).click();
    await expectPath(page, '/advance-pay/get-paid');
    await page.getByRole('heading', { name: 'Advance Pay - Get Paid' }).waitFor();
    const withdrawable = await page.getByTestId('withdrawable').innerText();
    expect(withdrawable).toMatch(/^RM [\d,]+\.\d{2}$/);
    // the request starts from the withdrawable amount in whole ringgit, for 'Others' (no withdrawal yet)
    const amountInput = page.getByTestId('amount').locator('input');
    expect(await amountInput.inputValue()).toBe(String(Math.floor(Number(withdrawable.replace(/[^\d.]/g, '')))));
    expect((await page.getByTestId('reason').locator('button').first().innerText()).trim()).toBe('Others');

    // a code needs a valid amount
    await amountInput.fill('');
    const balanceBefore = Number((await page.getByTestId('balance').innerText()).replace(/[^\d.]/g, ''));
    await page.getByTestId('send-code').click();
    await expectToast(page, 'error', 'Please enter a valid amount!');

    // the amount, the reason, the fee before confirming
    await page.getByTestId('amount').locator('input').fill('300');
    await chooseOption(page.getByTestId('reason'), 'Medical');
    await expect.poll(() => page.getByTestId('fee').innerText(), WAIT).toBe('RM 15.00 (5% of the amount)');
    expect(await page.getByTestId('net-amount').innerText()).toBe('RM 285.00');
    expect(await page.getByTestId('expected-credit').innerText()).toMatch(/^By \d{2}\/\d{2}\/\d{4}/);
    expect(await page.getByTestId('balance').innerText()).toBe(formatRm(Math.round((balanceBefore - 300) * 100) / 100));

    // the code, then the resend timer
    await page.getByTestId('send-code').click();
    const code = await codeSentTo(w.mobile, 15_000);
    await expect.poll(() => page.getByTestId('send-code').innerText(), WAIT).toMatch(/^Resend code in [12]:\d{2}$/);
    expect(await page.getByTestId('send-code').isDisabled()).toBe(true);
    expect(await page.getByTestId('code-prefix').innerText()).toBe('R-');
    await page.getByTestId('verification-code').locator('input').fill(code);
    await page.getByTestId('get-paid-submit').click();

    // assess: back on the dashboard with the success toast
    await expectPath(page, '/dashboard');
    await expectToast(page, 'success', 'Your Advance Pay request has been submitted!');

    // the list, with the month filter on this month
    await page.getByRole('link', { name: 'Transactions', exact: true }).click();
    await expectPath(page, '/advance-pay/transactions');
    const table = page.getByTestId('table-employee-transactions');
    await expect.poll(() => table.innerText(), WAIT).toContain('RM 300.00');
    const row = await table.getByTestId('transaction-card').first().innerText();
    for (const text of ['Medical', 'Pending', 'RM 300.00']) expect(row).toContain(text);

    // the details with the timeline
    await followLink(
      page,
      table.getByRole('link', { name: 'View' }).first(),
      /^\/advance-pay\/transactions\/[0-9A-Z]{26}\/details$/,
    );
    await page.getByRole('heading', { name: 'Advance Pay - Transaction Details' }).waitFor();
    const details = page.getByTestId('transaction-details');
    await expect.poll(() => details.innerText(), WAIT).toContain('RM 300.00');
    const text = await details.innerText();
    for (const part of [
      'Transaction Id',
      'Amount',
      'Reason For Withdrawal',
      'Medical',
      'Date Initiated',
      'Period',
      'Status',
      'Pending',
      'Service Fee',
      'RM 15.00 (5%)',
      'Amount Received',
      'RM 285.00',
      'Expected Credit Date',
    ]) {
      expect(text).toContain(part);
    }
    expect(text).not.toContain('Transfer Date');
    expect(text).not.toContain('Date cancelled/rejected');
    const timeline = await page.getByTestId('transaction-timeline').innerText();
    for (const step of [
      'Requested',
      'Approved',
      'Waiting for approval by your employer',
      'Sent to bank',
      'Completed',
      'Expected by',
    ])
      expect(timeline).toContain(step);

    await page.getByTestId('back').click();
    await expectPath(page, '/advance-pay/transactions');
    await context.close();
  });

  it('five wrong codes show the Account Locked screen, then /logout; a Manager sees why and when and unlocks', async () => {
    // prepare
    const w = await world();
    const { context, page } = await newPage(browser());
    await new LoginPage(page).signIn({
      code: w.orgId,
      email: w.employee.user.email,
      password: w.employee.user.password,
    });
    await expectPath(page, '/dashboard');
    await page.goto(new URL('/advance-pay/get-paid', page.url()).toString());
    await page.getByTestId('amount').locator('input').fill('150');
    await chooseOption(page.getByTestId('reason'), 'Bills');
    await page.getByTestId('send-code').click();
    const code = await codeSentTo(w.mobile, 15_000);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await page.getByTestId('verification-code').locator('input').fill(wrong);

    // act: four wrong codes say how many tries are left, the fifth locks
    for (let left = 4; left >= 1; left--) {
      await page.getByTestId('get-paid-submit').click();
      await expectToast(
        page,
        'error',
        `Wrong verification code. ${left} ${left === 1 ? 'try' : 'tries'} left before your account is locked.`,
      );
    }
    await page.getByTestId('get-paid-submit').click();

    // assess: the Account Locked screen with when and why, then /logout → /login
    const locked = page.getByTestId('account-locked');
    await locked.waitFor();
    expect(await locked.innerText()).toContain('Account Locked');
    expect(await locked.innerText()).toContain(
      'Too many Attempts! Your account has been locked. Please contact support for help!',
    );
    expect(await page.getByTestId('account-locked-when').innerText()).toMatch(
      /^Locked on \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} after 5 wrong verification codes/,
    );
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toMatch(/^\/(logout|login)$/);
    await context.close();

    // a Manager sees the lock on the employee's page and unlocks it
    const m = await newPage(browser());
    await new LoginPage(m.page).signIn({ code: w.orgId, email: w.manager.email, password: w.manager.password });
    await expect.poll(() => new URL(m.page.url()).pathname, WAIT).not.toBe('/login');
    await m.page.goto(new URL(`/employees/view/${w.employee.employee.employeeICNumber}`, m.page.url()).toString());
    const alert = m.page.getByTestId('account-lock-alert');
    await alert.waitFor();
    expect(await m.page.getByTestId('account-lock-text').innerText()).toMatch(
      /^Locked on \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} after 5 wrong verification codes/,
    );
    await m.page.getByTestId('unlock-account').click();
    await m.page.getByTestId('unlock-confirm-button').click();
    await expectToast(m.page, 'success', 'The account has been unlocked.');
    await expect.poll(() => alert.count(), WAIT).toBe(0);
    await m.context.close();
  });

  it('details show Transfer Date only when completed, and Reason with Date cancelled/rejected when rejected', async () => {
    // prepare: last month, one completed and one rejected withdrawal
    const w = await world();
    const now = periodOf();
    const last = periodFromParts(now.month === 1 ? now.year - 1 : now.year, now.month === 1 ? 12 : now.month - 1);
    const ic = w.employee.employee.employeeICNumber;
    const completed = await storeWithdrawal(w.orgId, ic, { amount: 250, status: 'completed', period: last });
    const rejected = await storeWithdrawal(w.orgId, ic, {
      amount: 180,
      status: 'rejected',
      period: last,
      reasonForWithdrawal: 'Family',
    });
    const { context, page } = await newPage(browser());
    await new LoginPage(page).signIn({
      code: w.orgId,
      email: w.employee.user.email,
      password: w.employee.user.password,
    });
    await expectPath(page, '/dashboard');

    // act: this month is empty and says what to do; last month lists both
    await page.getByRole('link', { name: 'Transactions', exact: true }).click();
    const table = page.getByTestId('table-employee-transactions');
    await expect.poll(() => table.innerText(), WAIT).toContain(`You have no withdrawals in ${now.text}`);
    await page.getByTestId('month-filter').selectOption({ label: last.text });
    await expect.poll(() => table.getByTestId('transaction-card').count(), WAIT).toBe(2);

    // assess: the completed one
    await page.goto(new URL(`/advance-pay/transactions/${completed.id}/details`, page.url()).toString());
    const details = page.getByTestId('transaction-details');
    await expect.poll(() => details.innerText(), WAIT).toContain('RM 250.00');
    let text = await details.innerText();
    expect(text).toContain('Transfer Date');
    expect(text).toContain('Completed');
    expect(text).not.toContain('Date cancelled/rejected');
    expect(text).not.toContain('Expected Credit Date');
    expect(await page.getByTestId('transaction-timeline').innerText()).toContain('Transferred on');

    // the rejected one
    await page.goto(new URL(`/advance-pay/transactions/${rejected.id}/details`, page.url()).toString());
    await expect.poll(() => details.innerText(), WAIT).toContain('RM 180.00');
    text = await details.innerText();
    for (const part of ['Rejected', 'Reason', 'Test reason', 'Date cancelled/rejected', 'Family'])
      expect(text).toContain(part);
    expect(text).not.toContain('Transfer Date');
    expect(await page.getByTestId('transaction-timeline').innerText()).toContain('Rejected');

    // a transaction that is not theirs
    await page.goto(new URL('/advance-pay/transactions/01JNOTANIDOFTHISEMPLOYEE00/details', page.url()).toString());
    await page.getByTestId('not-available').waitFor();
    await context.close();
  });
});
