import { describe, expect, it } from 'vitest';
import { earnedWagesSen, MONTHS, periodOf } from '../../shared/domain/advance-pay/advance-pay';
import { asSen, formatRm, senToRm } from '../../shared/domain/money/money';
import { epochSeconds } from '../../shared/domain/time/time';
import { createOrg } from '../../lambdas/data/organisations/orgs';
import { getOrgMonthSummary } from '../../lambdas/data/advance-pay/advance-pay-summaries';
import { callApi, okBody, signIn } from '../support/api';
import { advancePayWorld } from '../support/advance-pay';
import { createTestUser } from '../support/users';
import { PROFILE_NOT_FOUND } from '../../web/src/features/dashboard/messages';
import { useBrowser, chooseOption, expectPath, LoginPage, menuLabels, newPage } from './support/browser';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

const browser = useBrowser();
/** The pages load several calls at once; on a busy machine that takes more than expect.poll's default second. */
const WAIT = { timeout: 15_000 };

/** What the Earned Wages card may show for a salary today (the page may load across Malaysian midnight). */
const earnedTexts = (salarySen: number, since: Date) => [
  formatRm(senToRm(earnedWagesSen(asSen(salarySen), since))),
  formatRm(senToRm(earnedWagesSen(asSen(salarySen)))),
];

describe('employee dashboard', () => {
  it('employee@other.test sees the welcome, the four cards, the charts and the tables with their demo withdrawals', async () => {
    const since = new Date();
    const { context, page } = await newPage(browser());
    await new LoginPage(page).signIn({ code: 'other', email: 'employee@other.test', password: DEMO_PASSWORD });
    await expectPath(page, '/dashboard');
    expect((await menuLabels(page))[0]).toBe('Dashboard');

    const welcome = page.getByTestId('dashboard-welcome');
    await expect.poll(() => welcome.innerText(), WAIT).toContain('Welcome, ');
    const image = page.getByTestId('welcome-image');
    await image.waitFor();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), WAIT)
      .toBe(true);

    // The figures the server gives for the seeded withdrawals (test/integration/dashboards.test.ts checks them against the transactions).
    const api = okBody(
      await callApi(
        'advancePayEmployee-employeeDashboard',
        {},
        (await signIn('employee@other.test', DEMO_PASSWORD)).idToken,
      ),
    );
    expect(api.latestTransactions.length).toBeGreaterThan(0);

    const value = (card: string) => page.getByTestId(`${card}-value`).innerText();
    await page.getByTestId('card-earned-wages-value').waitFor();
    expect(earnedTexts(380_000, since)).toContain((await value('card-earned-wages')).trim());
    expect(await page.getByTestId('card-earned-wages').innerText()).toContain(`Earned so far in ${periodOf().text}`);
    expect((await value('card-in-processing')).trim()).toBe(formatRm(api.processing));
    expect((await value('card-withdrawn')).trim()).toBe(formatRm(api.withdrawnAmount));
    // In Processing is inside Withdrawn: the balance is earned less withdrawn (the page may load across Malaysian midnight)
    expect(api.processing).toBeLessThanOrEqual(api.withdrawnAmount);
    expect([
      formatRm(api.balance),
      formatRm(Math.max(0, Math.round((api.earnedWages - api.withdrawnAmount) * 100) / 100)),
    ]).toContain((await value('card-balance')).trim());
    expect(await page.getByTestId('dashboard-help').innerText()).toContain(
      'A request counts as withdrawn from the moment you make it',
    );
    await expect
      .poll(() => page.getByTestId('chart-withdrawn').innerText(), WAIT)
      .toContain(`${api.percentageWithdrawn}%`);

    const chart = page.getByTestId('chart-monthly-withdrawals');
    await expect.poll(() => chart.locator('svg').count(), WAIT).toBeGreaterThan(0);
    const chartText = await chart.innerText();
    for (const month of MONTHS) expect(chartText).toContain(month);

    const reasons = page.getByTestId('table-withdrawal-reasons');
    if (api.reasons.length) {
      await expect.poll(() => reasons.innerText(), WAIT).toContain(api.reasons[0].reason);
      expect(await reasons.innerText()).toContain(formatRm(api.reasons[0].amount));
    } else {
      await expect.poll(() => reasons.innerText(), WAIT).toContain('No withdrawals yet');
    }
    // Recent Transactions: stacked cards (a phone's list), each with the table's labels.
    const recent = page.getByTestId('table-recent-transactions');
    const cards = recent.getByTestId('transaction-card');
    await expect.poll(() => cards.count(), WAIT).toBe(api.latestTransactions.length);
    const first = await cards.first().innerText();
    for (const label of ['Pay Period', 'Reason For Withdrawal', 'Request Date', 'Transfer Date'])
      expect(first).toContain(label);
    expect(first).toContain(api.latestTransactions[0].period);
    expect(first).toContain(formatRm(api.latestTransactions[0].amount));
    await context.close();
  });

  it('an employee without withdrawals sees zeros and the empty tables', async () => {
    const since = new Date();
    const world = await advancePayWorld();
    const { context, page } = await newPage(browser());
    await new LoginPage(page).signIn({
      code: world.orgId,
      email: world.employee.user.email,
      password: world.employee.user.password,
    });
    await expectPath(page, '/dashboard');
    const value = (card: string) => page.getByTestId(`${card}-value`).innerText();
    await page.getByTestId('card-earned-wages-value').waitFor();
    expect(earnedTexts(world.employee.employee.salarySen ?? 0, since)).toContain(
      (await value('card-earned-wages')).trim(),
    );
    expect((await value('card-in-processing')).trim()).toBe('RM 0.00');
    expect((await value('card-withdrawn')).trim()).toBe('RM 0.00');
    expect((await value('card-balance')).trim()).toBe((await value('card-earned-wages')).trim());
    await expect.poll(() => page.getByTestId('chart-withdrawn').innerText(), WAIT).toContain('0%');
    await expect
      .poll(() => page.getByTestId('table-withdrawal-reasons').innerText(), WAIT)
      .toContain('No withdrawals yet');
    expect(await page.getByTestId('table-recent-transactions').innerText()).toContain('No transactions');
    await context.close();
  });

  it('an employee user without an employee record is told to ask the manager, with no figures', async () => {
    const world = await advancePayWorld();
    const user = await createTestUser({ role: 'employee', orgId: world.orgId, acceptedTerms: true });
    const { context, page } = await newPage(browser());
    await new LoginPage(page).signIn({ code: world.orgId, email: user.email, password: user.password });
    await expectPath(page, '/dashboard');
    const alert = page.getByTestId('dashboard-error');
    await alert.waitFor(WAIT);
    expect(await alert.innerText()).toContain('No employee profile yet');
    expect(await alert.innerText()).toContain(PROFILE_NOT_FOUND);
    expect(await page.getByTestId('card-earned-wages').count()).toBe(0);
    await context.close();
  });
});

describe('employee dashboard without Advance Pay', () => {
  it("shows only the welcome part when the organisation's Advance Pay is off", async () => {
    const at = epochSeconds();
    const orgId = `noadv-${Date.now()}`;
    await createOrg({
      id: orgId,
      tenantId: orgId,
      domain: orgId,
      name: 'No Advance Sdn Bhd',
      status: 'Active',
      eBenefits: 'no',
      advancePay: 'no',
      disbursements: { enable: 'no' },
      franchiseType: 'non_franchise',
      createdAt: at,
      modifiedAt: at,
    });
    const user = await createTestUser({ role: 'employee', orgId, acceptedTerms: true });
    const { context, page } = await newPage(browser());
    await new LoginPage(page).signIn({ code: orgId, email: user.email, password: user.password });
    await expectPath(page, '/dashboard');
    await expect
      .poll(() => page.getByTestId('dashboard-welcome').innerText(), WAIT)
      .toContain('has not switched on Advance Pay');
    expect(await page.getByTestId('card-earned-wages').count()).toBe(0);
    expect(await page.getByTestId('chart-monthly-withdrawals').count()).toBe(0);
    await context.close();
  });
});

describe('management dashboard', () => {
  it('manager@demo.test sees the month counters, active employees, the reasons chart and picks another month', async () => {
    const { context, page } = await newPage(browser());
    await new LoginPage(page).signIn({ code: 'demo', email: 'manager@demo.test', password: DEMO_PASSWORD });
    await expectPath(page, '/management/dashboard');
    expect((await menuLabels(page))[0]).toBe('Dashboard');
    const dashboard = page.getByTestId('management-dashboard');
    await expect.poll(() => dashboard.innerText(), WAIT).toContain(`Advance Pay — ${periodOf().text}`);

    for (const counter of ['pending', 'approved', 'processing', 'withdrawn', 'rejected', 'cancelled']) {
      await expect.poll(() => page.getByTestId(`counter-${counter}-count`).innerText(), WAIT).toMatch(/^\d[\d,]*$/);
      await expect
        .poll(() => page.getByTestId(`counter-${counter}-amount`).innerText(), WAIT)
        .toMatch(/^RM \d[\d,]*\.\d{2}$/);
    }
    const active = Number((await page.getByTestId('active-employees-value').innerText()).replace(/,/g, ''));
    expect(active).toBeGreaterThanOrEqual(1);
    await page.getByTestId('chart-reasons').waitFor();
    // The demo month's real figures: the counters no batch moves (pending waits for a manager) as the summary has them.
    const summary = await getOrgMonthSummary('demo', periodOf().key);
    for (const status of ['pending', 'rejected', 'cancelled'] as const) {
      expect(await page.getByTestId(`counter-${status}-count`).innerText(), status).toBe(
        String(summary.counts[status]),
      );
      expect(await page.getByTestId(`counter-${status}-amount`).innerText(), status).toBe(
        formatRm(senToRm(asSen(summary.amountsSen[status]))),
      );
    }
    if (Object.values(summary.reasonsSen).some((sen) => sen > 0))
      expect(await page.getByTestId('chart-reasons').innerText()).not.toContain('No withdrawals in');

    // Another month: January of last year, which has no withdrawals.
    const year = periodOf().year - 1;
    await chooseOption(page.getByTestId('month-picker'), 'Jan');
    await chooseOption(page.getByTestId('year-picker'), String(year));
    await expect.poll(() => dashboard.innerText(), WAIT).toContain(`Advance Pay — January ${year}`);
    await expect.poll(() => page.getByTestId('counter-withdrawn-count').innerText(), WAIT).toBe('0');
    await expect
      .poll(() => page.getByTestId('chart-reasons').innerText(), WAIT)
      .toContain(`No withdrawals in January ${year}`);
    await context.close();
  });
});
