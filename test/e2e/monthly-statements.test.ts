import { asSen } from '../../shared/domain/money/money';
import { beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { periodOf } from '../../shared/domain/advance-pay/advance-pay';
import { previousPeriod, statementDateOf } from '../../shared/domain/advance-pay/monthly-statement';
import { generateStatements } from '../../lambdas/services/advance-pay/statements';
import { advancePayWorld, storeWithdrawal } from '../support/advance-pay';
import { freshEmployee } from '../support/own-profile';
import { useBrowser, expectPath, expectToast, LoginPage, menuLabels, newPage } from './support/browser';

const browser = useBrowser();
const WAIT = { timeout: 15_000 };

const monthBefore = previousPeriod(previousPeriod(periodOf()));
/** `yyyy-MM-dd` → `dd/MM/yyyy`, as the pages show dates. */
const shown = (iso: string) => iso.split('-').reverse().join('/');

describe('monthly statements (employee)', () => {
  let world: Awaited<ReturnType<typeof advancePayWorld>>;

  beforeAll(async () => {
    // prepare: a fresh organisation whose employee had RM 200 paid out (fee RM 10) two months ago
    // The statement's figures below are of a RM 3,000 salary.
    world = await advancePayWorld({ employee: { salarySen: asSen(300_000) } });
    await storeWithdrawal(world.orgId, world.employee.employee.employeeICNumber, {
      amount: 200,
      status: 'completed',
      period: monthBefore,
    });
    await storeWithdrawal(world.orgId, world.employee.employee.employeeICNumber, {
      amount: 300,
      status: 'rejected',
      period: monthBefore,
    });
    await generateStatements(monthBefore.key, { orgId: world.orgId });
  }, 120_000);

  it('opens the statements, one statement and the download dialog, whose link returns the PDF', async () => {
    const { context, page } = await newPage(browser());
    await new LoginPage(page).signIn({
      code: world.orgId,
      email: world.employee.user.email,
      password: world.employee.user.password,
    });
    await expectPath(page, '/dashboard');
    await expect.poll(() => menuLabels(page), WAIT).toContain('Monthly Statements');

    // act: the list, from the side menu
    await page.getByRole('link', { name: 'Monthly Statements' }).click();
    await expectPath(page, '/advance-pay/statements/monthly');
    const table = page.getByTestId('table-monthly-statements');
    await expect.poll(() => table.innerText(), WAIT).toContain(monthBefore.text);
    // Each statement a card: its month, then each figure with its label.
    const card = page.getByTestId(`statement-card-${monthBefore.key}`);
    const labels = (await card.locator('dt').allInnerTexts()).map((t) => t.trim());
    const values = (await card.locator('dd').allInnerTexts()).map((t) => t.trim());
    expect((await card.locator('h2').innerText()).trim()).toBe(monthBefore.text);
    // Total Withdrawn is the RM 200 asked for; RM 190 received after the RM 10 fee; RM 200 deducted, not RM 210
    expect(Object.fromEntries(labels.map((label, i) => [label, values[i]]))).toEqual({
      'Total Withdrawn': 'RM 200.00',
      'Service Fee': 'RM 10.00',
      'Total Received': 'RM 190.00',
      'Total Deductable': 'RM 200.00',
      'Balance Payable': 'RM 2,800.00',
      'Statement Date': shown(statementDateOf(monthBefore.key)),
    });

    // act: the detail
    await page.getByTestId(`statement-view-${monthBefore.key}`).click();
    await expectPath(page, `/advance-pay/statements/monthly/${monthBefore.key}`);
    const details = page.getByTestId('statement-details');
    await expect.poll(() => details.innerText(), WAIT).toContain(world.employee.employee.employeeICNumber);
    const text = await details.innerText();
    for (const part of [
      'Full Name',
      world.employee.employee.name,
      'IC Number',
      'Statement Date',
      'Period',
      monthBefore.text,
      'Salary',
      'RM 3,000.00',
      'Total Withdrawn',
      'Service Fee',
      'Total Received',
      'Total Deductable',
      'Balance Payable',
      'RM 2,800.00',
    ]) {
      expect(text).toContain(part);
    }
    expect(text).toMatch(/Total Withdrawn\s+The amounts you asked for\s+RM 200\.00/);
    expect(text).toMatch(/Total Received\s+What reached your account\s+RM 190\.00/);
    expect(text).toMatch(/Total Deductable\s+On pay day, \d+ \w+ \d{4}\s+RM 200\.00/);
    expect(await page.getByTestId('statement-message').innerText()).toContain(
      'RM 200.00 will be deducted from your salary on pay day',
    );

    // act: Download PDF
    await page.getByTestId('statement-download').click();
    const dialog = page.getByTestId('statement-download-dialog');
    await expect
      .poll(() => dialog.getByTestId('statement-download-message').innerText(), WAIT)
      .toContain(monthBefore.text);
    const href = await dialog.getByTestId('statement-download-link').getAttribute('href');
    expect(href).toBeTruthy();

    // assess: the link is the PDF
    const file = await fetch(href!);
    expect(file.status).toBe(200);
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('%PDF');
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThanOrEqual(1);
    await context.close();
  });

  it('explains the empty list, and shows Not Available! for a statement that does not exist', async () => {
    const newcomer = await freshEmployee(world.orgId);
    const { context, page } = await newPage(browser());
    await new LoginPage(page).signIn({
      code: world.orgId,
      email: newcomer.user.email,
      password: newcomer.user.password,
    });
    await expectPath(page, '/dashboard');
    await page.goto(new URL('/advance-pay/statements/monthly', page.url()).toString());
    await expect
      .poll(() => page.getByTestId('table-empty').innerText(), WAIT)
      .toContain('A statement appears here on the 1st of the month after a month in which you received Advance Pay.');

    await page.goto(new URL(`/advance-pay/statements/monthly/${monthBefore.key}`, page.url()).toString());
    await expect.poll(() => page.getByTestId('not-available').innerText(), WAIT).toBe('Not Available!');
    await expectToast(page, 'error', 'Statement not found!');
    await context.close();
  });
});
