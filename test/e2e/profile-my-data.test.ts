import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ms } from '../../shared/i18n/catalogue/ms';
import { klDate } from '../../shared/domain/time/time';
import type { MyDataDocument } from '../../shared/domain/identity/my-data';
import { storeWithdrawal } from '../support/advance-pay';
import { freshEmployee } from '../support/own-profile';
import { expectPath, LoginPage, siteUrl, useBrowser } from './support/browser';
import { newPhonePage } from './support/phone';
import { expectPhoneFriendly } from './support/phone-friendly';

/**
 * Download my data on the Profile page (issue 31, line 5; docs/rules.md#privacy) on a 360 px phone
 * in Bahasa Malaysia: a 44 px button that saves `my-data-<date>.json` holding the person's own data.
 */
const browser = useBrowser();
const WAIT = { timeout: 20_000 };

describe('Download my data on the Profile page', () => {
  it('saves the employee their own data as one file, in Bahasa Malaysia on a phone', async () => {
    const { user, employee } = await freshEmployee();
    // Within the demo organisation's withdrawals' range (RM 100–800, test/integration/seed-advance-pay.test.ts).
    const withdrawal = await storeWithdrawal('demo', employee.employeeICNumber, { amount: 188.8 });
    const { context, page } = await newPhonePage(browser(), 'ms');
    await new LoginPage(page).signIn({ code: 'demo', email: user.email, password: user.password });
    await expectPath(page, '/dashboard');
    await page.goto(siteUrl('/profile'));

    const section = page.getByTestId('profile-my-data');
    await section.getByText(ms['profile.myDataDescription'], { exact: true }).waitFor(WAIT);
    const button = page.getByTestId('profile-my-data-download');
    expect(await button.innerText()).toBe(ms['profile.myDataDownload']);
    await button.scrollIntoViewIfNeeded();
    expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await expectPhoneFriendly(page, 'ms', 'Profile, Download my data');

    const [download] = await Promise.all([page.waitForEvent('download', WAIT), button.click()]);
    expect(download.suggestedFilename()).toBe(`my-data-${klDate()}.json`);
    const document = JSON.parse(await readFile(await download.path(), 'utf8')) as MyDataDocument;
    expect(document.profile.employee).toMatchObject({ employeeICNumber: employee.employeeICNumber, firstName: 'Nur' });
    expect(document.withdrawals).toEqual([expect.objectContaining({ id: withdrawal.id, amount: '188.80' })]);
    await page.getByTestId('profile-my-data-status').getByText(ms['profile.myDataSaved']).waitFor(WAIT);
    await context.close();
  }, 120_000);
});
