import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatRm } from '../../shared/domain/money/money';
import { klDate } from '../../shared/domain/time/time';
import { callApi, okBody, signIn } from '../support/api';
import { availableCredit, completedDisbursement, freshFinanceOrg } from '../support/finance';
import { isoToDisplay } from '../../web/src/components/date-text';
import {
  chooseOption,
  expectPath,
  expectToast,
  followLink,
  LoginPage,
  menuLabels,
  newPage,
  useBrowser,
} from './support/browser';
import { showOnSomePage } from './support/paging';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

const browser = useBrowser();
const PASSWORD = DEMO_PASSWORD;
const REPAYMENT = '01JDEMO0REPAYMENT000000001';
const DISBURSEMENT = '01JDEMO0D1SB0C0MP1ETED0001';
const ADMIN_DETAILS = `/internal/demo/disbursement/${DISBURSEMENT}/repayments/${REPAYMENT}/transactions`;

const amountDueText = async (page: Page) => (await page.getByTestId('settlement-view-amount-due').innerText()).trim();

async function openSettlements(page: Page, path: string) {
  await expect.poll(() => menuLabels(page), { timeout: 15_000 }).toContain('Settlements');
  await page.getByTestId('side-nav').getByText('Settlements', { exact: true }).click();
  await expectPath(page, path);
  await page.getByTestId('table-settlements').waitFor();
}

describe('settlements in the browser', () => {
  it('an admin records a settlement transaction on the demo settlement and voids it', async () => {
    const adminToken = (await signIn('admin@platform.test', PASSWORD)).idToken;
    const before = okBody(
      await callApi('repayments-getRepayment', { repaymentId: REPAYMENT, orgId: 'demo' }, adminToken),
    );

    const { page: a } = await newPage(browser());
    await new LoginPage(a).signIn({ email: 'admin@platform.test', password: PASSWORD });
    await openSettlements(a, '/internal/repayments');
    await a.getByTestId('table-settlements').getByText('Organization').first().waitFor();
    await followLink(a, a.getByTestId(`settlement-link-${REPAYMENT}`), new RegExp(`^${ADMIN_DETAILS}$`));
    await expect.poll(() => amountDueText(a)).toBe(formatRm(before.amountDue));

    // New Settlement Transaction: the amount is required and must be a number
    await a.getByTestId('settlement-new-transaction').click();
    await expectPath(a, `${ADMIN_DETAILS}/create`);
    const amount = a.getByTestId('settlement-tx-amountRepaid').locator('input');
    await amount.fill('abc');
    await a.getByTestId('settlement-tx-save').click();
    await a.getByTestId('settlement-tx-form').getByText('Amount Repaid only accepts Number').waitFor();
    await amount.fill('250');
    await a.getByTestId('settlement-tx-save').click();
    await expectToast(a, 'success', 'Create action completed successfully!');
    // back on the settlement, RM 250 less due
    await expectPath(a, ADMIN_DETAILS);
    await expect.poll(() => amountDueText(a)).toBe(formatRm(before.amountDue - 250));

    const after = okBody(
      await callApi('repayments-getRepayment', { repaymentId: REPAYMENT, orgId: 'demo' }, adminToken),
    );
    const tx = after.transactions.find(
      (t) => !t.isVoid && t.amountRepaid === 250 && !before.transactions.some((b) => b.id === t.id),
    );
    expect(tx?.paymentDate).toBe(klDate());
    const id = tx?.id ?? '';
    await expect.poll(() => a.getByTestId(`settlement-tx-void-${id}`).innerText()).toBe('No');

    // Void: asks first, then reverses it
    await a.getByTestId(`settlement-tx-void-button-${id}`).click();
    await a
      .getByTestId('settlement-void-dialog')
      .getByText('Are you sure you want to cancel this transaction? This action cannot be undone.')
      .waitFor();
    await a.getByTestId('settlement-void-dialog-confirm').click();
    await expectToast(a, 'success', 'Void action completed successfully!');
    await expect.poll(() => a.getByTestId(`settlement-tx-void-${id}`).innerText()).toBe('Yes');
    await expect.poll(() => amountDueText(a)).toBe(formatRm(before.amountDue));
    // a voided transaction offers no more actions
    expect(await a.getByTestId(`settlement-tx-void-button-${id}`).count()).toBe(0);

    // A transaction voided meanwhile: the void fails inside its dialog with the server's message
    const other = okBody(
      await callApi(
        'repaymentTransactions-create',
        { orgId: 'demo', repaymentId: REPAYMENT, paymentDate: klDate(), amountRepaid: 10 },
        adminToken,
      ),
    );
    await a.reload();
    await a.getByTestId(`settlement-tx-void-button-${other.id}`).waitFor();
    okBody(
      await callApi('repaymentTransactions-void', { orgId: 'demo', repaymentId: REPAYMENT, id: other.id }, adminToken),
    );
    await a.getByTestId(`settlement-tx-void-button-${other.id}`).click();
    await a.getByTestId('settlement-void-dialog-confirm').click();
    const error = a.getByTestId('settlement-void-dialog-error');
    await error.getByText('Error!').waitFor();
    await error.getByText(/voided: it cannot be changed or voided again/).waitFor();
    await a.getByTestId('settlement-void-dialog-close').click();
    await expect.poll(() => a.getByTestId(`settlement-tx-void-${other.id}`).innerText()).toBe('Yes');
  });

  it('an admin creates the settlement of a completed disbursement that has none', async () => {
    const org = await freshFinanceOrg('e2e-settle', 20_000);
    const name = `E2E advance ${Date.now().toString(36)}`;
    const { disbursementId } = await completedDisbursement(org, { totalRm: 2500, name, withSettlement: false });
    const option = `${org.orgName} — ${name} (${isoToDisplay(klDate())}, ${formatRm(2500)})`;

    const { page: a } = await newPage(browser());
    await new LoginPage(a).signIn({ email: 'admin@platform.test', password: PASSWORD });
    await openSettlements(a, '/internal/repayments');
    await a.getByTestId('settlement-create').first().click();
    await expectPath(a, '/internal/repayments/create');
    const form = a.getByTestId('settlement-form');
    await a.getByTestId('settlement-save').click();
    await form.getByText('Please select a disbursement!').waitFor();
    await chooseOption(a.getByTestId('settlement-disbursement'), option);
    await a.getByTestId('settlement-dueDate').locator('input').fill(isoToDisplay('2027-01-31'));
    await a.getByTestId('settlement-amountDue').locator('input').fill('0.5');
    await a.getByTestId('settlement-save').click();
    await form.getByText('*Value must be greater than 1!').waitFor();
    await a.getByTestId('settlement-amountDue').locator('input').fill('2500');
    await a.getByTestId('settlement-save').click();
    await expectToast(a, 'success', 'Create action completed successfully!');
    // after a settlement is created: the list
    await expectPath(a, '/internal/repayments');

    const adminToken = (await signIn('admin@platform.test', PASSWORD)).idToken;
    const list = okBody(await callApi('repayments-getRepayments', { orgId: org.orgId }, adminToken)).items;
    expect(list.map((r) => [r.disbursementId, r.dueDate, r.amountDue, r.status])).toEqual([
      [disbursementId, '2027-01-31', 2500, 'Pending Settlement'],
    ]);
    // other tests' settlements share the list (paged on the server, by due date): find this one
    // by its disbursement's name, on whichever page it is
    await a.getByTestId('table-search').locator('input').fill(name);
    const status = a.getByTestId(`settlement-status-${list[0]?.id ?? ''}`);
    await showOnSomePage(a.getByTestId('table-settlements'), status);
    await status.getByText('Pending Settlement').waitFor();
    // its amount due is owed again on the credit line
    expect(await availableCredit(org.orgId)).toBe(20_000 - 2500);
  });

  it('management sees its settlements read only', async () => {
    const { page: m } = await newPage(browser());
    await new LoginPage(m).signIn({ code: 'demo', email: 'manager@demo.test', password: PASSWORD });
    // The dashboard lists it among the settlements due in the next 60 days
    await m.getByTestId('settlements-due-panel').getByText('October salaries top-up').waitFor({ timeout: 15_000 });
    await openSettlements(m, '/repayments');
    expect(await m.getByTestId('settlement-create').count()).toBe(0);
    await m.getByTestId(`settlement-status-${REPAYMENT}`).getByText('Partial Settlement').waitFor();
    await followLink(
      m,
      m.getByTestId(`settlement-link-${REPAYMENT}`),
      new RegExp(`^/repayments/${REPAYMENT}/${DISBURSEMENT}/transactions$`),
    );
    await m.getByTestId('settlement-view').getByText('October salaries top-up').waitFor();
    await m.getByTestId('settlement-transactions').getByText('RM 1,000.00').waitFor();
    await m.getByTestId('settlement-history').getByText('transaction recorded').first().waitFor();
    await m.getByTestId('settlement-view-disbursement').waitFor();
    for (const action of ['settlement-new-transaction', 'settlement-edit', 'settlement-delete'])
      expect(await m.getByTestId(action).count()).toBe(0);
    expect(await m.locator('[data-testid^="settlement-tx-void-button-"]').count()).toBe(0);
    expect(await m.locator('[data-testid^="settlement-tx-edit-"]').count()).toBe(0);
  });
});
