import { PdfDocument, StandardFonts, rgb, type PdfFont, type PdfPage } from '../files/pdf/pdf-writer';
import { ulid } from 'ulid';
import { periodFromKey } from '../../../shared/domain/advance-pay/advance-pay';
import { formatRm } from '../../../shared/domain/money/money';
import {
  TYPE_LABELS,
  historyTotals,
  signedAmountText,
  transactionHistoryFileName,
  type TransactionHistoryRow,
} from '../../../shared/domain/advance-pay/transaction-history';
import { putObject } from '../../core/clients/s3';
import { env } from '../../core/env';
import { presignFileDownload } from './statement-pdf';

/**
 * The PDF of an organisation's transaction history for one month (our own small writer, ./pdf/pdf-writer.ts: A4, Helvetica): a
 * fixed number of rows per page, so a month of thousands of rows is drawn in one pass and its
 * page count is known before drawing (each page says "Page x of n").
 */

/** Rows drawn on each page, and the row slots the totals take after the last row. */
export const ROWS_PER_PAGE = 45;
export const TOTALS_SLOTS = 3;

/** The pages a month of `rows` rows takes: the rows, then the totals, at least one page. */
export const transactionHistoryPageCount = (rows: number): number =>
  Math.max(1, Math.ceil((rows + TOTALS_SLOTS) / ROWS_PER_PAGE));

/** The standard fonts only encode WinAnsi: any other character is written as '?'. */
const printable = (text: string) => text.replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');

const A4 = [595.28, 841.89] as const;
const MARGIN = 40;
const ROW_HEIGHT = 15;
const SIZE = 9;
const GREY = rgb(0.35, 0.35, 0.35);
const BLACK = rgb(0, 0, 0);

/** Left edges of the columns (the amount is aligned right on the page's right margin). */
const COLS = { date: MARGIN, type: MARGIN + 70, description: MARGIN + 150, amountRight: A4[0] - MARGIN };
const DESCRIPTION_WIDTH = COLS.amountRight - 110 - COLS.description;

export interface TransactionHistoryPdfInput {
  orgName: string;
  /** 'YYYY-MM'. */
  monthKey: string;
  /** The month's COMPLETED rows, in the order they are listed. */
  rows: readonly TransactionHistoryRow[];
  /** When it was made (shown in the footer). */
  generatedAt: Date;
}

/** Text cut to a width with an ellipsis (a long description must not run into the amount). */
function fit(text: string, font: PdfFont, size: number, width: number): string {
  const t = printable(text);
  if (font.widthOfTextAtSize(t, size) <= width) return t;
  let lo = 0;
  let hi = t.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (font.widthOfTextAtSize(`${t.slice(0, mid)}...`, size) <= width) lo = mid;
    else hi = mid - 1;
  }
  return `${t.slice(0, lo)}...`;
}

/** The month's rows as a PDF: organisation, month, per row date, type, description and signed amount; totals. */
export function renderTransactionHistoryPdf(input: TransactionHistoryPdfInput): Promise<Uint8Array> {
  const { orgName, monthKey, rows, generatedAt } = input;
  const monthText = periodFromKey(monthKey).text;
  const doc = PdfDocument.create();
  doc.setTitle(printable(`Transaction History ${monthText}`));
  doc.setAuthor(printable(orgName));
  doc.setCreationDate(generatedAt);
  doc.setModificationDate(generatedAt);
  const regular = doc.embedFont(StandardFonts.Helvetica);
  const bold = doc.embedFont(StandardFonts.HelveticaBold);
  const pageCount = transactionHistoryPageCount(rows.length);

  let page: PdfPage;
  let y = 0;
  const text = (value: string, x: number, opts: { font?: PdfFont; size?: number; right?: boolean; grey?: boolean }) => {
    const font = opts.font ?? regular;
    const size = opts.size ?? SIZE;
    const t = printable(value);
    const at = opts.right ? x - font.widthOfTextAtSize(t, size) : x;
    page.drawText(t, { x: at, y, size, font, color: opts.grey ? GREY : BLACK });
  };
  const rule = () =>
    page.drawLine({
      start: { x: MARGIN, y: y - 4 },
      end: { x: COLS.amountRight, y: y - 4 },
      thickness: 0.5,
      color: GREY,
    });

  /** A new page: title block, column headings and footer; `y` left at the first row. */
  const startPage = (index: number) => {
    page = doc.addPage([...A4]);
    y = A4[1] - MARGIN;
    text(orgName, MARGIN, { font: bold, size: 14 });
    y -= 18;
    text(`Transaction History - ${monthText}`, MARGIN, { size: 11, grey: true });
    y -= 26;
    text('Payment Date', COLS.date, { font: bold });
    text('Type', COLS.type, { font: bold });
    text('Description', COLS.description, { font: bold });
    text('Amount', COLS.amountRight, { font: bold, right: true });
    rule();
    const top = y;
    y = MARGIN - 10;
    text(
      `Generated ${generatedAt.toISOString().slice(0, 10)}. Amounts in RM; money out is shown with a minus.`,
      MARGIN,
      {
        size: 7,
        grey: true,
      },
    );
    text(`Page ${index + 1} of ${pageCount}`, COLS.amountRight, { size: 7, grey: true, right: true });
    y = top - ROW_HEIGHT - 2;
  };

  let slot = 0;
  /** The next row slot, on a new page when this one is full. */
  const nextSlot = () => {
    if (slot % ROWS_PER_PAGE === 0) startPage(slot / ROWS_PER_PAGE);
    slot += 1;
  };

  for (const row of rows) {
    nextSlot();
    text(row.paymentDate, COLS.date, {});
    text(TYPE_LABELS[row.type], COLS.type, {});
    text(fit(row.description, regular, SIZE, DESCRIPTION_WIDTH), COLS.description, {});
    text(signedAmountText(row), COLS.amountRight, { right: true });
    y -= ROW_HEIGHT;
  }

  const totals = historyTotals(rows);
  const lines: [string, string][] = rows.length
    ? [
        ['Total money in (settlements, sales)', formatRm(totals.moneyIn)],
        ['Total money out (disbursements)', `-${formatRm(totals.moneyOut)}`],
        [`${rows.length.toLocaleString('en-MY')} transactions`, ''],
      ]
    : [
        ['No completed transactions in this month.', ''],
        ['Rows appear when settlements are paid and disbursements completed.', ''],
        ['', ''],
      ];
  for (const [label, value] of lines) {
    nextSlot();
    text(label, COLS.description, { font: bold });
    if (value) text(value, COLS.amountRight, { font: bold, right: true });
    y -= ROW_HEIGHT;
  }
  return Promise.resolve(doc.save());
}

/** Where an export is kept in the generated-files bucket (one object per export: the month may change later). */
export const transactionHistoryPdfKey = (orgId: string, monthKey: string) =>
  `transaction-history/${orgId}/${monthKey}/${ulid()}.pdf`;

/** Draw, store and link one export: the presigned link downloads it under its file name. */
export async function exportTransactionHistoryPdf(orgId: string, input: TransactionHistoryPdfInput) {
  const body = await renderTransactionHistoryPdf(input);
  const key = transactionHistoryPdfKey(orgId, input.monthKey);
  const fileName = transactionHistoryFileName(input.monthKey);
  await putObject({
    Bucket: env.filesBucket,
    Key: key,
    Body: body,
    ContentType: 'application/pdf',
    ContentDisposition: `attachment; filename="${fileName}"`,
  });
  const { url } = await presignFileDownload(key, fileName);
  return { url, fileName, pages: transactionHistoryPageCount(input.rows.length) };
}
