import { PdfDocument, StandardFonts, rgb, type PdfFont, type PdfPage } from '../files/pdf/pdf-writer';
import {
  longDate,
  statementFileName,
  type MonthlyStatementRecord,
} from '../../../shared/domain/advance-pay/monthly-statement';
import { formatRm as formatRmOfRm, senToRm, type Sen } from '../../../shared/domain/money/money';
import { epochSeconds } from '../../../shared/domain/time/time';
import { LOCALE_OF, type Language } from '../../../shared/i18n/languages';
import { statementPdf as en } from '../../../shared/i18n/catalogue/en/statement-pdf';
import { statementPdf as ms } from '../../../shared/i18n/catalogue/ms/statement-pdf';
import { statementPdf as zh } from '../../../shared/i18n/catalogue/zh/statement-pdf';
import { serverCatalogue, type ServerMessages } from '../../../shared/i18n/server-messages';

/** The PDF's words (the catalogue's `statementPdf` area), bundled only into what draws the PDF. */
const { messagesIn } = serverCatalogue<keyof typeof en>({ en, ms, zh });
import { putObject } from '../../core/clients/s3';
import { env } from '../../core/env';
import { setStatementPdf, STATEMENT_VERSION } from '../../data/advance-pay/statements';
import { presignFileDownload } from '../files/file-links';
import { statementFolder } from '../../../shared/domain/employees/personal-files';

/** Kept here for its callers: the one presigned download of a generated file is ./file-links.ts. */
export { presignFileDownload };

/**
 * The PDF of a monthly statement (our own small writer, ./pdf/pdf-writer.ts: A4, Helvetica): made on its first download, kept in
 * the generated-files bucket under `statements/<orgId>/<ic>/<periodKey>.pdf` and served by a
 * presigned GET link (the uploads module's links are bound to the uploads bucket).
 */

/**
 * Where a statement's PDF is kept in the generated-files bucket: the English one under the
 * statement's own name (recorded on the statement), another language's beside it, named with the
 * figures' version so a statement made again gets a new file.
 */
export const statementPdfKey = (
  s: Pick<MonthlyStatementRecord, 'orgId' | 'employeeICNumber' | 'periodKey'>,
  language: Language = 'en',
) =>
  `${statementFolder(s.orgId, s.employeeICNumber)}${s.periodKey}${language === 'en' ? '' : `.v${String(STATEMENT_VERSION)}.${language}`}.pdf`;

/** An amount as the PDF writes it ('RM 1,234.50'): the statement's text is an edge, in RM. */
const formatRm = (amount: Sen) => formatRmOfRm(senToRm(amount));

/** The standard fonts only encode WinAnsi: any other character is written as '?' (a Chinese statement draws them). */
const printable = (text: string) => text.replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');

/** A date as the language writes it in full: `25 December 2026`, `25 Disember 2026`, `2026年12月25日`. */
function longDateIn(date: string, language: Language): string {
  if (language === 'en') return longDate(date);
  const [y, m, d] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(LOCALE_OF[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(y, m - 1, d));
}

/** The statement's period (`November 2026`, `2026年11月`). */
function periodIn(s: MonthlyStatementRecord, language: Language): string {
  if (language === 'en') return s.period;
  const [y, m] = s.periodKey.split('-').map(Number);
  return new Intl.DateTimeFormat(LOCALE_OF[language], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(y, m - 1, 1),
  );
}

/** The statement's message in the language; the English one is the statement's own. */
function messageIn(s: MonthlyStatementRecord, m: ServerMessages<keyof typeof en>): string {
  if (m.language === 'en') return s.message;
  return m.format('statementPdf.message', {
    deductable: formatRm(s.totalDeductableSen),
    when: s.payDate
      ? m.format('statementPdf.onPayDay', { date: longDateIn(s.payDate, m.language) })
      : m.format('statementPdf.onNextPayDay'),
    withdrawn: formatRm(s.totalWithdrawnSen),
    received: receivedIn(s, m),
    balancePayable: formatRm(s.balancePayableSen),
  });
}

/** What reached the account, after which fees taken upfront, in the language. */
function receivedIn(s: MonthlyStatementRecord, m: ServerMessages<keyof typeof en>): string {
  const values = {
    received: formatRm(s.totalReceivedSen),
    fee: formatRm(s.serviceFeeSen),
    instantFee: formatRm(s.instantFeeSen),
  };
  if (s.serviceFeeSen > 0 && s.instantFeeSen > 0) return m.format('statementPdf.receivedAfterFees', values);
  if (s.serviceFeeSen > 0) return m.format('statementPdf.receivedAfterFee', values);
  if (s.instantFeeSen > 0) return m.format('statementPdf.receivedAfterInstantFee', values);
  return m.format('statementPdf.receivedAll');
}

const A4 = [595.28, 841.89] as const;
const MARGIN = 50;
const GREY = rgb(0.35, 0.35, 0.35);

/**
 * The statement as a PDF in the employee's language: organisation, employee, period and dates,
 * figures, each withdrawal, the message. Chinese is drawn with the PDF's predefined Chinese font.
 */
export function renderStatementPdf(s: MonthlyStatementRecord, language: Language = 'en'): Promise<Uint8Array> {
  const m = messagesIn(language);
  const doc = PdfDocument.create();
  const period = periodIn(s, language);
  doc.setTitle(`${m.format('statementPdf.title')} ${period}`);
  doc.setAuthor(s.orgName);
  doc.setCreationDate(new Date(s.createdAt * 1000));
  doc.setModificationDate(new Date(s.createdAt * 1000));
  const chinese = language === 'zh';
  const regular = doc.embedFont(StandardFonts.Helvetica, { chinese });
  const bold = doc.embedFont(StandardFonts.HelveticaBold, { chinese });
  const shown = chinese ? (t: string) => t : printable;

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
    const t = shown(value);
    const at = opts.alignRight ? x - font.widthOfTextAtSize(t, size) : x;
    page.drawText(t, { x: at, y, size, font, color: opts.color ?? rgb(0, 0, 0) });
  };
  /** Words wrapped to the width, one line after another. */
  const paragraph = (value: string, size = 10) => {
    // Words wrapped to the width; Chinese, written without spaces, wraps between any two of its
    // characters, never inside a Latin word or an amount ('RM 10.00' keeps its space with it).
    const words = chinese
      ? (shown(value).match(/RM [\d,.]+\s*|[\x21-\xFF]+\s*|\s+|[\u0100-\u{10FFFF}]/gu) ?? [])
      : shown(value).split(/\s+/);
    const join = chinese ? '' : ' ';
    let line = '';
    const flush = () => {
      newPageIfNeeded(size + 4);
      text(line, MARGIN, { size });
      y -= size + 4;
      line = '';
    };
    for (const word of words) {
      const candidate = line ? `${line}${join}${word}` : word;
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
  text(m.format('statementPdf.title'), MARGIN, { size: 13, color: GREY });
  y -= 28;

  const details: [string, string][] = [
    [m.format('statementPdf.fullName'), s.employeeName],
    [m.format('statementPdf.icNumber'), s.employeeICNumber],
    [m.format('statementPdf.period'), period],
    [m.format('statementPdf.date'), longDateIn(s.statementDate, language)],
    [m.format('statementPdf.salary'), formatRm(s.salarySen)],
    ...(s.payDate
      ? ([[m.format('statementPdf.deductedOn'), longDateIn(s.payDate, language)]] as [string, string][])
      : []),
  ];
  for (const [label, value] of details) {
    text(label, MARGIN, { font: bold });
    text(value, MARGIN + 130);
    y -= 16;
  }
  y -= 10;

  text(m.format('statementPdf.withdrawals'), MARGIN, { font: bold, size: 12 });
  y -= 18;
  // Date, transfer date and payout from the left; the amounts right-aligned, each about 70 points wide.
  const cols = {
    date: MARGIN,
    transfer: MARGIN + 66,
    payout: MARGIN + 132,
    amount: MARGIN + 270,
    fee: MARGIN + 337,
    instantFee: MARGIN + 406,
    net: right,
  };
  const header = () => {
    text(m.format('statementPdf.columnDate'), cols.date, { font: bold });
    text(m.format('statementPdf.transferred'), cols.transfer, { font: bold });
    text(m.format('statementPdf.payout'), cols.payout, { font: bold });
    text(m.format('statementPdf.amount'), cols.amount, { font: bold, alignRight: true });
    text(m.format('statementPdf.feeColumn'), cols.fee, { font: bold, alignRight: true });
    text(m.format('statementPdf.instantFeeColumn'), cols.instantFee, { font: bold, alignRight: true });
    text(m.format('statementPdf.received'), cols.net, { font: bold, alignRight: true });
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
    text(m.format(w.payout === 'instant' ? 'statementPdf.payoutInstant' : 'statementPdf.payoutStandard'), cols.payout);
    text(formatRm(w.amountSen), cols.amount, { alignRight: true });
    text(formatRm(w.feeSen), cols.fee, { alignRight: true });
    text(formatRm(w.instantFeeSen), cols.instantFee, { alignRight: true });
    text(formatRm(w.netSen), cols.net, { alignRight: true });
    y -= 14;
  }
  // The columns' totals: the statement's Total Withdrawn, Service Fee, Instant Payout Fee and Total Received.
  newPageIfNeeded(30);
  y -= 2;
  rule();
  text(m.format('statementPdf.total'), cols.date, { font: bold });
  text(formatRm(s.totalWithdrawnSen), cols.amount, { font: bold, alignRight: true });
  text(formatRm(s.serviceFeeSen), cols.fee, { font: bold, alignRight: true });
  text(formatRm(s.instantFeeSen), cols.instantFee, { font: bold, alignRight: true });
  text(formatRm(s.totalReceivedSen), cols.net, { font: bold, alignRight: true });
  y -= 18;

  const totals: [string, string, boolean][] = [
    [m.format('statementPdf.totalWithdrawn'), formatRm(s.totalWithdrawnSen), false],
    [m.format('statementPdf.serviceFee'), formatRm(s.serviceFeeSen), false],
    [m.format('statementPdf.instantFee'), formatRm(s.instantFeeSen), false],
    [m.format('statementPdf.totalReceived'), formatRm(s.totalReceivedSen), false],
    [m.format('statementPdf.totalDeductable'), formatRm(s.totalDeductableSen), true],
    [m.format('statementPdf.balancePayable'), formatRm(s.balancePayableSen), true],
  ];
  newPageIfNeeded(totals.length * 16 + 60);
  for (const [label, value, strong] of totals) {
    text(label, MARGIN + 230, { font: strong ? bold : regular });
    text(value, right, { font: strong ? bold : regular, alignRight: true });
    y -= 16;
  }
  y -= 14;
  paragraph(messageIn(s, m), 11);
  y -= 10;
  paragraph(m.format('statementPdf.footnote'), 8);

  return Promise.resolve(doc.save());
}

/**
 * Where the statement's PDF in `language` is. The English one is made on the first download:
 * rendered, stored, then recorded on the statement. Another language's is rendered and stored on
 * every download under its own name (a few milliseconds; the statement records one file only, and
 * a HEAD of a missing object is refused, not answered, without the right to list the bucket).
 * Two downloads at once render the same statement and store the same content under the same key,
 * so either result is the right one.
 */
export async function ensureStatementPdf(
  s: MonthlyStatementRecord,
  existingKey?: string,
  language: Language = 'en',
): Promise<string> {
  if (language === 'en' && existingKey) return existingKey;
  const key = statementPdfKey(s, language);
  const body = await renderStatementPdf(s, language);
  await putObject({
    Bucket: env.filesBucket,
    Key: key,
    Body: body,
    ContentType: 'application/pdf',
    ContentDisposition: `attachment; filename="${statementFileName(s.periodKey)}"`,
  });
  if (language === 'en') await setStatementPdf(s, key, epochSeconds());
  return key;
}
