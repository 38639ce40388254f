import { describe, expect, it } from 'vitest';
import { isoToDisplay } from '../../shared/domain/time/date-text';
import { klDate } from '../../shared/domain/time/time';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';
import { callApi, okBody, signIn } from '../support/api';
import { useBrowser, chooseOption, expectPath, expectToast, LoginPage, menuLabels, newPage } from './support/browser';

const browser = useBrowser();
const WAIT = { timeout: 15_000 };

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A weekday 8 to 25 days from today with no holiday yet: far enough that no withdrawal of another
 * test file (their credit dates are a few working days off) sees it, near enough to be among the
 * dashboard's coming holidays (4 weeks). Picked at random among the free ones, so runs do not meet.
 */
async function freeWeekdaySoon(adminToken: string): Promise<string> {
  const today = klDate();
  const days = Array.from({ length: 18 }, (_, i) => addDays(today, 8 + i)).filter((d) => {
    const wd = new Date(`${d}T00:00:00Z`).getUTCDay();
    return wd >= 1 && wd <= 5;
  });
  const years = [...new Set(days.map((d) => Number(d.slice(0, 4))))];
  const taken = new Set<string>();
  for (const year of years)
    for (const h of okBody(await callApi('calendar-getYear', { year }, adminToken)).holidays) taken.add(h.date);
  const free = days.filter((d) => !taken.has(d));
  expect(free.length).toBeGreaterThan(0);
  return free[Math.floor(Math.random() * free.length)];
}

describe('the business calendar at /internal/holidays', () => {
  it('an admin adds a state holiday, sees it with its history, the dashboard names it; removing it keeps the history', async () => {
    const adminToken = (await signIn('admin@platform.test', DEMO_PASSWORD)).idToken;
    const date = await freeWeekdaySoon(adminToken);
    const name = `Test holiday ${Date.now().toString(36)}`;
    const { context, page } = await newPage(browser());
    await new LoginPage(page).signIn({ email: 'admin@platform.test', password: DEMO_PASSWORD });
    await expectPath(page, '/internal/dashboard');
    // The next-run card says holidays are skipped, and leads to the calendar.
    await expect
      .poll(() => page.getByTestId('ops-next-run').innerText(), WAIT)
      .toContain('Working days (Monday to Friday, holidays skipped) at 16:00, Malaysia time');
    expect(await page.getByTestId('ops-next-run').innerText()).not.toContain('Public holidays are not skipped');

    await expect.poll(() => menuLabels(page), WAIT).toContain('Public Holidays');
    await page.getByTestId('side-nav').getByText('Public Holidays').click();
    await expectPath(page, '/internal/holidays');
    const table = page.getByTestId('table-holidays');
    await table.waitFor();
    // The gazetted holidays of the year shown.
    const year = Number(klDate().slice(0, 4));
    await page.getByRole('heading', { name: `Public Holidays ${year}` }).waitFor(WAIT);
    const search = page.getByTestId('table-search').locator('input');
    if (year === 2026 || year === 2027) {
      await search.fill('Malaysia Day');
      await table.locator('tr', { hasText: `16/09/${year}` }).waitFor(WAIT);
    }

    // Add: a state holiday needs its state.
    await page.getByTestId('holiday-add').first().click();
    const form = page.getByTestId('holiday-form');
    await form.waitFor();
    await form.getByTestId('holiday-date').locator('input').fill(isoToDisplay(date));
    await form.getByTestId('holiday-name').locator('input').fill(name);
    await chooseOption(form.getByTestId('holiday-kind'), 'State');
    await page.getByTestId('holiday-save').click();
    await form.getByText('Choose the state of a state holiday').waitFor(WAIT);
    await chooseOption(form.getByTestId('holiday-state'), 'Selangor');
    await page.getByTestId('holiday-save').click();
    await expectToast(page, 'success', `Holiday ${name} on ${isoToDisplay(date)} saved.`);

    // In the list (of its year) with its history.
    const dateYear = Number(date.slice(0, 4));
    if (dateYear !== year) await page.getByTestId('holiday-year').getByText(String(dateYear)).click();
    const row = table.locator('tr', { hasText: name });
    await search.fill(name);
    await expect.poll(() => row.innerText(), WAIT).toContain(isoToDisplay(date));
    expect(await row.innerText()).toContain('Selangor');
    expect(await row.innerText()).toContain('State');
    const history = page.getByTestId('holiday-history').locator('tr', { hasText: `${name} (State, Selangor)` });
    await expect.poll(() => history.first().innerText(), WAIT).toContain(`added ${isoToDisplay(date)}`);

    // The dashboard names it among the days the end of day will not run.
    await page.getByTestId('side-nav').getByText('Dashboard').first().click();
    await expectPath(page, '/internal/dashboard');
    await expect
      .poll(() => page.getByTestId(`ops-coming-holiday-${date}`).innerText(), WAIT)
      .toContain(`${isoToDisplay(date)} (${name})`);

    // Removed (asked first): out of the list, its history kept.
    await page.getByTestId('side-nav').getByText('Public Holidays').click();
    await expectPath(page, '/internal/holidays');
    if (dateYear !== year) await page.getByTestId('holiday-year').getByText(String(dateYear)).click();
    await search.fill(name);
    await row.getByTestId(`holiday-remove-${date}`).click();
    await page
      .getByTestId('holiday-remove-modal')
      .getByText(`Remove ${name} on ${isoToDisplay(date)}?`)
      .waitFor();
    await page.getByTestId('holiday-remove-modal-button').click();
    await expectToast(page, 'success', `Holiday ${name} on ${isoToDisplay(date)} removed.`);
    await expect.poll(() => row.count(), WAIT).toBe(0);
    await expect
      .poll(() => page.getByTestId('holiday-history').innerText(), WAIT)
      .toContain(`removed ${isoToDisplay(date)}`);
    const view = okBody(await callApi('calendar-getYear', { year: dateYear }, adminToken));
    expect(view.holidays.map((h) => h.date)).not.toContain(date);
    expect(view.changes.filter((c) => c.date === date).map((c) => c.action)).toEqual(['removed', 'added']);
    await context.close();
  });
});
