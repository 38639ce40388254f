import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatRm } from '../../shared/domain/money/money';
import { klDate } from '../../shared/domain/time/time';
import { UPLOAD_MESSAGES } from '../../shared/domain/finance/uploaded-document';
import { hostileSpreadsheets } from '../support/import-files';
import { isoToDisplay } from '../../web/src/components/date-text';
import { chooseOption, expectPath, expectToast, followLink, LoginPage, newPage, useBrowser } from './support/browser';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

const browser = useBrowser();
const PASSWORD = DEMO_PASSWORD;
/** The trigger reads the file in the background: the page follows it, this long at most. */
const TRIGGER_WAIT = { timeout: 90_000 };

const text = async (page: Page, testId: string) => (await page.getByTestId(testId).innerText()).trim();

/** Puts a file in the Upload form's file input, as choosing it in the dialog would. */
async function chooseFile(page: Page, name: string, mimeType: string, content: string | Uint8Array) {
  await page
    .getByTestId('updoc-file')
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType, buffer: Buffer.from(content) });
}

describe('Upload Sale in the browser', () => {
  it("refuses a file whose bytes are no spreadsheet with the spec's message, before it is sent", async () => {
    // prepare
    const { context, page } = await newPage(browser());
    await new LoginPage(page).signIn({ email: 'admin@platform.test', password: PASSWORD });
    await page.getByTestId('side-nav').getByText('Upload Documents', { exact: true }).click();
    await expectPath(page, '/internal/uploaded-documents');
    await page.getByTestId('updoc-upload').first().click();
    await expectPath(page, '/internal/uploaded-documents/create');
    const form = page.getByTestId('updoc-form');
    await chooseOption(page.getByTestId('updoc-type'), 'SALES');
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT' || r.url().includes('uploadedDocuments-create')) sent.push(r.url());
    });

    for (const file of hostileSpreadsheets(['organisationCode,amount,date,reference', 'demo,1.00,01/11/2026,X'])) {
      // act
      await chooseFile(page, file.name, file.mimeType, file.bytes);
      await form.getByText(UPLOAD_MESSAGES.onlyXlsxCsv).waitFor();
      await page.getByTestId('updoc-submit').click();

      // assess: still on the form with the message; nothing was put in the bucket or registered
      await expectPath(page, '/internal/uploaded-documents/create');
      await form.getByText(UPLOAD_MESSAGES.onlyXlsxCsv).waitFor();
      expect(sent, file.what).toEqual([]);
    }

    // a real csv clears it
    await chooseFile(page, 'sales.csv', 'text/csv', 'organisationCode,amount,date,reference\r\n');
    await expect.poll(() => form.getByText(UPLOAD_MESSAGES.onlyXlsxCsv).count()).toBe(0);
    await context.close();
  });

  it('an admin uploads a sales file with a good and a bad row and reads its logs', async () => {
    const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`.toUpperCase();
    const reference = `E2E-${stamp}`;
    const fileName = `e2e-sales-${stamp}.csv`;
    const today = isoToDisplay(klDate());
    // Row 2 is good (the demo organisation's login code); row 3 has an amount that is no number.
    const csv = [
      'organisationCode,amount,date,reference',
      `demo,123.45,${today},${reference}`,
      `demo,abc,${today},${reference}-BAD`,
      '',
    ].join('\r\n');

    const { context, page } = await newPage(browser());
    await new LoginPage(page).signIn({ email: 'admin@platform.test', password: PASSWORD });
    await page.getByTestId('side-nav').getByText('Upload Documents', { exact: true }).click();
    await expectPath(page, '/internal/uploaded-documents');
    await page.getByRole('heading', { name: UPLOAD_MESSAGES.title }).first().waitFor();

    // Upload: the type and the file are required, and only xlsx and csv files are taken
    await page.getByTestId('updoc-upload').first().click();
    await expectPath(page, '/internal/uploaded-documents/create');
    const form = page.getByTestId('updoc-form');
    await page.getByTestId('updoc-submit').click();
    await form.getByText(UPLOAD_MESSAGES.typeRequired).waitFor();
    await form.getByText(UPLOAD_MESSAGES.fileRequired).waitFor();
    await chooseOption(page.getByTestId('updoc-type'), 'SALES');
    await expect.poll(() => form.getByText(UPLOAD_MESSAGES.typeRequired).count()).toBe(0);
    await chooseFile(page, 'notes.txt', 'text/plain', 'not a sales file');
    await form.getByText(UPLOAD_MESSAGES.onlyXlsxCsv).waitFor();
    await page.getByTestId('updoc-submit').click();
    await expectPath(page, '/internal/uploaded-documents/create');

    // A sales csv: put in the bucket, registered, and back to the list
    await chooseFile(page, fileName, 'text/csv', csv);
    await expect.poll(() => form.getByText(UPLOAD_MESSAGES.onlyXlsxCsv).count()).toBe(0);
    await page.getByTestId('updoc-submit').click();
    await expectToast(page, 'success', `${fileName} uploaded: its rows are being read.`);
    await expectPath(page, '/internal/uploaded-documents');
    await page.getByTestId('table-uploaded-documents').getByRole('link', { name: fileName, exact: true }).waitFor();

    // Its logs page follows the file until the trigger is done with it
    const link = page.getByTestId('table-uploaded-documents').getByRole('link', { name: fileName, exact: true });
    await followLink(page, link, /^\/internal\/uploaded-document-logs\/[^/]+\/logs$/);
    expect(await text(page, 'updoc-summary-file')).toBe(fileName);
    await expect.poll(() => text(page, 'updoc-summary-status'), TRIGGER_WAIT).toBe('Completed with errors');
    expect(await text(page, 'updoc-summary-total')).toBe('2');
    expect(await text(page, 'updoc-summary-succeeded')).toBe('1');
    expect(await text(page, 'updoc-summary-failed')).toBe('1');
    await expect.poll(() => text(page, 'uplog-status-2')).toBe('Succeeded');
    await expect.poll(() => text(page, 'uplog-status-3')).toBe('Failed');
    await page.getByTestId('updoc-failed-rows').waitFor();

    // The failed row: its message, its problem and the values it carried
    await followLink(
      page,
      page.getByTestId('uplog-link-3'),
      /^\/internal\/uploaded-document-logs\/[^/]+\/logs\/3\/view$/,
    );
    await expect
      .poll(() => text(page, 'uplog-view-error'))
      .toContain('amount must be an amount in RM with at most 2 decimals');
    expect(await text(page, 'uplog-view-status')).toBe('Failed');
    await page.getByTestId('uplog-problems').getByText('abc', { exact: true }).waitFor();
    expect(await text(page, 'uplog-value-reference')).toBe(`${reference}-BAD`);

    // The good row became a sale of the demo organisation, listed under Sales for this month
    await page.getByTestId('side-nav').getByText('Sales', { exact: true }).click();
    await expectPath(page, '/internal/sales');
    await page.getByTestId('table-search').locator('input').fill(reference);
    const table = page.getByTestId('table-sales');
    await table.getByText(reference, { exact: true }).waitFor();
    await table.getByText(formatRm(123.45), { exact: true }).waitFor();
    expect(await table.getByText(`${reference}-BAD`).count()).toBe(0);

    // The dashboard names it among today's files with errors (newest first), and leads to its logs
    await page.getByTestId('side-nav').getByText('Dashboard', { exact: true }).click();
    await expectPath(page, '/internal/dashboard');
    const card = page.getByTestId('ops-upload-errors');
    await card.getByRole('link', { name: fileName, exact: true }).waitFor();
    await followLink(
      page,
      card.getByRole('link', { name: fileName, exact: true }),
      /^\/internal\/uploaded-document-logs\/[^/]+\/logs$/,
    );
    expect(await text(page, 'updoc-summary-file')).toBe(fileName);
    await context.close();
  }, 180_000);

  it('a settlements file with the wrong columns ends FAILED, its reason on its page and no row written', async () => {
    const stamp = Date.now().toString(36).toUpperCase();
    const fileName = `e2e-wrong-columns-${stamp}.csv`;
    const { context, page } = await newPage(browser());
    await new LoginPage(page).signIn({ email: 'admin@platform.test', password: PASSWORD });
    await page.getByTestId('side-nav').getByText('Upload Documents', { exact: true }).click();
    await expectPath(page, '/internal/uploaded-documents');
    await page.getByTestId('updoc-upload').first().click();
    await expectPath(page, '/internal/uploaded-documents/create');
    await chooseOption(page.getByTestId('updoc-type'), 'SETTLEMENTS');
    await chooseFile(page, fileName, 'text/csv', `organisationCode,amount\r\ndemo,10.00\r\n`);
    await page.getByTestId('updoc-submit').click();
    await expectPath(page, '/internal/uploaded-documents');

    const link = page.getByTestId('table-uploaded-documents').getByRole('link', { name: fileName, exact: true });
    await followLink(page, link, /^\/internal\/uploaded-document-logs\/[^/]+\/logs$/);
    await expect.poll(() => text(page, 'updoc-summary-status'), TRIGGER_WAIT).toBe('Failed');
    await expect.poll(() => text(page, 'updoc-reason')).toContain('Wrong columns');
    expect(await text(page, 'updoc-summary-succeeded')).toBe('0');
    await page.getByTestId('table-upload-logs').getByTestId('table-empty').waitFor();
    // nothing failed row by row: there is no file of failed rows to download
    expect(await page.getByTestId('updoc-failed-rows').count()).toBe(0);
    await context.close();
  }, 120_000);
});
