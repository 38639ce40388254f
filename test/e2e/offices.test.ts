import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import type { EmployeeRecord } from '../../shared/domain/employees/employee-record';
import { asSen } from '../../shared/domain/money/money';
import { epochSeconds } from '../../shared/domain/time/time';
import { createEmployee } from '../../lambdas/data/employees/employees';
import { createOrg } from '../../lambdas/data/organisations/orgs';
import {
  useBrowser,
  chooseOption,
  expectPath,
  expectToast,
  LoginPage,
  newPage,
  siteUrl,
  followLink,
} from './support/browser';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

const browser = useBrowser();

/** An organisation of this test's own, so the demo offices are never touched. */
async function freshOrg() {
  const id = `off-${ulid().toLowerCase()}`;
  const now = epochSeconds();
  await createOrg({
    id,
    tenantId: id,
    name: `Office Test ${id}`,
    status: 'Active',
    domain: id,
    eBenefits: 'yes',
    advancePay: 'no',
    disbursements: { enable: 'no' },
    franchiseType: 'non_franchise',
    createdAt: now,
    modifiedAt: now,
  });
  return id;
}

describe('offices in the browser', () => {
  it('an admin creates an office of an organisation, edits it, and cannot delete it while an employee works there', async () => {
    const orgId = await freshOrg();
    const { context, page } = await newPage(browser());
    await new LoginPage(page).signIn({ email: 'admin@platform.test', password: DEMO_PASSWORD });
    await expectPath(page, '/internal/dashboard');
    await page.goto(siteUrl(`/internal/organizations/${orgId}/offices`));
    await page.getByTestId('table-offices').waitFor();

    await page.getByTestId('office-create').first().click();
    await expectPath(page, `/internal/organizations/${orgId}/create-office`);
    await page.getByTestId('office-save').click();
    await page.getByTestId('office-form').getByText('Required!').first().waitFor();

    await page.getByTestId('office-name').locator('input').fill('Kuching Branch');
    await page.getByTestId('office-code').locator('input').fill('kch');
    await page.getByTestId('office-address').locator('input').fill('3 Jalan Padungan');
    await page.getByTestId('office-city').locator('input').fill('Kuching');
    await chooseOption(page.getByTestId('office-state'), 'Sarawak');
    await page.getByTestId('office-save').click();
    await expectToast(page, 'success', 'Office Kuching Branch created.');
    await expectPath(page, `/internal/organizations/${orgId}/offices`);
    const row = page.getByTestId('table-offices').locator('tr', { hasText: 'KCH' });
    await expect.poll(() => row.innerText(), { timeout: 15_000 }).toContain('Sarawak');

    await followLink(
      page,
      row.getByTestId('office-link-KCH'),
      new RegExp(`^/internal/organizations/${orgId}/offices/[0-9A-Z]+/edit$`),
    );
    const officeId = new URL(page.url()).pathname.split('/')[5];
    await page.getByTestId('office-contact').locator('input').fill('+6082123456');
    await page.getByTestId('office-save').click();
    await expectToast(page, 'success', 'Office Kuching Branch updated.');
    await expect.poll(() => row.innerText(), { timeout: 15_000 }).toContain('+6082123456');

    const now = epochSeconds();
    const employee: EmployeeRecord = {
      employeeICNumber: `7${String(Date.now()).slice(-11)}`,
      orgId,
      firstName: 'Ahmad',
      lastName: 'Zaki',
      name: 'Ahmad Zaki',
      status: 'approved',
      salarySen: asSen(300_000),
      advancePayWithdrawalsDisabled: false,
      officeId,
      createdAt: now,
      modifiedAt: now,
    };
    await createEmployee(employee);
    // Edit and Delete stand side by side in the row at a laptop's width (RowActions).
    await row.getByTestId('office-delete-KCH').click();
    await page.getByTestId('office-delete-modal-button').click();
    await expectToast(
      page,
      'error',
      'This office cannot be deleted: 1 employee works at it. Move that employee to another office first.',
    );
    expect(await row.count()).toBe(1);
    await context.close();
  });
});
