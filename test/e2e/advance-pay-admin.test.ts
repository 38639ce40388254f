import { describe, expect, it } from 'vitest';
import { klDate } from '../../shared/domain/time/time';
import { getAdvanceTransaction } from '../../lambdas/data/advance-pay/advance-transactions';
import { advancePayWorld, storeWithdrawal } from '../support/advance-pay';
import { createTestUser } from '../support/users';
import {
  useBrowser,
  chooseOption,
  expectPath,
  expectToast,
  LoginPage,
  menuLabels,
  newPage,
  followLink,
} from './support/browser';

const browser = useBrowser();
const WAIT = { timeout: 15_000 };

/** A new administrator signs in and opens Finance › Advance Pay from the side menu. */
async function openAsNewAdmin() {
  const admin = await createTestUser({ role: 'admin' });
  const { context, page } = await newPage(browser());
  await new LoginPage(page).signIn({ email: admin.email, password: admin.password });
  await expect.poll(() => menuLabels(page), WAIT).toContain('Advance Pay');
  await page.getByTestId('side-nav').getByRole('link', { name: 'Advance Pay', exact: true }).click();
  await expectPath(page, '/internal/advance-pay/transactions');
  return { context, page };
}

describe('admin Advance Pay', () => {
  it('an admin runs end of day for one organisation from More Options, gets the CSV link, and completes a transaction with a transfer date', async () => {
    // Prepare: a fresh organisation with two approved withdrawals; the end of day is limited to it
    // through the organisation filter, so no other test's transactions move.
    const w = await advancePayWorld();
    const ic = w.employee.employee.employeeICNumber;
    const first = await storeWithdrawal(w.orgId, ic, { status: 'approved', amount: 200 });
    const second = await storeWithdrawal(w.orgId, ic, { status: 'approved', amount: 120 });
    const { context, page } = await openAsNewAdmin();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).first().innerText(), WAIT)
      .toContain('Advance Pay - Transactions');

    // The organisation column and bank details; then only this organisation.
    await chooseOption(page.getByTestId('org-filter'), w.org.name);
    const table = page.getByTestId('table-admin-advance-pay-transactions');
    await expect.poll(() => table.innerText(), WAIT).toContain(w.org.name);
    await expect.poll(() => table.innerText(), WAIT).toContain('Maybank · 114011112222');
    await expect.poll(() => page.getByTestId(`admin-transaction-link-${first.id}`).count(), WAIT).toBe(1);

    // More Options › End of day processing, confirmed: the count and the CSV link.
    await page.getByTestId('more-options').locator('button').first().click();
    await page.getByRole('menuitem', { name: 'End of day processing' }).click();
    await expect.poll(() => page.getByTestId('end-of-day-modal').innerText(), WAIT).toContain(w.org.name);
    await page.getByTestId('end-of-day-modal-button').click();
    await expect
      .poll(() => page.getByTestId('end-of-day-count').innerText(), WAIT)
      .toBe('2 transaction(s) sent to bank, RM 304.00 in total.');
    // the result shows once: in the alert above, not again as a toast
    expect(await page.getByTestId('toast-success').allInnerTexts()).not.toContain(
      '2 transaction(s) sent to bank, RM 304.00 in total.',
    );
    const download = page.getByTestId('end-of-day-download');
    await expect.poll(() => download.innerText(), WAIT).toContain('Download CSV');
    const href = await download.getAttribute('href');
    expect(href).toBeTruthy();
    const csv = await (await fetch(href!)).text();
    expect(csv).toContain(`,${first.id}\r\n`);
    expect(csv).toContain(`,${second.id}\r\n`);
    expect(await getAdvanceTransaction(w.orgId, ic, first.id)).toMatchObject({
      status: 'processing',
      sentToBank: true,
    });

    // Edit the first: completed needs a transfer date; then it is locked.
    const editPath = `/internal/advance-pay/transactions/${w.orgId}/${ic}/${first.id}/${first.periodKey}/edit`;
    // the list reads its page again after the end of day: sent, they leave the default filter
    // (what the next End of day sends); every status shows them, now processing
    await chooseOption(page.getByTestId('admin-status-filter'), 'All statuses');
    await expect.poll(() => table.innerText(), WAIT).toContain('Processing');
    await expect.poll(() => page.getByTestId(`admin-transaction-link-${first.id}`).count(), WAIT).toBe(1);
    await followLink(page, page.getByTestId(`admin-transaction-link-${first.id}`), new RegExp(`^${editPath}$`));
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).first().innerText(), WAIT)
      .toContain('Advance Pay - Edit Transaction');
    await expect.poll(() => page.getByTestId('transaction-timeline').innerText(), WAIT).toContain('Sent to bank');
    expect(await page.getByTestId('admin-edit-save').isDisabled()).toBe(true); // unchanged
    await chooseOption(page.getByTestId('admin-edit-status'), 'Completed');
    await page.getByTestId('admin-edit-save').click();
    await expect
      .poll(() => page.getByText('Transfer date is required when the status is completed!').count(), WAIT)
      .toBeGreaterThan(0);
    const today = klDate();
    await page
      .getByTestId('admin-edit-transfer-date')
      .locator('input')
      .first()
      .fill(today.split('-').reverse().join('/'));
    await page.getByTestId('admin-edit-save').click();
    await expectToast(page, 'success', 'Transaction has been successfuly updated!');
    await expectPath(page, '/internal/advance-pay/transactions');
    // back to the list as it was left: still this organisation only
    expect(new URL(page.url()).searchParams.get('org')).toBe(w.orgId);
    await expect.poll(async () => (await getAdvanceTransaction(w.orgId, ic, first.id))?.status, WAIT).toBe('completed');
    expect((await getAdvanceTransaction(w.orgId, ic, first.id))!.transferDate).toBe(today);

    await followLink(page, page.getByTestId(`admin-transaction-link-${first.id}`), new RegExp(`^${editPath}$`));
    await expect
      .poll(() => page.getByTestId('admin-edit-locked').innerText(), WAIT)
      .toContain('can no longer be changed');
    expect(await page.getByTestId('admin-edit-save').count()).toBe(0);
    await context.close();
  });

  it('lists the month newest first, starting with what End of day will send; search finds a row of a later page', async () => {
    // Prepare: an organisation of its own: its oldest withdrawal pending, then 12 approved.
    const w = await advancePayWorld();
    const targetIc = `97${String(Date.now()).slice(-10)}`;
    const target = await storeWithdrawal(w.orgId, targetIc, { status: 'pending', amount: 50 });
    const approved = [];
    for (let i = 0; i < 12; i += 1)
      approved.push(await storeWithdrawal(w.orgId, w.employee.employee.employeeICNumber, { status: 'approved' }));
    const newest = approved[approved.length - 1];
    const { context, page } = await openAsNewAdmin();
    const table = page.getByTestId('table-admin-advance-pay-transactions');
    const link = (id: string) => page.getByTestId(`admin-transaction-link-${id}`);
    const firstRowLink = () => table.locator('tbody tr').first().locator('a').first().getAttribute('data-testid');

    // Act / assess: the filter starts at what the next End of day sends, newest first
    await expect
      .poll(() => page.getByTestId('admin-status-filter').innerText(), WAIT)
      .toContain('Waiting for End of day');
    await chooseOption(page.getByTestId('org-filter'), w.org.name);
    await expect.poll(firstRowLink, WAIT).toBe(`admin-transaction-link-${newest.id}`);
    await expect.poll(() => table.locator('tbody tr').count(), WAIT).toBe(10);
    expect(await link(target.id).count()).toBe(0);
    expect(await table.getByRole('button', { name: 'Next page' }).isEnabled()).toBe(true);

    // every status: the pending one is the oldest, past the first page
    await chooseOption(page.getByTestId('admin-status-filter'), 'All statuses');
    await expect.poll(() => new URL(page.url()).searchParams.get('status'), WAIT).toBe('all');
    await expect.poll(firstRowLink, WAIT).toBe(`admin-transaction-link-${newest.id}`);
    await expect.poll(() => table.locator('tbody tr').count(), WAIT).toBe(10);
    expect(await link(target.id).count()).toBe(0);

    // the search runs on the server over the whole month: the row of a later page is found on the first
    await page.getByTestId('table-search').locator('input').fill(targetIc);
    await expect.poll(() => link(target.id).count(), WAIT).toBe(1);
    await expect.poll(() => table.locator('tbody tr').count(), WAIT).toBe(1);
    await context.close();
  });
});
