import { readFile } from 'node:fs/promises';
import { describe, expect, it, vi } from 'vitest';
import { periodOf } from '../../shared/domain/advance-pay/advance-pay';
import { ONLY_PENDING_MESSAGE } from '../../shared/domain/advance-pay/advance-pay-reports';
import { getAdvanceTransaction } from '../../lambdas/data/advance-pay/advance-transactions';
import { advancePayWorld, storeWithdrawal } from '../support/advance-pay';
import { useBrowser, expectPath, expectToast, LoginPage, menuLabels, newPage } from './support/browser';

const browser = useBrowser();
const WAIT = { timeout: 15_000 };

describe('management Advance Pay transactions and monthly report', () => {
  it('a manager approves one pending withdrawal, rejects another with a reason, opens the monthly report and downloads the payroll deduction file', async () => {
    // Prepare: a fresh organisation with two pending requests and one completed of this month.
    const w = await advancePayWorld();
    const ic = w.employee.employee.employeeICNumber;
    const toApprove = await storeWithdrawal(w.orgId, ic, { amount: 150, reasonForWithdrawal: 'Medical' });
    const toReject = await storeWithdrawal(w.orgId, ic, { amount: 220, reasonForWithdrawal: 'Bills' });
    await storeWithdrawal(w.orgId, ic, { amount: 300, status: 'completed', fee: 15 });
    const period = periodOf();

    const { context, page } = await newPage(browser());
    await new LoginPage(page).signIn({ code: w.orgId, email: w.manager.email, password: w.manager.password });
    await expectPath(page, '/management/dashboard');
    // Finance › Advance Pay shows once the organisation (Advance Pay on) is loaded
    await expect.poll(() => menuLabels(page), WAIT).toContain('Advance Pay');
    await page.getByTestId('side-nav').getByRole('link', { name: 'Advance Pay', exact: true }).click();
    await expectPath(page, '/management/advance-pay/transactions');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).first().innerText(), WAIT)
      .toContain('Advance Pay - Transactions');
    const table = page.getByTestId('management-transactions-table');
    await expect.poll(() => table.innerText(), WAIT).toContain('RM 220.00');
    const status = (id: string) => page.getByTestId(`status-${id}`).innerText();

    // Approve one (after confirming).
    await page.getByTestId(`approve-${toApprove.id}`).click();
    await page.getByTestId('approve-modal-button').click();
    await expectToast(page, 'success', 'The withdrawal request of Nur Hidayah has been approved.');
    await expect.poll(() => status(toApprove.id), WAIT).toContain('Approved');

    // Reject the other: the reason is required.
    await page.getByTestId(`reject-${toReject.id}`).click();
    await page.getByTestId('reject-modal-button').click();
    await expect.poll(() => page.getByTestId('reject-modal').innerText(), WAIT).toContain('Reason is required!');
    await page.getByTestId('reject-reason').locator('textarea').fill('Please ask again after pay day');
    await page.getByTestId('reject-modal-button').click();
    await expectToast(page, 'success', 'The withdrawal request of Nur Hidayah has been rejected.');
    await expect.poll(() => status(toReject.id), WAIT).toContain('Rejected');

    expect(await getAdvanceTransaction(w.orgId, ic, toApprove.id)).toMatchObject({ status: 'approved' });
    expect(await getAdvanceTransaction(w.orgId, ic, toReject.id)).toMatchObject({
      status: 'rejected',
      reason: 'Please ask again after pay day',
    });

    // Nothing left pending: selecting all and approving is refused in the browser. The list reloads
    // after the rejection and a reload clears the selection, so select again until the click lands.
    await vi.waitFor(
      async () => {
        await table.locator('thead input[type="checkbox"]').first().check({ timeout: 3_000 });
        await page.getByTestId('approve-selected').click({ timeout: 3_000 });
        expect(await page.getByTestId('toast-error').allInnerTexts()).toContain(ONLY_PENDING_MESSAGE);
      },
      { timeout: 20_000, interval: 300 },
    );

    // The monthly report of the month, with the payroll deduction file.
    await page.getByTestId('monthly-report-link').click();
    await expectPath(page, `/advance-pay/org/${w.orgId}/monthly-report/${period.key}`);
    await expect.poll(() => page.getByTestId('figure-transferred-value').innerText(), WAIT).toBe('RM 300.00');
    expect(await page.getByTestId('figure-in-flight-value').innerText()).toBe('RM 150.00');
    expect(await page.getByTestId('figure-fee-employee-value').innerText()).toBe('RM 15.00');
    await expect.poll(() => page.getByTestId('monthly-report-table').innerText(), WAIT).toContain('Nur Hidayah');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('download-payroll-deduction').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^payroll-deduction-.*-${period.key}\\.csv$`));
    const csv = (await readFile(await download.path(), 'utf8')).replace(/^\ufeff/, '');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'Employee,IC Number,Total Withdrawn (RM),Fees (RM),Amount to Deduct on Pay Day (RM),Withdrawals,"Pending Approval, Not Deducted (RM)",Paid Instantly,Instant Fees (RM)',
    );
    // approved 150.00 (fee 7.50) + completed 300.00 (fee 15.00); the rejected one is not there
    expect(lines[1]).toBe(`Nur Hidayah,${ic},450.00,22.50,450.00,2,0.00,0,0.00`);
    expect(lines).toHaveLength(3);
    // The file was made by a job: its progress bar shows it done, with a link to download it again.
    await expect
      .poll(() => page.getByTestId('download-payroll-deduction-progress').innerText(), WAIT)
      .toContain('1 row');
    expect(await page.getByTestId('download-payroll-deduction-link').getAttribute('href')).toMatch(/^https?:\/\//);

    // The report itself as a CSV, through the same kind of job.
    const [reportFile] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('download-monthly-report').click(),
    ]);
    expect(reportFile.suggestedFilename()).toMatch(new RegExp(`^advance-pay-report-.*-${period.key}\\.csv$`));
    const reportLines = (await readFile(await reportFile.path(), 'utf8')).split('\r\n');
    expect(reportLines[0]).toBe(
      'Employee,IC Number,Email,Withdrawals,Total Requested (RM),Transferred (RM),In Processing (RM),Service Fee (RM),Paid Instantly,Instant Fee (RM)',
    );
    expect(reportLines[1]).toMatch(new RegExp(`^Nur Hidayah,${ic},.*,2,450\\.00,300\\.00,150\\.00,15\\.00,0,0\\.00$`));

    // The employee's details from the report.
    await page.getByTestId(`employee-report-${ic}`).click();
    await expectPath(page, `/advance-pay/org/${w.orgId}/monthly-report/${period.key}/${ic}/details`);
    await expect.poll(() => page.getByTestId('employee-report-table').innerText(), WAIT).toContain('RM 220.00');
    await context.close();
  });
});
