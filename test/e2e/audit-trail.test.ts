import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { actingAs } from '../../lambdas/core/audit-actor';
import { auditItem, type AuditInput } from '../../lambdas/data/audit/audit-trail';
import { table } from '../../lambdas/data/table/table';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';
import { freshOrgWithManager, type FreshOrg } from '../support/fresh-org';
import { useBrowser, chooseOption, expectPath, LoginPage, menuLabels, newPage } from './support/browser';

const browser = useBrowser();
const WAIT = { timeout: 15_000 };
const tag = `zq${Date.now().toString(36)}`;
let mine: FreshOrg;
let other: FreshOrg;

/** An entry as a change's transaction writes it (the wiring of each change: test/integration/audit-*.test.ts). */
async function write(actorName: string, input: AuditInput) {
  await actingAs({ userId: `u-${actorName}`, name: actorName, email: `${actorName}@audit.test`, role: 'Manager' }, () =>
    table.transact([auditItem(input)]),
  );
}

beforeAll(async () => {
  [mine, other] = await Promise.all([
    freshOrgWithManager({ idPrefix: 'audit-ui', label: 'Audit UI' }),
    freshOrgWithManager({ idPrefix: 'audit-ux', label: 'Audit UX' }),
  ]);
  await write(`mira${tag}`, {
    orgId: mine.orgId,
    kind: 'bankAccount',
    action: 'changed',
    subject: { type: 'employee', id: '900101145678', name: `Siti ${tag}` },
    changes: [{ field: 'accountNumber', before: '******2233', after: '******8877' }],
  });
  await write(`mira${tag}`, {
    orgId: mine.orgId,
    kind: 'setting',
    action: 'changed',
    subject: { type: 'organisation', id: mine.orgId },
    changes: [{ field: 'notificationsEmail', before: 'a***@x.test', after: 'b***@x.test' }],
  });
  await write(`omar${tag}`, {
    orgId: other.orgId,
    kind: 'payRun',
    action: 'approved',
    subject: { type: 'payRun', id: `run-${tag}` },
  });
});

describe('the audit trail', () => {
  it('an administrator finds a change by organisation, kind and person, and exports the search as CSV', async () => {
    const { context, page } = await newPage(browser());
    await new LoginPage(page).signIn({ email: 'admin@platform.test', password: DEMO_PASSWORD });
    await expectPath(page, '/internal/dashboard');
    await expect.poll(() => menuLabels(page), WAIT).toContain('Audit Trail');
    await page.getByTestId('side-nav').getByText('Audit Trail').click();
    await expectPath(page, '/internal/audit');
    const table = page.getByTestId('table-audit');
    await table.waitFor();

    await page.getByTestId('table-search').locator('input').fill(tag);
    await expect.poll(() => table.locator('tbody tr').count(), WAIT).toBe(3);
    await chooseOption(page.getByTestId('audit-org'), `Audit UI ${mine.orgId}`);
    await expect.poll(() => table.locator('tbody tr').count(), WAIT).toBe(2);
    await chooseOption(page.getByTestId('audit-kind'), 'Bank account');
    const row = table.locator('tbody tr', { hasText: `Siti ${tag}` });
    await expect.poll(() => row.innerText(), WAIT).toContain('accountNumber: ******2233 → ******8877');
    expect(await row.innerText()).toContain(`mira${tag} (Manager)`);
    await expect.poll(() => table.locator('tbody tr').count(), WAIT).toBe(1);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('audit-export').click()]);
    expect(download.suggestedFilename()).toMatch(/^audit-trail-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile(await download.path(), 'utf8')).replace(/^\ufeff/, '').split('\r\n');
    expect(lines[0]).toBe(
      'When (Malaysia time),Organization,Kind,Action,Subject type,Subject,Subject ID,Changes,By,Role,Reason,Request ID',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`Audit UI ${mine.orgId},Bank account,changed,employee,Siti ${tag}`);
    await context.close();
  });

  it("a Manager sees their own organisation's changes under Settings › Audit Trail, and no other's", async () => {
    const { context, page } = await newPage(browser());
    await new LoginPage(page).signIn({ code: mine.orgId, email: mine.manager.email, password: mine.manager.password });
    await expect.poll(() => menuLabels(page), WAIT).toContain('Audit Trail');
    await page.getByTestId('side-nav').getByText('Audit Trail').click();
    await expectPath(page, '/settings/audit');
    const table = page.getByTestId('table-audit');
    await table.waitFor();
    await page.getByTestId('table-search').locator('input').fill(tag);
    await expect.poll(() => table.locator('tbody tr').count(), WAIT).toBe(2);
    expect(await table.innerText()).not.toContain(`omar${tag}`);
    expect(await page.getByTestId('audit-org').count()).toBe(0);
    // A period backwards is said under the field, and nothing is asked of the server.
    await page.getByTestId('audit-from').locator('input').fill('30/12/2026');
    await page.getByTestId('audit-to').locator('input').fill('01/12/2026');
    await page.getByText('The last day cannot be before the first').waitFor(WAIT);
    expect(await page.getByTestId('audit-export').isDisabled()).toBe(true);
    await context.close();
  });
});
