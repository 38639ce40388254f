import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import type { PayRun } from '../../shared/domain/benefits/pay-run';
import { createTeamRun, payRunWorld } from '../support/pay-runs';
import { expectPath, LoginPage, newPage, siteUrl, useBrowser } from './support/browser';

const browser = useBrowser();
const WAIT = { timeout: 15_000 };

describe('the pay runs table searches on the server', () => {
  it('typing a benefit name shows the run of a later page', { timeout: 180_000 }, async () => {
    // An organisation of its own: its oldest run, then a full page of 10 newer ones.
    const w = await payRunWorld();
    const word = `Kelp${ulid().slice(-6)}`;
    const create = (benefitName: string) => createTeamRun(w.executive, benefitName, 'Ad-hoc');
    const target = await create(`Searched ${word} allowance`);
    const newer: PayRun[] = [];
    for (let i = 0; i < 10; i += 1) newer.push(await create(`Newer run ${i}`));

    const { context, page } = await newPage(browser());
    await new LoginPage(page).signIn(w.managerLogin);
    await expectPath(page, '/management/dashboard');
    await page.goto(siteUrl('/benefits-pay-runs'));
    const table = page.getByTestId('table-benefit-pay-runs');
    const link = (run: PayRun) => page.getByTestId(`pay-run-link-${run.id}`);

    // The first page holds the 10 newest: the target is on the second.
    await link(newer[9]).waitFor(WAIT);
    await expect.poll(() => table.locator('tbody tr').count(), WAIT).toBe(10);
    expect(await link(target).count()).toBe(0);

    await page.getByTestId('table-search').locator('input').fill(word.toLowerCase());
    await link(target).waitFor(WAIT);
    await expect.poll(() => table.locator('tbody tr').count(), WAIT).toBe(1);
    expect(await link(newer[9]).count()).toBe(0);
    await context.close();
  });
});
