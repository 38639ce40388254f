import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import * as XLSX from 'xlsx';
import { IMPORT_COLUMNS, validateEmployeeImport } from '../../shared/domain/employees/employee-import';
import {
  FILE_UNPACKS_TOO_LARGE_MESSAGE,
  IMPORT_FILE_LIMITS,
  fileTooLargeMessage,
  readEmployeeImportFile,
  sheetTooLargeMessage,
} from '../../shared/domain/employees/employee-import-file';
import { epochSeconds } from '../../shared/domain/time/time';
import { createOrg } from '../../lambdas/data/organisations/orgs';
import { listAllEmployees } from '../../lambdas/data/employees/employees';
import { ONLY_XLSX_AND_CSV } from '../../shared/domain/files/spreadsheet-bytes';
import { declaredHugeSheetXlsx, hostileSpreadsheets, zipBombXlsx } from '../support/import-files';
import { createTestUser } from '../support/users';
import { useBrowser, expectPath, expectToast, LoginPage, newPage, siteUrl } from './support/browser';

const browser = useBrowser();

/** A spreadsheet as a manager would save it from Excel. */
function xlsxFile(name: string, rows: unknown[][]) {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), 'Employees');
  return {
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer),
  };
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A Manager of an organisation of its own, signed in on the bulk import page. */
async function managerOnImportPage(prefix: string) {
  const orgId = `${prefix}-${ulid().toLowerCase()}`;
  const now = epochSeconds();
  await createOrg({
    id: orgId,
    tenantId: orgId,
    name: 'Import E2E Sdn Bhd',
    status: 'Active',
    domain: orgId,
    eBenefits: 'yes',
    advancePay: 'yes',
    disbursements: { enable: 'no' },
    franchiseType: 'non_franchise',
    createdAt: now,
    modifiedAt: now,
  });
  const manager = await createTestUser({ role: 'Manager', orgId, acceptedTerms: true });
  const { context, page } = await newPage(browser());
  await new LoginPage(page).signIn({ code: orgId, email: manager.email, password: manager.password });
  await expectPath(page, '/management/dashboard');
  const screen = new BulkImportPage(page);
  await screen.open();
  return { orgId, context, page, screen };
}

/** Page object of /employees/bulk-import. */
class BulkImportPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto(siteUrl('/employees/bulk-import'));
    await this.page.getByRole('heading', { name: 'Bulk Import Employees' }).waitFor();
  }

  async upload(file: { name: string; mimeType: string; buffer: Buffer }) {
    await this.page.getByTestId('bulk-import-file').locator('input[type=file]').setInputFiles(file);
  }

  button(name: string) {
    return this.page.getByRole('button', { name, exact: true });
  }

  previewCells() {
    return this.page.getByTestId('bulk-import-preview').locator('tbody tr');
  }
}

describe('Bulk Import Employees', () => {
  it('a manager downloads the template, sees a bad file refused with a toast, imports a good one and undoes it', async () => {
    // prepare: an organisation of its own and its Manager
    const { orgId, context, page, screen } = await managerOnImportPage('e2e-imp');

    // the how-to is on the page and the template downloads, valid as it is
    expect(await page.getByTestId('bulk-import-how-to').locator('li').count()).toBe(5);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('bulk-import-template').click(),
    ]);
    expect(download.suggestedFilename()).toBe('employeesImportTemplate.xlsx');
    const template = readEmployeeImportFile(await readFile(await download.path()), download.suggestedFilename());
    expect(validateEmployeeImport(template.rows, template).ok).toBe(true);
    expect(await screen.button('Import To Add New Employees').isDisabled()).toBe(true);
    expect(await screen.button('undo latest import').isDisabled()).toBe(true);

    // a bad file: its rows in the preview, each problem a toast, nothing to import
    await screen.upload(
      xlsxFile('bad.xlsx', [
        [...IMPORT_COLUMNS.slice(0, 5)],
        ['Aisyah', 'Omar', '950505-10-5555', 'Bank of Nowhere', '114011112222'],
        ['Badrul', '', '950505105556', 'Maybank', '114011113333'],
      ]),
    );
    await expectToast(page, 'error', 'Row 2: Bank of Nowhere is not a valid Bank!');
    await expectToast(page, 'error', 'Row 3: lastName is required.');
    await expect.poll(() => screen.previewCells().count()).toBe(2);
    expect(await screen.button('Import To Add New Employees').isDisabled()).toBe(true);
    expect(await screen.button('Import To Overwrite').isDisabled()).toBe(true);

    // a good file: okay to import; the earlier problems are gone
    const ic = (n: number) => `E2E${ulid().slice(-8)}${n}`;
    const rows = [ic(1), ic(2), ic(3)].map((id, i) => [
      `First${i}`,
      `Last${i}`,
      id,
      'CIMB Bank',
      `80012345${i}`,
      3000 + i,
    ]);
    await screen.upload(xlsxFile('staff.xlsx', [[...IMPORT_COLUMNS.slice(0, 6)], ...rows]));
    await page.getByTestId('bulk-import-ok').getByText('All fields verified correct! Okay to import.').waitFor();
    await expect.poll(() => page.getByTestId('toast-error').count()).toBe(0);
    await expect.poll(() => screen.previewCells().count()).toBe(3);
    expect(await screen.previewCells().first().innerText()).toContain('First0');

    // act: import, adding
    await screen.button('Import To Add New Employees').click();

    // assess: the success toast, and the employees wait for approval
    await expectToast(page, 'success', 'Bulk import successful!');
    const imported = await listAllEmployees(orgId);
    expect(imported.map((e) => e.firstName).sort()).toEqual(['First0', 'First1', 'First2']);
    expect(imported.every((e) => e.status === 'pending-approval' && e.bank === 'CIMB Bank')).toBe(true);

    // undo latest import, confirmed: the server's message, and the employees are gone
    await expect.poll(() => screen.button('undo latest import').isEnabled()).toBe(true);
    await screen.button('undo latest import').click();
    await page.getByTestId('bulk-import-undo-confirm-button').click();
    await expectToast(
      page,
      'success',
      'Last employees import undone: 3 imported employees removed, 0 previous employees restored.',
    );
    expect(await listAllEmployees(orgId)).toEqual([]);
    await expect.poll(() => screen.button('undo latest import').isDisabled()).toBe(true);

    // overwrite asks first
    await screen.upload(xlsxFile('staff.xlsx', [[...IMPORT_COLUMNS.slice(0, 6)], ...rows]));
    await page.getByTestId('bulk-import-ok').getByText('All fields verified correct! Okay to import.').waitFor();
    await screen.button('Import To Overwrite').click();
    await page
      .getByTestId('bulk-import-overwrite-confirm')
      .getByText('Every current employee of the organisation will be replaced')
      .waitFor();
    await page.getByTestId('bulk-import-overwrite-confirm-button').click();
    // the success toast first: it leaves after 5 s, the counts stay for 10 s
    await expectToast(page, 'success', 'Bulk import successful!');
    await expectToast(
      page,
      'info',
      '3 employees added, 0 rows skipped (IC number already in the directory), 0 previous employees replaced. They wait for approval on Employees Pending Approval.',
    );
    expect((await listAllEmployees(orgId)).length).toBe(3);
    await context.close();
  });

  it('refuses a hostile file with its reason while the page stays responsive, then reads a good one', async () => {
    // prepare
    const { context, page, screen } = await managerOnImportPage('e2e-hostile');
    const header = [...IMPORT_COLUMNS.slice(0, 5)];
    const row = ['Aisyah', 'Omar', `E2E${ulid().slice(-9)}`, 'Maybank', '114011112222'];

    // act: a sheet declaring every row and column Excel has (the old page froze converting it)
    await screen.upload({
      name: 'huge.xlsx',
      mimeType: XLSX_TYPE,
      buffer: Buffer.from(declaredHugeSheetXlsx([header, row])),
    });

    // assess: refused with the reason; the page answers at once and nothing is offered for import
    await expectToast(page, 'error', sheetTooLargeMessage(1_048_576, 16_384));
    const started = Date.now();
    expect(await page.evaluate(() => document.title.length >= 0)).toBe(true);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await screen.previewCells().count()).toBe(0);
    expect(await screen.button('Import To Add New Employees').isDisabled()).toBe(true);

    // a zip bomb and a file over the size limit are refused too, each with its reason
    await screen.upload({ name: 'bomb.xlsx', mimeType: XLSX_TYPE, buffer: Buffer.from(zipBombXlsx([header, row])) });
    await expectToast(page, 'error', FILE_UNPACKS_TOO_LARGE_MESSAGE);
    const big = Buffer.alloc(IMPORT_FILE_LIMITS.bytes + 1024, 'a');
    await screen.upload({ name: 'big.csv', mimeType: 'text/csv', buffer: big });
    await expectToast(page, 'error', fileTooLargeMessage(big.length));

    // the page still works: a good file is read and offered for import, the earlier refusals gone
    await screen.upload(xlsxFile('staff.xlsx', [header, row]));
    await page.getByTestId('bulk-import-ok').getByText('All fields verified correct! Okay to import.').waitFor();
    await expect.poll(() => page.getByTestId('toast-error').count()).toBe(0);
    await expect.poll(() => screen.button('Import To Add New Employees').isEnabled()).toBe(true);
    await context.close();
  });

  it("refuses files whose bytes are no spreadsheet with the spec's message, before any preview", async () => {
    // prepare
    const { context, page, screen } = await managerOnImportPage('e2e-notsheet');
    const header = [...IMPORT_COLUMNS.slice(0, 5)];
    const row = ['Aisyah', 'Omar', `E2E${ulid().slice(-9)}`, 'Maybank', '114011112222'];

    for (const file of hostileSpreadsheets([header.join(','), row.join(',')])) {
      // act
      await screen.upload({ name: file.name, mimeType: file.mimeType, buffer: Buffer.from(file.bytes) });

      // assess: the spec's message, no preview, nothing to import
      await expectToast(page, 'error', ONLY_XLSX_AND_CSV);
      expect(await page.getByTestId('bulk-import-preview').count(), file.what).toBe(0);
      expect(await page.getByTestId('bulk-import-ok').count(), file.what).toBe(0);
      expect(await screen.button('Import To Add New Employees').isDisabled(), file.what).toBe(true);
    }

    // a real file after them is read and previewed, the refusal gone
    await screen.upload(xlsxFile('staff.xlsx', [header, row]));
    await page.getByTestId('bulk-import-ok').getByText('All fields verified correct! Okay to import.').waitFor();
    expect(await screen.previewCells().count()).toBe(1);
    await expect.poll(() => page.getByTestId('toast-error').count()).toBe(0);
    await context.close();
  });

  it('an overwrite says how many bank accounts and numbers it changes and whom it suspends, and applies only once confirmed', async () => {
    // prepare: two employees in the directory, added through the page
    const { orgId, context, page, screen } = await managerOnImportPage('e2e-imp-gate');
    const header = [...IMPORT_COLUMNS.slice(0, 6)];
    const ic = (n: number) => `G2E${ulid().slice(-8)}${n}`;
    const [a, b] = [ic(1), ic(2)];
    await screen.upload(
      xlsxFile('staff.xlsx', [
        header,
        ['Aina', 'Gate', a, 'Maybank', '514011110001', 3000],
        ['Bala', 'Gate', b, 'Maybank', '514011110002', 3100],
      ]),
    );
    await page.getByTestId('bulk-import-ok').getByText('All fields verified correct! Okay to import.').waitFor();
    await screen.button('Import To Add New Employees').click();
    await expectToast(page, 'success', 'Bulk import successful!');

    // act: an overwrite file with Aina's account changed and Bala missing
    const file = xlsxFile('changed.xlsx', [header, ['Aina', 'Gate', a, 'CIMB Bank', '800022223333', 3000]]);
    await screen.upload(file);
    await page.getByTestId('bulk-import-ok').getByText('All fields verified correct! Okay to import.').waitFor();
    await screen.button('Import To Overwrite').click();

    // assess: the server's numbers, to confirm
    const changes = page.getByTestId('bulk-import-changes');
    await changes.waitFor();
    expect(await changes.getByTestId('bulk-import-changes-bank-accounts').innerText()).toBe(
      'change the bank account of 1 employee',
    );
    expect(await changes.getByTestId('bulk-import-changes-mobile-numbers').innerText()).toBe(
      'change the mobile number of 0 employees',
    );
    expect(await changes.getByTestId('bulk-import-changes-suspended').innerText()).toBe(
      'suspend 1 employee not in the file',
    );
    // cancelled: nothing changed
    await page.getByTestId('bulk-import-overwrite-confirm').getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(async () => (await changes.count()) === 0 || !(await changes.isVisible())).toBe(true);
    await expect.poll(() => screen.button('Import To Overwrite').isEnabled()).toBe(true);
    const kept = await listAllEmployees(orgId);
    expect(kept.map((e) => [e.employeeICNumber, e.accountNumber]).sort()).toEqual(
      [
        [a, '514011110001'],
        [b, '514011110002'],
      ].sort(),
    );

    // confirmed: applied, Aina's new account waits in the cooling-off
    await screen.button('Import To Overwrite').click();
    await changes.waitFor();
    await page.getByTestId('bulk-import-overwrite-confirm-button').click();
    await expectToast(page, 'success', 'Bulk import successful!');
    // The directory as the import's last step leaves it (the steps may still be writing when the toast shows).
    await expect
      .poll(async () => (await listAllEmployees(orgId)).map((e) => [e.employeeICNumber, e.bankCode, e.accountNumber]), {
        timeout: 15_000,
      })
      .toEqual([[a, 'CIBBMYKL', '800022223333']]);
    const after = await listAllEmployees(orgId);
    expect(after[0].bankAccountChangedAt).toBeDefined();
    await context.close();
  });
});
