import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { periodOf } from '../../shared/domain/advance-pay/advance-pay';
import { formatRm } from '../../shared/domain/money/money';
import { klDate } from '../../shared/domain/time/time';
import { historyOrg, historyRow, putHistoryRows } from '../support/transaction-history';
import { createTestUser } from '../support/users';
import { chooseOption, expectPath, expectToast, LoginPage, menuLabels, newPage, useBrowser } from './support/browser';
import { showOnSomePage } from './support/paging';

const browser = useBrowser();
const WAIT = { timeout: 15_000 };

describe('transaction history in the browser', () => {
  it('a manager sees the completed rows with their signs and exports a month to PDF; an admin sees every organization and no export', async () => {
    // prepare: rows of the manager's organisation as settlements and disbursements write them
    const org = await historyOrg('txweb');
    const owner = { id: org.orgId, name: org.org.name };
    const tag = ulid().slice(-8);
    const settlement = historyRow(owner, {
      paymentDate: klDate(),
      amount: 1_234.5,
      type: 'SETTLEMENT',
      description: `Settlement ${tag}`,
    });
    const disbursement = historyRow(owner, {
      paymentDate: klDate(),
      amount: 5_000,
      type: 'DISBURSEMENT',
      description: `Disbursement ${tag}`,
    });
    const voided = historyRow(owner, {
      paymentDate: klDate(),
      amount: 300,
      status: 'VOIDED',
      description: `Void ${tag}`,
    });
    await putHistoryRows([settlement, disbursement, voided]);

    // the manager: Finance › Transactions
    const manager = await newPage(browser());
    const m = manager.page;
    await new LoginPage(m).signIn({
      code: org.orgId,
      email: org.managerUser.email,
      password: org.managerUser.password,
    });
    await expect.poll(() => menuLabels(m), WAIT).toContain('Transactions');
    await m.getByTestId('side-nav').getByText('Transactions', { exact: true }).click();
    await expectPath(m, '/transactions');
    await expect.poll(() => m.getByTestId(`txh-amount-${settlement.id}`).innerText(), WAIT).toBe(formatRm(1_234.5));
    expect(await m.getByTestId(`txh-amount-${disbursement.id}`).innerText()).toBe(`-${formatRm(5_000)}`);
    expect(await m.getByTestId(`txh-status-${settlement.id}`).innerText()).toContain('Completed');
    // a voided row is the administrators' only; management has no Organization column
    expect(await m.getByTestId(`txh-amount-${voided.id}`).count()).toBe(0);
    expect(
      await m.getByTestId('table-transaction-history').getByRole('columnheader', { name: 'Organization' }).count(),
    ).toBe(0);

    // Export to PDF: a month is required, then the link is offered
    await m.getByTestId('export-pdf').click();
    await m.getByTestId('export-pdf-modal').getByText('Generate PDF').waitFor();
    await m.getByTestId('export-pdf-generate').click();
    await expectToast(m, 'info', 'Please select a month!');
    await chooseOption(m.getByTestId('export-pdf-month'), periodOf().text);
    await m.getByTestId('export-pdf-generate').click();
    await expectToast(m, 'success', 'PDF successfully generated!');
    const link = m.getByTestId('export-pdf-link');
    await expect
      .poll(async () => (await link.innerText()).trim(), WAIT)
      .toBe(`transaction-history-${periodOf().key}.pdf`);
    const href = await link.getAttribute('href');
    const pdf = await fetch(href ?? '');
    expect(pdf.status).toBe(200);
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    await manager.context.close();

    // an admin: Finance › Transactions across organisations, the Organization column, no Export
    const admin = await createTestUser({ role: 'admin' });
    const { context, page } = await newPage(browser());
    await new LoginPage(page).signIn({ email: admin.email, password: admin.password });
    await expect.poll(() => menuLabels(page), WAIT).toContain('Transactions');
    await page.getByTestId('side-nav').getByText('Transactions', { exact: true }).click();
    await expectPath(page, '/internal/transactions');
    // every organisation's month, paged on the server: this organisation's rows may be on any page
    await page.getByTestId('table-search').locator('input').fill(tag);
    const table = page.getByTestId('table-admin-transaction-history');
    await showOnSomePage(table, page.getByTestId(`txh-status-${voided.id}`));
    await expect.poll(() => page.getByTestId(`txh-status-${voided.id}`).innerText(), WAIT).toContain('Voided');
    expect(await table.getByRole('columnheader', { name: 'Organization' }).count()).toBeGreaterThan(0);
    await expect.poll(() => table.getByText(org.org.name).count(), WAIT).toBeGreaterThanOrEqual(3);
    expect(await page.getByTestId('export-pdf').count()).toBe(0);
    await context.close();
    // Two sign-ins, a PDF made and a paged list followed: longer than the default on a loaded machine.
  }, 120_000);
});
