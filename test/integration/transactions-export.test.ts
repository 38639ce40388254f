import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { periodFromKey } from '../../shared/domain/advance-pay/advance-pay';
import { formatRm } from '../../shared/domain/money/money';
import { monthsBack, type TransactionHistoryRow } from '../../shared/domain/advance-pay/transaction-history';
import { callApi, okBody } from '../support/api';
import { pdfTextLines } from '../support/pdf-text';
import { historyOrg, historyRow, putHistoryRows } from '../support/transaction-history';

/**
 * The export inside one API call's limits (API Gateway answers 29 s at most): 5,000 rows of one
 * organisation over 3 months, the densest month (3,000 rows) exported. The rows live in an
 * organisation of their own, so other tests' lists never read them; none is in the current month,
 * so the administrators' default month is not burdened either.
 */
const PER_MONTH = [3_000, 1_200, 800] as const;
let org: Awaited<ReturnType<typeof historyOrg>>;
const densest = monthsBack(1);

beforeAll(async () => {
  org = await historyOrg('txbig');
  const owner = { id: org.orgId, name: org.org.name };
  const rows: TransactionHistoryRow[] = [];
  PER_MONTH.forEach((count, i) => {
    const month = monthsBack(i + 1);
    for (let n = 0; n < count; n++) {
      const day = String((n % 28) + 1).padStart(2, '0');
      // Every third row money out; amounts with sen so the totals are checked to the sen.
      const out = n % 3 === 0;
      rows.push(
        historyRow(owner, {
          paymentDate: `${month}-${day}`,
          type: out ? 'DISBURSEMENT' : 'SETTLEMENT',
          amount: out ? 2_000.01 : 1_000.05,
          description: out ? `Disbursement ${n}: payroll support for the month` : `Settlement transaction ${n}`,
        }),
      );
    }
  });
  await putHistoryRows(rows);
}, 300_000);

describe('transactions-exportToPDFv2 of a large month', () => {
  it('draws 3,000 rows on paginated pages well inside 29 s', { timeout: 120_000 }, async () => {
    const started = Date.now();
    const res = await callApi('transactions-exportToPDFv2', { orgId: org.orgId, date: densest }, org.manager);
    const took = Date.now() - started;
    const body = okBody(res);
    expect(took).toBeLessThan(15_000);

    // 45 rows a page, then 3 lines of totals: (3,000 + 3) / 45 rounded up.
    expect(body).toMatchObject({ rows: 3_000, pages: 67 });
    const bytes = new Uint8Array(await (await fetch(body.url)).arrayBuffer());
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(67);

    const lines = await pdfTextLines(bytes);
    expect(lines[1]).toBe(`Transaction History - ${periodFromKey(densest).text}`);
    expect(lines.filter((l) => l.includes('Settlement transaction ')).length).toBe(2_000);
    expect(lines.filter((l) => l.includes('| Disbursement |')).length).toBe(1_000);
    expect(lines).toContain(`Total money in (settlements, sales) | ${formatRm(2_000 * 1_000.05)}`);
    expect(lines).toContain(`Total money out (disbursements) | -${formatRm(1_000 * 2_000.01)}`);
    expect(lines.at(-1)).toMatch(/\| Page 67 of 67$/);
  });
});
