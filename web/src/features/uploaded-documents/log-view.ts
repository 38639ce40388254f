import { formatRm } from '../../../../shared/domain/money/money';
import { isoToDisplay } from '../../components/date-text';
import { PARTNER_FILE_COLUMNS, type PartnerFileType } from '../../../../shared/domain/finance/partner-file';
import type { UploadLog, UploadedDocument } from '../../../../shared/domain/finance/uploaded-document';

/**
 * What the uploaded-document pages show, worked out from the callables' answers: whether to keep
 * reading (a file in progress), its progress, and a row log's JSON texts as labelled values.
 * Pure, so it is tested without a browser.
 */

/** How often the list reads the documents again while one is being processed. */
export const DOCUMENTS_POLL_MS = 3_000;
/** How often a document's page reads it again while it is being processed (its progress bar moves). */
export const DOCUMENT_POLL_MS = 2_000;

export const isProcessing = (doc: Pick<UploadedDocument, 'status'>) => doc.status === 'PROCESSING';

/** The list's refetch interval: every few seconds while any document is still processing, else none. */
export const documentsPollInterval = (docs: readonly Pick<UploadedDocument, 'status'>[] | undefined) =>
  docs?.some(isProcessing) ? DOCUMENTS_POLL_MS : false;

/** A document's page: read it again every 2 s while it is processing. */
export const documentPollInterval = (doc: Pick<UploadedDocument, 'status'> | undefined) =>
  doc && isProcessing(doc) ? DOCUMENT_POLL_MS : false;

type Counts = Pick<UploadedDocument, 'rowsDone' | 'rowsTotal'>;

/** Rows done of total as a whole percentage (0 while the total is not known yet), and in words. */
export function progressOf({ rowsDone, rowsTotal }: Counts): { percent: number; text: string } {
  const percent = rowsTotal > 0 ? Math.min(100, Math.floor((rowsDone / rowsTotal) * 100)) : 0;
  const n = (x: number) => x.toLocaleString('en-MY');
  return { percent, text: rowsTotal > 0 ? `${n(rowsDone)} of ${n(rowsTotal)} rows` : 'Reading the file' };
}

/** 'rows done / total' of the list. */
export const rowsText = ({ rowsDone, rowsTotal }: Counts) => `${rowsDone} / ${rowsTotal}`;

export interface Pair {
  label: string;
  value: string;
  /** A link to where the row went (the settlement), when the row says enough to build it. */
  href?: string;
}

/** One problem of a failed row, as its log carries it (any field may be missing from older logs). */
export interface Problem {
  column: string;
  value: string;
  message: string;
}

/** A row log, read: the row's values, its problems (a failed row), and what it became (a good row). */
export interface LogView {
  values: Pair[];
  problems: Problem[];
  outcome: Pair[];
}

/** JSON text as an object of its own keys; undefined when it is not JSON of an object. */
function parseObject(text: string): Record<string, unknown> | undefined {
  if (!text.trim()) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';

/** The row's cells: the type's columns in the template's order first, then anything else it carried. */
function valuesOf(type: PartnerFileType, values: unknown): Pair[] {
  if (!values || typeof values !== 'object' || Array.isArray(values)) return [];
  const cells = values as Record<string, unknown>;
  const columns: readonly string[] = PARTNER_FILE_COLUMNS[type];
  const others = Object.keys(cells).filter((k) => !columns.includes(k));
  return [...columns, ...others]
    .filter((k) => Object.hasOwn(cells, k))
    .map((k) => ({ label: k, value: text(cells[k]) }));
}

function problemsOf(meta: Record<string, unknown> | undefined): Problem[] {
  const problems = meta?.problems;
  if (!Array.isArray(problems)) return [];
  return problems.flatMap((p: unknown) => {
    if (!p || typeof p !== 'object') return [];
    const { column, value, message } = p as Record<string, unknown>;
    return [{ column: text(column), value: text(value), message: text(message) }];
  });
}

/** Where a good row's outcome links to: the settlement it paid towards, the sales of its month. */
export interface LogLinks {
  settlement: (ref: { orgId: string; disbursementId: string; repaymentId: string }) => string;
  sales: (ref: { orgId: string; month: string }) => string;
}

const money = (value: unknown) => (typeof value === 'number' ? formatRm(value) : '');
const day = (value: unknown) => isoToDisplay(text(value));

/** What a good row became, in words (organisation, the sale or the settlement payment, the royalty). */
function outcomeOf(type: PartnerFileType, meta: Record<string, unknown>, links: LogLinks): Pair[] {
  const pairs: Pair[] = [];
  const add = (label: string, value: string, href?: string) => {
    if (value) pairs.push({ label, value, ...(href ? { href } : {}) });
  };
  const orgId = text(meta.orgId);
  add('Organization', text(meta.orgName) || orgId);
  if (type === 'SALES') {
    const date = text(meta.date);
    const month = /^\d{4}-\d{2}/.exec(date)?.[0];
    add('Sale ID', text(meta.saleId), orgId && month ? links.sales({ orgId, month }) : undefined);
    add('Amount', money(meta.amount));
    add('Sale Date', day(meta.date));
    add('Franchisor', text(meta.franchisorName));
    if (typeof meta.royaltyRate === 'number') add('Royalty Rate', `${meta.royaltyRate}%`);
    add('Royalty', money(meta.royaltyAmount));
    return pairs;
  }
  const values = (meta.values ?? {}) as Record<string, unknown>;
  const disbursementId = text(meta.disbursementId) || text(values.disbursementId);
  const repaymentId = text(meta.repaymentId);
  const href = orgId && disbursementId && repaymentId ? links.settlement({ orgId, disbursementId, repaymentId }) : '';
  add('Disbursement', text(meta.disbursementName) || disbursementId);
  add('Settlement', repaymentId, href);
  add('Settlement Transaction', text(meta.repaymentTransactionId));
  add('Amount Repaid', money(meta.amountRepaid));
  add('Payment Date', day(meta.paymentDate));
  add('Amount Due After', money(meta.amountDue));
  return pairs;
}

/**
 * A log's JSON texts as labelled values; undefined when they cannot be read. A settlements row
 * needs its metadata (its page then says 'Uploaded Settlement Log Data not Found!'); a sales row
 * falls back on the values its error metadata carries.
 */
export function readLog(
  log: Pick<UploadLog, 'status' | 'metadata' | 'errorMetadata'>,
  type: PartnerFileType,
  links: LogLinks,
): LogView | undefined {
  const meta = parseObject(log.metadata);
  const errorMeta = parseObject(log.errorMetadata);
  if (!meta && (type === 'SETTLEMENTS' || !errorMeta)) return undefined;
  return {
    values: valuesOf(type, meta?.values ?? errorMeta?.values),
    problems: log.status === 'FAILED' ? problemsOf(errorMeta) : [],
    outcome: log.status === 'SUCCESS' && meta ? outcomeOf(type, meta, links) : [],
  };
}
