import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { periodOf } from '../../shared/domain/advance-pay/advance-pay';
import { formatRm } from '../../shared/domain/money/money';
import { ORGANISATION_STATUSES } from '../../shared/domain/organisations/organisation';
import type { OperationsDashboard } from '../../shared/domain/finance/operations-dashboard';
import { formatRunTime, plural } from '../../web/src/features/admin-dashboard/format';
import { advancePayWorld, storeWithdrawal } from '../support/advance-pay';
import { createTestUser } from '../support/users';
import { useBrowser, expectPath, followLink, LoginPage, newPage } from './support/browser';

const browser = useBrowser();
const WAIT = { timeout: 15_000 };
const CALLABLE = '/api/advancePayAdmin-getOperationsDashboard';

/** Every answer of the dashboard's callable the page received, latest last. */
function recordAnswers(page: Page): OperationsDashboard[] {
  const answers: OperationsDashboard[] = [];
  page.on('response', (res) => {
    if (new URL(res.url()).pathname === CALLABLE && res.status() === 200)
      void (res.json() as Promise<OperationsDashboard>).then((body) => answers.push(body));
  });
  return answers;
}

const text = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .innerText()
    .then((t) => t.trim());

/** What the page shows of each figure, read the way a person reads it. */
async function shownFigures(page: Page, a: OperationsDashboard, orgId: string) {
  const queue = async (testId: string, f: { count: number }) => ({
    count: await text(page, `${testId}-count`),
    ...(f.count
      ? { amount: await text(page, `${testId}-amount`), net: await text(page, `${testId}-net`) }
      : { empty: await page.getByTestId(`${testId}-empty`).isVisible() }),
  });
  return {
    waiting: await queue('ops-waiting', a.endOfDay.waiting),
    sent: await queue('ops-sent', a.endOfDay.sentToBank),
    nextRun: await text(page, 'ops-next-run-at'),
    monthAmount: await text(page, 'ops-month-amount'),
    monthCount: await text(page, 'ops-month-count'),
    monthOrgs: await text(page, 'ops-month-orgs'),
    org: {
      amount: await text(page, `ops-month-org-amount-${orgId}`),
      count: await text(page, `ops-month-org-count-${orgId}`),
    },
    failed: await text(page, 'ops-failed-count'),
    locked: await text(page, 'ops-locked-count'),
    orgs: await text(page, 'ops-orgs-count'),
    byStatus: await Promise.all(ORGANISATION_STATUSES.map((s) => text(page, `ops-orgs-${s}-count`))),
    disbursements: await text(page, 'ops-disbursements-count'),
    overdue: await text(page, 'ops-overdue-count'),
    overdueAmount: a.overdueSettlements.count ? await text(page, 'ops-overdue-amount') : '',
  };
}

/** The same figures as the answer says they should be shown. */
function expectedFigures(a: OperationsDashboard, orgId: string) {
  const queue = (f: OperationsDashboard['endOfDay']['waiting']) => ({
    count: f.count.toLocaleString('en-MY'),
    ...(f.count ? { amount: formatRm(f.amount), net: formatRm(f.netAmount) } : { empty: true }),
  });
  const org = a.month.top.find((o) => o.orgId === orgId)!;
  return {
    waiting: queue(a.endOfDay.waiting),
    sent: queue(a.endOfDay.sentToBank),
    nextRun: formatRunTime(a.endOfDay.nextRunAt),
    monthAmount: formatRm(a.month.amount),
    monthCount: plural(a.month.count, 'withdrawal'),
    monthOrgs: plural(a.month.organisations, 'organization'),
    org: { amount: formatRm(org.amount), count: plural(org.count, 'withdrawal') },
    failed: a.failedEarnedWages.count.toLocaleString('en-MY'),
    locked: a.lockedAccounts.count.toLocaleString('en-MY'),
    orgs: a.organisations.total.toLocaleString('en-MY'),
    byStatus: ORGANISATION_STATUSES.map((s) => a.organisations.byStatus[s].toLocaleString('en-MY')),
    disbursements: a.disbursements.awaitingProcessing.toLocaleString('en-MY'),
    overdue: a.overdueSettlements.count.toLocaleString('en-MY'),
    overdueAmount: a.overdueSettlements.count ? formatRm(a.overdueSettlements.amount) : '',
  };
}

describe('the administrators’ dashboard', () => {
  it('an admin lands on /internal/dashboard, which shows the figures the API answered, and links to the organisation’s withdrawals', async () => {
    // prepare: an organisation with a month large enough for the top 10, whatever else is stored
    const w = await advancePayWorld();
    const ic = w.employee.employee.employeeICNumber;
    await storeWithdrawal(w.orgId, ic, { status: 'approved', amount: 81_000 });
    await storeWithdrawal(w.orgId, ic, { status: 'completed', amount: 82_000 });
    await storeWithdrawal(w.orgId, ic, { status: 'cancelled', amount: 83_000 });
    const admin = await createTestUser({ role: 'admin' });
    const { context, page } = await newPage(browser());
    const answers = recordAnswers(page);

    // act
    await new LoginPage(page).signIn({ email: admin.email, password: admin.password });

    // assess: the landing, the menu's first entry, and every figure as the latest answer says
    await expectPath(page, '/internal/dashboard');
    await page.getByTestId('ops-month').waitFor();
    await expect.poll(() => answers.length, WAIT).toBeGreaterThan(0);
    const answer = () => answers[answers.length - 1];
    expect(answer().month.top).toContainEqual({ orgId: w.orgId, orgName: w.org.name, count: 2, amount: 163_000 });
    expect(answer().month.period).toBe(periodOf().text);
    await expect
      .poll(async () => JSON.stringify(await shownFigures(page, answer(), w.orgId)), WAIT)
      .toBe(JSON.stringify(expectedFigures(answer(), w.orgId)));
    await expect.poll(() => page.getByTestId('side-nav').locator('a').first().innerText(), WAIT).toBe('Dashboard');

    // the organisation's row leads to its withdrawals of the month, filtered
    await followLink(
      page,
      page.getByTestId(`ops-month-org-link-${w.orgId}`),
      /^\/internal\/advance-pay\/transactions$/,
    );
    expect(new URL(page.url()).searchParams.get('org')).toBe(w.orgId);
    expect(new URL(page.url()).searchParams.get('period')).toBe(periodOf().key);
    await expect.poll(() => page.getByTestId('org-filter').innerText(), WAIT).toContain(w.org.name);
    await context.close();
  });

  it('failed earned wages, locked accounts, organizations, disbursements and settlements lead to their pages', async () => {
    const admin = await createTestUser({ role: 'admin' });
    const { context, page } = await newPage(browser());
    await new LoginPage(page).signIn({ email: admin.email, password: admin.password });
    await expectPath(page, '/internal/dashboard');
    for (const [card, path] of [
      ['ops-failed', /^\/internal\/advance-pay\/failed-earned-wages$/],
      ['ops-locked', /^\/internal\/users$/],
      ['ops-orgs', /^\/internal\/organizations$/],
      ['ops-waiting', /^\/internal\/advance-pay\/transactions$/],
      ['ops-disbursements', /^\/internal\/disbursements$/],
      ['ops-overdue', /^\/internal\/repayments$/],
    ] as const) {
      await followLink(page, page.getByTestId(`${card}-link`), path);
      await page.goBack();
      await expectPath(page, '/internal/dashboard');
    }
    await context.close();
  });
});
