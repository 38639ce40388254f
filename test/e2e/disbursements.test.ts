import type { EmployeeRecord } from '../../shared/domain/employees/employee-record';
import { freshEmployee } from '../support/own-profile';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, disbursementFeesRm } from '../../shared/domain/finance/disbursement';
import { formatRm, rmToSen } from '../../shared/domain/money/money';
import { klDate } from '../../shared/domain/time/time';
import { isoToDisplay } from '../../web/src/components/date-text';
import { callApi, okBody, signIn } from '../support/api';
import { advancePayWorld } from '../support/advance-pay';
import {
  chooseOption,
  expectPath,
  expectToast,
  followLink,
  LoginPage,
  menuLabels,
  newPage,
  siteUrl,
  useBrowser,
} from './support/browser';
import { isDisabledButton, switchMakerCheckerOff } from './support/maker-checker';
import { showOnSomePage } from './support/paging';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

const browser = useBrowser();
const PASSWORD = DEMO_PASSWORD;
/** The test organisation's terms: its own credit line, so no other test moves it. */
const TERMS = { platformFeePercentage: 2, monthlyFeePercentage: 1.5 };
const CREDIT = 50_000;
/** A tiny PDF, enough for an invoice upload (PDF is one of the invoice types). */
const INVOICE = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

type World = Awaited<ReturnType<typeof advancePayWorld>> & { supplier: { id: string; companyName: string } };

/**
 * A fresh organisation of its own with Disbursements on (credit RM 50,000, 2% platform fee, 1.5%
 * a month), an approved employee, a Manager, and one supplier an administrator approved.
 */
async function disbursementWorld(): Promise<World> {
  const world = await advancePayWorld({
    org: {
      disbursements: {
        enable: 'yes',
        initialCreditLimitSen: rmToSen(CREDIT),
        creditLimitSen: rmToSen(CREDIT),
        ...TERMS,
      },
    },
  });
  const companyName = `E2E Invoice Supplier ${Date.now().toString(36)}`;
  const supplier = okBody(
    await callApi(
      'suppliers-create',
      {
        companyName,
        businessRegistrationNumber: '202401055555',
        mobileNumber: '+60321234555',
        email: 'accounts@e2e-invoices.example',
        address: '5 Jalan E2E, Kuala Lumpur',
        contactPersonName: 'Nur Iman',
        contactPersonMobileNumber: '+60125554444',
        contactPersonEmail: 'iman@e2e-invoices.example',
        bankDetails: [{ bankCode: 'MBBEMYKL', accountNumber: '514055550001' }],
      },
      world.manager.token,
    ),
  );
  const admin = await signIn('admin@platform.test', PASSWORD);
  okBody(await callApi('suppliers-approve', { orgId: world.orgId, id: supplier.id }, admin.idToken));
  return { ...world, supplier: { id: supplier.id, companyName } };
}

/** An employee disbursement of the world made and approved through the API, paying into `accountNumber`. */
async function approvedEmployeeDisbursement(world: World, name: string, e: EmployeeRecord) {
  // The employee is paid into the account on their record (the payout-account gate): the payload names it.
  const accountNumber = e.accountNumber!;
  const created = okBody(
    await callApi(
      'disbursements-create',
      {
        name,
        date: addDaysIso(klDate(), 5),
        repaymentPeriod: 1,
        payeesType: 'employees',
        selectedPayees: [{ id: e.employeeICNumber, name: e.name, bankCode: e.bankCode!, accountNumber, amount: 600 }],
      },
      // Prepared by the Executive, approved by the Manager (two people for money).
      world.executive.token,
    ),
  );
  okBody(await callApi('disbursements-approve', { disbursementId: created.id }, world.manager.token));
  return created;
}

const input = (scope: Page | Locator, testId: string) => scope.getByTestId(testId).locator('input').first();
const statusText = async (page: Page) => (await page.getByTestId('disbursement-view-status').innerText()).trim();
/** The figure of 'Available Credit: RM 50,000.00' in the top bar. */
const topBarCredit = async (page: Page) =>
  /Available Credit: (RM [\d,]+\.\d\d)/.exec(await page.getByTestId('top-nav').innerText())?.[1];

async function signInManager(world: World) {
  const { context, page } = await newPage(browser());
  await new LoginPage(page).signIn({ code: world.orgId, email: world.manager.email, password: world.manager.password });
  await expect.poll(() => menuLabels(page), { timeout: 15_000 }).toContain('Disbursements');
  await page.getByTestId('side-nav').getByText('Disbursements', { exact: true }).click();
  await expectPath(page, '/disbursements');
  await page.getByTestId('table-disbursements').waitFor();
  return { context, page };
}

/** The form's fields above the payees. */
async function fillDetails(page: Page, values: { name: string; date: string; months: string; type: string }) {
  await input(page, 'disbursement-name').fill(values.name);
  await input(page, 'disbursement-date').fill(isoToDisplay(values.date));
  await chooseOption(page.getByTestId('disbursement-repaymentPeriod'), values.months);
  await chooseOption(page.getByTestId('disbursement-payeesType'), values.type);
}

describe('disbursements in the browser', () => {
  let world: World;
  beforeAll(async () => {
    world = await disbursementWorld();
  });

  it('the form says what is missing (required fields, the date, payees, the RM500 minimum, invoices); a draft is saved and deleted', async () => {
    const { context, page } = await signInManager(world);
    await page.getByTestId('disbursement-create').first().click();
    await expectPath(page, '/disbursements/create');
    const form = page.getByTestId('disbursement-form');

    // Nothing filled in
    await page.getByTestId('disbursement-proceed').click();
    await expectToast(page, 'error', 'Please fill all the required form fields!');
    await expect.poll(() => form.getByText('Required!', { exact: true }).count()).toBe(4);

    // A date too soon
    await input(page, 'disbursement-date').fill(isoToDisplay(addDaysIso(klDate(), 1)));
    await form.getByText('The disbursement date must be at least 3 days after today').waitFor();

    // Valid details, no payee
    await fillDetails(page, {
      name: 'E2E validation',
      date: addDaysIso(klDate(), 10),
      months: '2 months',
      type: 'Employees',
    });
    await page.getByTestId('disbursement-proceed').click();
    await expectToast(page, 'error', 'Add atleast one payee to continue!');

    // The employee payee form: everything required, the bank follows the employee, RM500 at least
    await page.getByTestId('payee-add').click();
    const dialog = page.getByTestId('employee-payee-dialog');
    await dialog.waitFor();
    await page.getByTestId('payee-add-confirm').click();
    await expect.poll(() => dialog.getByText('Required!', { exact: true }).count()).toBeGreaterThanOrEqual(2);
    await chooseOption(page.getByTestId('payee-employee'), world.employee.employee.name);
    await expect.poll(() => input(page, 'payee-account').inputValue()).toBe('114011112222');
    await input(page, 'payee-amount').fill('499');
    await page.getByTestId('payee-add-confirm').click();
    await dialog.getByText('Amount must be more than RM500').waitFor();
    await input(page, 'payee-amount').fill('800');
    await page.getByTestId('payee-add-confirm').click();
    await page.getByTestId('disbursement-payees').getByText(world.employee.employee.name).waitFor();

    // The fees follow the payees and the period, before anything is saved
    const fees = disbursementFeesRm([800], TERMS, 2);
    await expect.poll(() => page.getByTestId('fee-total').innerText()).toBe(formatRm(fees.total));
    await chooseOption(page.getByTestId('disbursement-repaymentPeriod'), '3 months');
    await expect
      .poll(() => page.getByTestId('fee-total').innerText())
      .toBe(formatRm(disbursementFeesRm([800], TERMS, 3).total));

    // Changing the payees' type asks, then clears the payees
    // (the select keeps showing Employees until the change is confirmed)
    const typeSelect = page.getByTestId('disbursement-payeesType').locator('button').first();
    await typeSelect.click();
    await page.getByRole('option', { name: 'Suppliers', exact: true }).click();
    await page.getByTestId('payees-type-confirm').getByText('The 1 payee added so far will be removed.').waitFor();
    await page.getByTestId('payees-type-confirm-button').click();
    await expect.poll(async () => (await typeSelect.innerText()).trim()).toBe('Suppliers');
    await expect
      .poll(() => page.getByTestId('disbursement-payees').getByText(world.employee.employee.name).count())
      .toBe(0);

    // The supplier payee form needs files
    await page.getByTestId('payee-add').click();
    await page.getByTestId('supplier-payee-dialog').waitFor();
    await page.getByTestId('payee-add-confirm').click();
    await page.getByTestId('supplier-payee-dialog').getByText('Files is needed when adding suppliers').waitFor();
    await page.getByTestId('supplier-payee-dialog').getByRole('button', { name: 'Cancel' }).click();

    // Save as Draft, then delete the draft: it leaves the list
    const draftName = `E2E draft ${Date.now().toString(36)}`;
    await input(page, 'disbursement-name').fill(draftName);
    await chooseOption(page.getByTestId('disbursement-payeesType'), 'Employees');
    await page.getByTestId('payee-add').click();
    await chooseOption(page.getByTestId('payee-employee'), world.employee.employee.name);
    await input(page, 'payee-amount').fill('500');
    await page.getByTestId('payee-add-confirm').click();
    await page.getByTestId('disbursement-payees').getByText(world.employee.employee.name).waitFor();
    await page.getByTestId('disbursement-save-draft').click();
    await expectToast(page, 'success', 'Create action completed successfully!');
    await expect.poll(() => statusText(page), { timeout: 15_000 }).toBe('Draft');
    await page.getByTestId('disbursement-delete').click();
    await page.getByTestId('disbursement-delete-dialog-confirm').click();
    await expectToast(page, 'success', 'Delete action completed successfully!');
    await expectPath(page, '/disbursements');
    // (the world's only disbursement so far: the list is empty and says what to do)
    await page.getByTestId('table-empty').getByText('Create a disbursement to pay', { exact: false }).waitFor();
    expect(await page.getByTestId('table-disbursements').getByText(draftName).count()).toBe(0);
    await context.close();
  });

  it('a single manager (the rule switched off for him) creates a supplier disbursement with an invoice and approves it; an admin pays it through Curlec, completes it and records a settlement transaction', async () => {
    const name = `E2E supplier disbursement ${Date.now().toString(36)}`;
    const { context, page: m } = await signInManager(world);
    await expect.poll(() => topBarCredit(m), { timeout: 15_000 }).toBe(formatRm(CREDIT));

    // New Disbursement: a supplier payee with an uploaded invoice
    await m.getByTestId('disbursement-create').first().click();
    await expectPath(m, '/disbursements/create');
    await fillDetails(m, { name, date: addDaysIso(klDate(), 7), months: '1 month', type: 'Suppliers' });
    await m.getByTestId('payee-add').click();
    await chooseOption(m.getByTestId('payee-supplier'), world.supplier.companyName);
    await input(m, 'payee-amount').fill('2500');
    await m
      .getByTestId('payee-files')
      .locator('input[type=file]')
      .setInputFiles({ name: 'invoice-e2e.pdf', mimeType: 'application/pdf', buffer: INVOICE });
    await m.getByTestId('payee-add-confirm').click();
    const payees = m.getByTestId('disbursement-payees');
    await payees.getByText(world.supplier.companyName).waitFor();
    await payees.getByText('invoice-e2e.pdf').waitFor();
    const fees = disbursementFeesRm([2500], TERMS, 1);
    await expect.poll(() => m.getByTestId('fee-total').innerText()).toBe(formatRm(fees.total));

    await m.getByTestId('disbursement-proceed').click();
    await expectToast(m, 'success', 'Create action completed successfully!');
    await expect.poll(() => new URL(m.url()).pathname, { timeout: 15_000 }).toMatch(/^\/disbursements\/[^/]+\/view$/);
    const id = new URL(m.url()).pathname.split('/')[2];
    await expect.poll(() => statusText(m)).toBe('Pending Approval');
    await m.getByTestId('disbursement-payees').getByTestId('invoice-link').getByText('invoice-e2e.pdf').waitFor();
    expect(await m.getByTestId('disbursement-view-total').innerText()).toBe(formatRm(fees.total));

    // Edit while pending approval: it stays pending (Save as Draft is only for new or draft ones)
    await m.getByTestId('disbursement-edit').click();
    await expect.poll(() => new URL(m.url()).pathname, { timeout: 15_000 }).toBe(`/disbursements/${id}/edit`);
    await expect.poll(() => input(m, 'disbursement-name').inputValue()).toBe(name);
    expect(await m.getByTestId('disbursement-save-draft').count()).toBe(0);
    await m.getByTestId('disbursement-notes').locator('textarea').fill('Stationery for the new office.');
    await m.getByTestId('disbursement-proceed').click();
    await expectToast(m, 'success', 'Update action completed successfully!');
    await expectPath(m, `/disbursements/${id}/view`);
    await m.getByTestId('disbursement-view').getByText('Stationery for the new office.').waitFor();
    expect(await statusText(m)).toBe('Pending Approval');

    // Two people for money: the Manager prepared it, so Approve is disabled with the reason; the
    // provider switches the rule off for this single-Manager organisation, and after a reload he may.
    await expect.poll(() => isDisabledButton(m.getByTestId('disbursement-approve'))).toBe(true);
    await switchMakerCheckerOff(world.orgId, 'E2E: a single Manager');
    await m.reload();
    await expect.poll(() => isDisabledButton(m.getByTestId('disbursement-approve')), { timeout: 15_000 }).toBe(false);

    // Approve: the dialog shows the total against the available credit; the top bar goes down by it
    await m.getByTestId('disbursement-approve').click();
    const approveDialog = m.getByTestId('disbursement-approve-dialog');
    await expect
      .poll(() => approveDialog.innerText())
      .toContain(
        `${formatRm(fees.total)} is taken from your available credit of ${formatRm(CREDIT)}, leaving ${formatRm(CREDIT - fees.total)}`,
      );
    await m.getByTestId('disbursement-approve-dialog-confirm').click();
    await expectToast(m, 'success', 'Approve action completed successfully!');
    await expect.poll(() => statusText(m)).toBe('Approved');
    await expect.poll(() => topBarCredit(m), { timeout: 15_000 }).toBe(formatRm(CREDIT - fees.total));
    expect(await m.getByTestId('disbursement-edit').count()).toBe(0);
    // created, edited, then approved: each change in the history
    await expect.poll(() => m.getByTestId('disbursement-history').locator('tbody tr').count()).toBe(3);

    // The admin: the list across organisations, the gateway balance, the disbursement's page
    const admin = await newPage(browser());
    const a = admin.page;
    await new LoginPage(a).signIn({ email: 'admin@platform.test', password: PASSWORD });
    await expect.poll(() => menuLabels(a), { timeout: 15_000 }).toContain('Disbursements');
    await a.getByTestId('side-nav').getByText('Disbursements', { exact: true }).click();
    await expectPath(a, '/internal/disbursements');
    await a.getByTestId('table-disbursements').getByText('Organization').first().waitFor();
    await expect.poll(() => a.getByTestId('curlec-balance').innerText()).toMatch(/^RM [\d,]+\.\d\d$/);
    // Newest first, but other tests' disbursements made meanwhile can push it past the first page.
    await showOnSomePage(a.getByTestId('table-disbursements'), a.getByTestId(`disbursement-link-${id}`));
    await followLink(
      a,
      a.getByTestId(`disbursement-link-${id}`),
      new RegExp(`^/internal/${world.orgId}/disbursements/${id}/view$`),
    );
    await expect.poll(() => statusText(a)).toBe('Approved');

    // Process with Curlec: every payee paid, the disbursement processing
    await a.getByTestId('disbursement-processWithCurlec').click();
    await a.getByTestId('disbursement-processWithCurlec-dialog-confirm').click();
    await expectToast(a, 'success', 'Process action completed successfully!');
    await expect.poll(() => statusText(a)).toBe('Processing');
    await a.getByTestId('disbursement-payees').getByText('Paid', { exact: true }).waitFor();

    // Complete with a date: the settlement is written
    await a.getByTestId('disbursement-complete').click();
    const completeDialog = a.getByTestId('disbursement-complete-dialog');
    // the dialog names the due date the settlement's page will show
    const dueText = /becomes due on (\d\d\/\d\d\/\d{4})/.exec(await completeDialog.innerText())?.[1];
    expect(dueText).toBeDefined();
    await input(completeDialog, 'disbursement-complete-dialog-date').fill(isoToDisplay(klDate()));
    await a.getByTestId('disbursement-complete-dialog-confirm').click();
    await expectToast(a, 'success', 'Complete action completed successfully!');
    await expect.poll(() => statusText(a)).toBe('Completed');
    await a.getByTestId('disbursement-view-settlement').waitFor();
    expect(await a.getByTestId('disbursement-view-dateCompleted').innerText()).toBe(isoToDisplay(klDate()));

    // The admin opens its settlement (the total is due) and records a settlement transaction:
    // RM 1,000 less due, and RM 1,000 of the credit back
    const repaid = 1000;
    await followLink(a, a.getByTestId('disbursement-view-settlement'), /\/repayments\/[^/]+\/transactions$/);
    const settlementPath = new URL(a.url()).pathname;
    const amountDue = async () => (await a.getByTestId('settlement-view-amount-due').innerText()).trim();
    await expect.poll(amountDue).toBe(formatRm(fees.total));
    expect((await a.getByTestId('settlement-view-due').innerText()).trim()).toBe(dueText);
    await a.getByTestId('settlement-new-transaction').click();
    await expectPath(a, `${settlementPath}/create`);
    await a.getByTestId('settlement-tx-amountRepaid').locator('input').fill(String(repaid));
    await a.getByTestId('settlement-tx-save').click();
    await expectToast(a, 'success', 'Create action completed successfully!');
    await expectPath(a, settlementPath);
    await expect.poll(amountDue).toBe(formatRm(fees.total - repaid));

    // The manager's top bar follows without a reload: read again when the window regains focus
    await m.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await expect.poll(() => topBarCredit(m), { timeout: 15_000 }).toBe(formatRm(CREDIT - fees.total + repaid));

    // The manager sees it completed, with its settlement
    await m.reload();
    await expect.poll(() => statusText(m), { timeout: 15_000 }).toBe('Completed');
    await m.getByTestId('disbursement-view-settlement').waitFor();

    // The dashboard's credit line: the total is used until settled, no longer reserved once paid out
    await m.getByTestId('side-nav').getByText('Dashboard', { exact: true }).click();
    await expectPath(m, '/management/dashboard');
    await expect
      .poll(() => m.getByTestId('credit-line-available').innerText())
      .toBe(formatRm(CREDIT - fees.total + repaid));
    expect(await m.getByTestId('credit-line-initialCreditLimit').innerText()).toBe(formatRm(CREDIT));
    expect(await m.getByTestId('credit-line-outstanding').innerText()).toBe(formatRm(fees.total - repaid));
    expect(await m.getByTestId('credit-line-reserved').innerText()).toBe(formatRm(0));

    await context.close();
    await admin.context.close();
  }, 120_000);

  it('an admin downloads one for processing, sees a failed Curlec payout with its reason, and cancels it with a reason', async () => {
    const stamp = Date.now().toString(36);
    const toDownload = await approvedEmployeeDisbursement(world, `E2E bank file ${stamp}`, world.employee.employee);
    // The sandbox gateway refuses accounts starting with 0000 (a closed account): an employee whose record has one.
    const closed = await freshEmployee(world.orgId, {
      bank: 'Maybank',
      bankCode: 'MBBEMYKL',
      accountNumber: '00001234567',
    });
    const toFail = await approvedEmployeeDisbursement(world, `E2E closed account ${stamp}`, closed.employee);
    const { context, page: a } = await newPage(browser());
    await new LoginPage(a).signIn({ email: 'admin@platform.test', password: PASSWORD });
    await a.getByTestId('side-nav').waitFor();

    // Download for Processing: the bank file, and the disbursement is processing
    await a.goto(siteUrl(`/internal/${world.orgId}/disbursements/${toDownload.id}/view`));
    await expect.poll(() => statusText(a), { timeout: 15_000 }).toBe('Approved');
    await a.getByTestId('disbursement-process').click();
    const download = a.waitForEvent('download');
    await a.getByTestId('disbursement-process-dialog-confirm').click();
    const file = await download;
    const text = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
    expect(text.split('\r\n').slice(0, 2)).toEqual([
      'Payee Name,Payee Id,Bank Name,Account No.,Amount',
      `${world.employee.employee.name},${world.employee.employee.employeeICNumber},Maybank,${world.employee.employee.accountNumber},600.00`,
    ]);
    await expectToast(a, 'success', 'Process action completed successfully!');
    await expect.poll(() => statusText(a)).toBe('Processing');
    await a.getByTestId('disbursement-download').waitFor();

    // Process with Curlec: the payout fails, the reason is shown, nothing is lost
    await a.goto(siteUrl(`/internal/${world.orgId}/disbursements/${toFail.id}/view`));
    await expect.poll(() => statusText(a), { timeout: 15_000 }).toBe('Approved');
    await a.getByTestId('disbursement-processWithCurlec').click();
    await a.getByTestId('disbursement-processWithCurlec-dialog-confirm').click();
    await expect
      .poll(async () => (await a.getByTestId('toast-error').allInnerTexts()).join(' '), { timeout: 15_000 })
      .toContain('Failed to process Disbursement!');
    await expect.poll(() => statusText(a)).toBe('Processing');
    await a
      .getByTestId('disbursement-failure')
      .getByText('The beneficiary account is closed', { exact: false })
      .waitFor();
    await a.getByTestId('disbursement-payees').getByText('Failed:', { exact: false }).waitFor();

    // Cancel: a reason is required; the reserved total goes back to the credit
    await a.getByTestId('disbursement-cancel').click();
    await a.getByTestId('disbursement-cancel-dialog-confirm').click();
    await a.getByTestId('disbursement-cancel-dialog').getByText('Required!').waitFor();
    await a.getByTestId('disbursement-cancel-dialog-reason').locator('textarea').fill('The employee left the company.');
    await a.getByTestId('disbursement-cancel-dialog-confirm').click();
    await expectToast(a, 'success', 'Cancel action completed successfully!');
    await expect.poll(() => statusText(a)).toBe('Cancelled');
    await a.getByTestId('disbursement-view').getByText('The employee left the company.').waitFor();
    await context.close();
  });
});
