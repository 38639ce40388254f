import { asSen, type Sen } from '../money/money';

/**
 * The rows of a partner's sales or settlement file (docs/rules.md#partner-files): which columns
 * each type has, how a header row is matched, and the rules every row must pass. Pure: the file
 * has already been turned into rows of strings (lambdas/services/finance/partner-file-reader.ts).
 */

export type PartnerFileType = 'SALES' | 'SETTLEMENTS';

/** The fixed header row of each type, in the templates' order. */
export const PARTNER_FILE_COLUMNS = {
  SALES: ['organisationCode', 'amount', 'date', 'reference'],
  SETTLEMENTS: ['organisationCode', 'disbursementId', 'amountRepaid', 'paymentDate', 'reference'],
} as const;

export type SalesColumn = (typeof PARTNER_FILE_COLUMNS.SALES)[number];
export type SettlementsColumn = (typeof PARTNER_FILE_COLUMNS.SETTLEMENTS)[number];
export type PartnerColumn = SalesColumn | SettlementsColumn;

/** A good sales row. */
export interface SaleRow {
  organisationCode: string;
  amountSen: Sen;
  /** YYYY-MM-DD. */
  date: string;
  reference: string;
}

/** A good settlement row. */
export interface SettlementRow {
  organisationCode: string;
  disbursementId: string;
  amountRepaidSen: Sen;
  /** YYYY-MM-DD. */
  paymentDate: string;
  reference: string;
}

export interface PartnerRowValue {
  SALES: SaleRow;
  SETTLEMENTS: SettlementRow;
}

/** One problem of a row: the column, what it held (shortened), and what is wrong. */
export interface RowProblem {
  column: PartnerColumn;
  value: string;
  message: string;
}

/** The outcome of one sheet row (`rowNo` counts as the sheet does: the header is row 1). */
export type PartnerRowResult<T extends PartnerFileType> =
  | { rowNo: number; ok: true; value: PartnerRowValue[T] }
  | {
      rowNo: number;
      ok: false;
      errorMessage: string;
      errorMetadata: { problems: RowProblem[]; values: Partial<Record<PartnerColumn, string>> };
    };

/** A sheet row as the reader gives it: its cells as text, in the header's order. */
export interface SheetRow {
  rowNo: number;
  cells: readonly string[];
}

/** The limits of the text columns (far above any real code, id or reference). */
export const PARTNER_TEXT_MAX_LENGTH = { organisationCode: 50, disbursementId: 64, reference: 100 } as const;
/** The largest amount one row may carry (keeps sen far inside safe integers). */
export const PARTNER_MAX_AMOUNT_RM = 100_000_000;
/** The years a date may fall in. */
export const PARTNER_DATE_YEARS = { min: 2000, max: 2100 } as const;

/** 'Organisation Code', 'organisation_code' and 'ORGANISATIONCODE' all name organisationCode. */
export const normaliseHeader = (header: string): string => header.replace(/[\s_]+/g, '').toLowerCase();

export type HeaderMatch<T extends PartnerFileType> =
  { ok: true; indexOf: Record<(typeof PARTNER_FILE_COLUMNS)[T][number], number> } | { ok: false; reason: string };

/**
 * Map the header row onto the type's columns. Any missing, unknown or repeated column fails the
 * whole file, naming them, since no row of such a file can be trusted. Blank header cells (trailing
 * empty columns) are ignored.
 */
export function matchHeaders<T extends PartnerFileType>(type: T, headers: readonly string[]): HeaderMatch<T> {
  const columns: readonly PartnerColumn[] = PARTNER_FILE_COLUMNS[type];
  // A Map, not an object: a header such as '__proto__' or 'constructor' is only ever a key's text.
  const byNormal = new Map(columns.map((c) => [normaliseHeader(c), c]));
  const indexOf = new Map<PartnerColumn, number>();
  const unknown: string[] = [];
  const repeated: string[] = [];
  headers.forEach((header, i) => {
    const normal = normaliseHeader(header);
    if (normal === '') return;
    const column = byNormal.get(normal);
    if (!column) unknown.push(header.trim());
    else if (indexOf.has(column)) repeated.push(column);
    else indexOf.set(column, i);
  });
  const missing = columns.filter((c) => !indexOf.has(c));
  const expected = `A ${type === 'SALES' ? 'sales' : 'settlement'} file's header row must be: ${columns.join(', ')}.`;
  const quoted = (names: string[]) => names.map((n) => `'${shorten(n)}'`).join(', ');
  const problems = [
    missing.length ? `missing column${missing.length > 1 ? 's' : ''} ${quoted(missing)}` : '',
    unknown.length ? `unknown column${unknown.length > 1 ? 's' : ''} ${quoted(unknown)}` : '',
    repeated.length ? `repeated column${repeated.length > 1 ? 's' : ''} ${quoted(repeated)}` : '',
  ].filter(Boolean);
  if (problems.length) {
    return { ok: false, reason: `Wrong columns: ${problems.join('; ')}. ${expected} Start again from the template.` };
  }
  return { ok: true, indexOf: Object.fromEntries(indexOf) as Record<(typeof PARTNER_FILE_COLUMNS)[T][number], number> };
}

const shorten = (value: string, max = 40) => (value.length > max ? `${value.slice(0, max)}…` : value);

/** Characters no code or reference has: control, format (zero-width, bidi overrides), unassigned, private use. */
const UNPRINTABLE = /\p{C}/u;
/** What a spreadsheet would run as a formula when the value is opened again (CSV injection). */
const FORMULA_START = /^[=+\-@]/;

type Check<V> = { ok: true; value: V } | { ok: false; message: string };

function text(column: keyof typeof PARTNER_TEXT_MAX_LENGTH, raw: string): Check<string> {
  const value = raw.trim();
  const max = PARTNER_TEXT_MAX_LENGTH[column];
  if (value === '') return { ok: false, message: `${column} is required` };
  if (value.length > max) return { ok: false, message: `${column} can be at most ${max} characters` };
  if (UNPRINTABLE.test(value)) return { ok: false, message: `${column} contains characters that cannot be printed` };
  if (FORMULA_START.test(value)) {
    return { ok: false, message: `${column} cannot start with = + - or @ (a spreadsheet formula)` };
  }
  return { ok: true, value };
}

const AMOUNT = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/** An RM amount as typed ('1250.5', '1,250.50') → sen, exactly (no floating point on the way). */
function amount(column: 'amount' | 'amountRepaid', raw: string): Check<Sen> {
  const value = raw.trim();
  if (value === '') return { ok: false, message: `${column} is required` };
  const match = AMOUNT.exec(value);
  if (!match) {
    return {
      ok: false,
      message: `${column} must be an amount in RM with at most 2 decimals, e.g. 1250.50`,
    };
  }
  const [, wholeText, fraction = ''] = match;
  const whole = Number(wholeText.replace(/,/g, ''));
  const sen = whole * 100 + Number(fraction.padEnd(2, '0'));
  if (sen <= 0) return { ok: false, message: `${column} must be greater than RM 0` };
  if (whole >= PARTNER_MAX_AMOUNT_RM) {
    return { ok: false, message: `${column} must be less than RM ${PARTNER_MAX_AMOUNT_RM.toLocaleString('en-MY')}` };
  }
  return { ok: true, value: asSen(sen) };
}

const DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** dd/MM/yyyy, a real calendar date → YYYY-MM-DD. */
function date(column: 'date' | 'paymentDate', raw: string): Check<string> {
  const value = raw.trim();
  if (value === '') return { ok: false, message: `${column} is required` };
  const match = DATE.exec(value);
  const wrong = { ok: false as const, message: `${column} must be a date written dd/MM/yyyy, e.g. 31/01/2026` };
  if (!match) return wrong;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < PARTNER_DATE_YEARS.min || year > PARTNER_DATE_YEARS.max) {
    return {
      ok: false,
      message: `${column} must fall between ${PARTNER_DATE_YEARS.min} and ${PARTNER_DATE_YEARS.max}`,
    };
  }
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) {
    return { ok: false, message: `${column} is not a real date (${shorten(value)})` };
  }
  return { ok: true, value: d.toISOString().slice(0, 10) };
}

const CHECKS: { [C in PartnerColumn]: (raw: string) => Check<string | number> } = {
  organisationCode: (raw) => text('organisationCode', raw),
  disbursementId: (raw) => text('disbursementId', raw),
  reference: (raw) => text('reference', raw),
  amount: (raw) => amount('amount', raw),
  amountRepaid: (raw) => amount('amountRepaid', raw),
  date: (raw) => date('date', raw),
  paymentDate: (raw) => date('paymentDate', raw),
};

/** The value's key: amounts are kept in sen under a name that says so. */
const VALUE_KEY: Record<PartnerColumn, string> = {
  organisationCode: 'organisationCode',
  disbursementId: 'disbursementId',
  reference: 'reference',
  amount: 'amountSen',
  amountRepaid: 'amountRepaidSen',
  date: 'date',
  paymentDate: 'paymentDate',
};

const isBlank = (row: SheetRow) => row.cells.every((c) => c.trim() === '');

/** Check one row against its type's rules; every problem of the row is reported, not only the first. */
export function checkPartnerRow<T extends PartnerFileType>(
  type: T,
  indexOf: Record<(typeof PARTNER_FILE_COLUMNS)[T][number], number>,
  row: SheetRow,
): PartnerRowResult<T> {
  const columns: readonly PartnerColumn[] = PARTNER_FILE_COLUMNS[type];
  const at = indexOf as Record<PartnerColumn, number>;
  const value: Record<string, string | number> = {};
  const values: Partial<Record<PartnerColumn, string>> = {};
  const problems: RowProblem[] = [];
  for (const column of columns) {
    const raw = row.cells[at[column]] ?? '';
    values[column] = shorten(raw, 200);
    const check = CHECKS[column](raw);
    if (check.ok) value[VALUE_KEY[column]] = check.value;
    else problems.push({ column, value: shorten(raw, 200), message: check.message });
  }
  if (problems.length) {
    return {
      rowNo: row.rowNo,
      ok: false,
      errorMessage: `Row ${row.rowNo}: ${problems.map((p) => p.message).join('; ')}.`,
      errorMetadata: { problems, values },
    };
  }
  return { rowNo: row.rowNo, ok: true, value: value as unknown as PartnerRowValue[T] };
}

export type PartnerFileCheck<T extends PartnerFileType> =
  { ok: true; rows: PartnerRowResult<T>[] } | { ok: false; reason: string };

/**
 * A whole file's rows: FAILED (ok false) when its header row is wrong or it has no data row;
 * otherwise one result per non-blank row. Blank rows (trailing ones a spreadsheet keeps, or
 * spacers) carry nothing and are skipped.
 */
export function checkPartnerFile<T extends PartnerFileType>(
  type: T,
  headers: readonly string[],
  rows: readonly SheetRow[],
): PartnerFileCheck<T> {
  const match = matchHeaders(type, headers);
  if (!match.ok) return match;
  const filled = rows.filter((r) => !isBlank(r));
  if (filled.length === 0) return { ok: false, reason: 'The file has a header row but no rows below it.' };
  const formula = firstFormula(headers, filled);
  if (formula) return { ok: false, reason: formula };
  return { ok: true, rows: filled.map((r) => checkPartnerRow(type, match.indexOf, r)) };
}

/**
 * Why a file holding a formula is refused whole, naming the first: a formula is never data (an
 * .xlsx formula cell is read as its `=…` text, a csv cell starting with `=` is one), and a file
 * carrying one is treated as hostile, not as a file with a bad row. Undefined when there is none.
 */
function firstFormula(headers: readonly string[], rows: readonly SheetRow[]): string | undefined {
  for (const row of rows) {
    const at = row.cells.findIndex((cell) => cell.trim().startsWith('='));
    if (at < 0) continue;
    const column = headers[at]?.trim() || `column ${at + 1}`;
    const value = row.cells[at].trim();
    const shown = value.length > 40 ? `${value.slice(0, 40)}…` : value;
    return (
      `Row ${row.rowNo}, ${column}: the cell holds a formula (${shown}). Formulas are refused so that none can run ` +
      'when the file or its logs are opened: save the file with values only, then upload or drop it again.'
    );
  }
  return undefined;
}
