import { PdfDocument, StandardFonts, rgb, type PdfFont, type PdfPage } from '../files/pdf/pdf-writer';
import {
  longDate,
  statementFileName,
  type MonthlyStatementRecord,
} from '../../../shared/domain/advance-pay/monthly-statement';
import { formatRm as formatRmOfRm, senToRm, type Sen } from '../../../shared/domain/money/money';
import { epochSeconds } from '../../../shared/domain/time/time';
import { putObject } from '../../core/clients/s3';
import { env } from '../../core/env';
import { setStatementPdf } from '../../data/advance-pay/statements';
import { presignFileDownload } from '../files/file-links';

/** Kept here for its callers: the one presigned download of a generated file is ./file-links.ts. */
export { presignFileDownload };

/**
 * The PDF of a monthly statement (our own small writer, ./pdf/pdf-writer.ts: A4, Helvetica): made on its first download, kept in
 * the generated-files bucket under `statements/<orgId>/<ic>/<periodKey>.pdf` and served by a
 * presigned GET link (the uploads module's links are bound to the uploads bucket).
 */

/** Where a statement's PDF is kept in the generated-files bucket. */
export const statementPdfKey = (s: Pick<MonthlyStatementRecord, 'orgId' | 'employeeICNumber' | 'periodKey'>) =>
  `statements/${s.orgId}/${s.employeeICNumber}/${s.periodKey}.pdf`;

/** An amount as the PDF writes it ('RM 1,234.50'): the statement's text is an edge, in RM. */
const formatRm = (amount: Sen) => formatRmOfRm(senToRm(amount));

/** The standard fonts only encode WinAnsi: any other character is written as '?'. */
const printable = (text: string) => text.replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');

const A4 = [595.28, 841.89] as const;
const MARGIN = 50;
const GREY = rgb(0.35, 0.35, 0.35);

/** The statement as a PDF: organisation, employee, period and dates, figures, each withdrawal, the message. */
export function renderStatementPdf(s: MonthlyStatementRecord): Promise<Uint8Array> {
  const doc = PdfDocument.create();
  doc.setTitle(printable(`Advance Pay Monthly Statement ${s.period}`));
  doc.setAuthor(printable(s.orgName));
  doc.setCreationDate(new Date(s.createdAt * 1000));
  doc.setModificationDate(new Date(s.createdAt * 1000));
  const regular = doc.embedFont(StandardFonts.Helvetica);
  const bold = doc.embedFont(StandardFonts.HelveticaBold);

  let page: PdfPage = doc.addPage([...A4]);
  let y = A4[1] - MARGIN;
  const right = A4[0] - MARGIN;
  const newPageIfNeeded = (height: number) => {
    if (y - height >= MARGIN) return;
    page = doc.addPage([...A4]);
    y = A4[1] - MARGIN;
  };
  const text = (
    value: string,
    x: number,
    opts: { font?: PdfFont; size?: number; color?: ReturnType<typeof rgb>; alignRight?: boolean } = {},
  ) => {
    const font = opts.font ?? regular;
    const size = opts.size ?? 10;
    const t = printable(value);
    const at = opts.alignRight ? x - font.widthOfTextAtSize(t, size) : x;
    page.drawText(t, { x: at, y, size, font, color: opts.color ?? rgb(0, 0, 0) });
  };
  /** Words wrapped to the width, one line after another. */
  const paragraph = (value: string, size = 10) => {
    const words = printable(value).split(/\s+/);
    let line = '';
    const flush = () => {
      newPageIfNeeded(size + 4);
      text(line, MARGIN, { size });
      y -= size + 4;
      line = '';
    };
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (regular.widthOfTextAtSize(candidate, size) > right - MARGIN && line) {
        flush();
        line = word;
      } else line = candidate;
    }
    if (line) flush();
  };
  const rule = () => {
    page.drawLine({ start: { x: MARGIN, y: y + 4 }, end: { x: right, y: y + 4 }, thickness: 0.5, color: GREY });
    y -= 8;
  };

  text(s.orgName, MARGIN, { font: bold, size: 16 });
  y -= 22;
  text('Advance Pay Monthly Statement', MARGIN, { size: 13, color: GREY });
  y -= 28;

  const details: [string, string][] = [
    ['Full Name', s.employeeName],
    ['IC Number', s.employeeICNumber],
    ['Period', s.period],
    ['Statement Date', longDate(s.statementDate)],
    ['Salary', formatRm(s.salarySen)],
    ...(s.payDate ? ([['Deducted on', longDate(s.payDate)]] as [string, string][]) : []),
  ];
  for (const [label, value] of details) {
    text(label, MARGIN, { font: bold });
    text(value, MARGIN + 130);
    y -= 16;
  }
  y -= 10;

  text('Withdrawals', MARGIN, { font: bold, size: 12 });
  y -= 18;
  const cols = { date: MARGIN, transfer: MARGIN + 85, amount: MARGIN + 270, fee: MARGIN + 360, net: right };
  const header = () => {
    text('Date', cols.date, { font: bold });
    text('Transferred', cols.transfer, { font: bold });
    text('Amount', cols.amount, { font: bold, alignRight: true });
    text('Service Fee', cols.fee, { font: bold, alignRight: true });
    text('Received', cols.net, { font: bold, alignRight: true });
    y -= 6;
    rule();
    y -= 6;
  };
  header();
  for (const w of s.withdrawals) {
    if (y - 14 < MARGIN) {
      page = doc.addPage([...A4]);
      y = A4[1] - MARGIN;
      header();
    }
    text(w.date, cols.date);
    text(w.transferDate ?? '', cols.transfer);
    text(formatRm(w.amountSen), cols.amount, { alignRight: true });
    text(formatRm(w.feeSen), cols.fee, { alignRight: true });
    text(formatRm(w.netSen), cols.net, { alignRight: true });
    y -= 14;
  }
  // The columns' totals, which are the statement's Total Withdrawn, Service Fee and Total Received.
  newPageIfNeeded(30);
  y -= 2;
  rule();
  text('Total', cols.date, { font: bold });
  text(formatRm(s.totalWithdrawnSen), cols.amount, { font: bold, alignRight: true });
  text(formatRm(s.serviceFeeSen), cols.fee, { font: bold, alignRight: true });
  text(formatRm(s.totalReceivedSen), cols.net, { font: bold, alignRight: true });
  y -= 18;

  const totals: [string, string][] = [
    ['Total Withdrawn', formatRm(s.totalWithdrawnSen)],
    ['Service Fee', formatRm(s.serviceFeeSen)],
    ['Total Received', formatRm(s.totalReceivedSen)],
    ['Total Deductable', formatRm(s.totalDeductableSen)],
    ['Balance Payable', formatRm(s.balancePayableSen)],
  ];
  newPageIfNeeded(totals.length * 16 + 60);
  for (const [label, value] of totals) {
    const strong = label === 'Total Deductable' || label === 'Balance Payable';
    text(label, MARGIN + 230, { font: strong ? bold : regular });
    text(value, right, { font: strong ? bold : regular, alignRight: true });
    y -= 16;
  }
  y -= 14;
  paragraph(s.message, 11);
  y -= 10;
  paragraph(
    'Amounts in Malaysian Ringgit (RM). Withdrawals counted: those paid out to you, or on their way, when the period closed. ' +
      'Total Withdrawn is the amounts you asked for; a service fee you pay was taken from them upfront (Total Received is what reached your account), ' +
      'so Total Deductable is Total Withdrawn with no fee added.',
    8,
  );

  return Promise.resolve(doc.save());
}

/**
 * Where the statement's PDF is, making it on the first download: rendered, stored, then recorded
 * on the statement. Two first downloads at once both render the same statement and store the
 * same content under the same key, so either result is the right one.
 */
export async function ensureStatementPdf(s: MonthlyStatementRecord, existingKey?: string): Promise<string> {
  if (existingKey) return existingKey;
  const key = statementPdfKey(s);
  const body = await renderStatementPdf(s);
  await putObject({
    Bucket: env.filesBucket,
    Key: key,
    Body: body,
    ContentType: 'application/pdf',
    ContentDisposition: `attachment; filename="${statementFileName(s.periodKey)}"`,
  });
  await setStatementPdf(s, key, epochSeconds());
  return key;
}
