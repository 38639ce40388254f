import type {
  PartnerColumn,
  PartnerFileType,
  PartnerRowResult,
  PartnerRowValue,
  RowProblem,
} from '../../../shared/domain/finance/partner-file';
import type { UploadLog, UploadedDocumentStatus } from '../../../shared/domain/finance/uploaded-document';
import { MAX_TRANSACTION_ITEMS } from '../../data/table/table';

/**
 * The pure parts of the partner-file import (docs/rules.md#sales-and-settlement-files-the-trigger):
 * how large a part is, how rows are grouped into transactions, the status a document ends with,
 * and the words of every refusal of a row.
 */

/** Rows one invocation does at most before leaving the rest to the next part. */
export const DEFAULT_PART_ROWS = 5000;
/** A part stops once less than this is left of its invocation (a transaction never runs into the timeout). */
export const MIN_REMAINING_MS = 60_000;

/** PARTNER_IMPORT_PART_ROWS when set to a positive whole number, else {@link DEFAULT_PART_ROWS}; read at each call. */
export function partRows(value: string | undefined = process.env.PARTNER_IMPORT_PART_ROWS): number {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isInteger(n) && n > 0 ? n : DEFAULT_PART_ROWS;
}

/** The status of a document whose rows are all done: any failed row makes it COMPLETED_WITH_ERRORS. */
export const endStatus = (rowsFailed: number): UploadedDocumentStatus =>
  rowsFailed > 0 ? 'COMPLETED_WITH_ERRORS' : 'COMPLETED';

const rm = (sen: number) => (sen / 100).toFixed(2);
const ddMMyyyy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** A good row's values as its columns would show them (RM with 2 decimals, dates dd/MM/yyyy): what its log keeps. */
export function rowValues<T extends PartnerFileType>(
  type: T,
  value: PartnerRowValue[T],
): Partial<Record<PartnerColumn, string>> {
  if (type === 'SALES') {
    const v = value as PartnerRowValue['SALES'];
    return {
      organisationCode: v.organisationCode,
      amount: rm(v.amountSen),
      date: ddMMyyyy(v.date),
      reference: v.reference,
    };
  }
  const v = value as PartnerRowValue['SETTLEMENTS'];
  return {
    organisationCode: v.organisationCode,
    disbursementId: v.disbursementId,
    amountRepaid: rm(v.amountRepaidSen),
    paymentDate: ddMMyyyy(v.paymentDate),
    reference: v.reference,
  };
}

/** Why a row was not written: the message a person acts on, and what the log keeps of it. */
export interface RowFailure {
  rowNo: number;
  errorMessage: string;
  errorMetadata: { problems: RowProblem[]; values: Partial<Record<PartnerColumn, string>> };
}

/** A row the reader refused (its own message and metadata). */
export function readerFailure(row: Extract<PartnerRowResult<PartnerFileType>, { ok: false }>): RowFailure {
  return { rowNo: row.rowNo, errorMessage: row.errorMessage, errorMetadata: row.errorMetadata };
}

/** A good row refused by the platform's records (an unknown organisation, a settlement already paid...). */
export function businessFailure(
  rowNo: number,
  values: Partial<Record<PartnerColumn, string>>,
  column: PartnerColumn,
  message: string,
): RowFailure {
  return {
    rowNo,
    errorMessage: `Row ${rowNo}: ${message}`,
    errorMetadata: { problems: [{ column, value: values[column] ?? '', message }], values },
  };
}

/** The log of a failed row. */
export function failedLog(documentId: string, f: RowFailure, at: number): UploadLog {
  return {
    id: String(f.rowNo),
    uploadedDocumentId: documentId,
    rowNo: f.rowNo,
    status: 'FAILED',
    metadata: JSON.stringify({ values: f.errorMetadata.values }),
    errorMessage: f.errorMessage,
    errorMetadata: JSON.stringify(f.errorMetadata),
    createdAt: at,
  };
}

/** The log of a row written: its values and what it became. */
export function succeededLog(
  documentId: string,
  rowNo: number,
  metadata: { values: Partial<Record<PartnerColumn, string>> } & Record<string, unknown>,
  at: number,
): UploadLog {
  return {
    id: String(rowNo),
    uploadedDocumentId: documentId,
    rowNo,
    status: 'SUCCESS',
    metadata: JSON.stringify(metadata),
    errorMessage: '',
    errorMetadata: '',
    createdAt: at,
  };
}

export const PARTNER_IMPORT_MESSAGES = {
  unknownOrganisation: (code: string) =>
    `There is no organisation with the code '${code}'. Use the code the organisation signs in with.`,
  salesOnlyActive: (code: string, name: string, status: string) =>
    `Organisation '${code}' (${name}) is ${status}: sales are recorded only for Active organisations.`,
  franchisorGone: (code: string, name: string) =>
    `The franchisor of '${code}' (${name}) is no longer on the platform, so the royalty of this sale cannot be worked out. Correct the organisation's franchise details, then re-drop the row.`,
  referenceTaken: (reference: string, fileName: string, rowNo: number) =>
    `Reference ${reference} is already recorded for this organisation (file ${fileName}, row ${rowNo}).`,
  unknownDisbursement: (code: string, id: string) =>
    `Organisation '${code}' has no disbursement '${id}'. Copy the id from the disbursement's page.`,
  noSettlement: (id: string, name: string, status: string) =>
    status === 'completed'
      ? `Disbursement '${id}' (${name}) has no settlement to pay towards. Create its settlement first, then re-drop the row.`
      : `Disbursement '${id}' (${name}) is ${status}: only a completed disbursement has a settlement to pay towards.`,
} as const;

/** What a planned row adds to a transaction of sales. */
export type PlannedSale =
  | { kind: 'failed' }
  | {
      kind: 'sale';
      /** The sale's key (organisation and id): two rows with the same key never share a transaction. */
      saleKey: string;
      /** The franchisor's month it adds to, when a franchisee's. */
      royaltyKey?: string;
    };

/** Items of a good sale row: the sale, its transaction history row and its log. */
export const SALE_ROW_ITEMS = 3;

/**
 * How many of `rows` (from the first) go into one transaction: at most {@link MAX_TRANSACTION_ITEMS}
 * items with the document's own item and one royalty update per franchisor and month; a row whose
 * sale is already in the transaction (the same reference twice) starts the next one instead, where
 * it is refused as already recorded. At least one row when any is left.
 */
export function salesBatchSize(rows: readonly PlannedSale[], maxItems = MAX_TRANSACTION_ITEMS): number {
  let items = 1; // the document's counters and cursor
  const sales = new Set<string>();
  const royalties = new Set<string>();
  let n = 0;
  for (const row of rows) {
    let add = 1;
    if (row.kind === 'sale') {
      if (sales.has(row.saleKey)) break;
      add = SALE_ROW_ITEMS + (row.royaltyKey && !royalties.has(row.royaltyKey) ? 1 : 0);
    }
    if (items + add > maxItems && n > 0) break;
    items += add;
    n += 1;
    if (row.kind === 'sale') {
      sales.add(row.saleKey);
      if (row.royaltyKey) royalties.add(row.royaltyKey);
    }
  }
  return n;
}

/** The continuation marker of a document's next part: its key and body. */
export function continuationMarker(prefix: string, documentId: string, part: number, fileKey: string) {
  return { key: `${prefix}${documentId}/${part}`, body: JSON.stringify({ documentId, key: fileKey }) };
}

/** The document id of a continuation marker's key (`<prefix><documentId>/<part>`), or undefined. */
export function documentIdOfMarker(prefix: string, key: string): string | undefined {
  if (!key.startsWith(prefix)) return undefined;
  const id = key.slice(prefix.length).split('/')[0];
  return id && /^[0-9a-f]{24}$/.test(id) ? id : undefined;
}

/** The last segment of a key: the file's name as the partner named it. */
export const fileNameOfKey = (key: string): string => key.slice(key.lastIndexOf('/') + 1);

/** The reason a file too large to read is refused with (checked on the size the event gives, before reading). */
export const tooLargeReason = (bytes: number, limit: number) => {
  const mb = (n: number) => `${Math.ceil((n / (1024 * 1024)) * 10) / 10} MB`;
  return `The file is too large (${mb(bytes)}); a file can be at most ${mb(limit)}. Split the rows over several files.`;
};
