import { createHash } from 'node:crypto';
import {
  UploadedDocumentSchema,
  type UploadLog,
  type UploadedDocument,
  type UploadedDocumentStatus,
} from '../../../shared/domain/finance/uploaded-document';
import type { Sen } from '../../../shared/domain/money/money';
import type { TransactionHistoryRecord } from '../../../shared/domain/advance-pay/transaction-history';
import { gsi2RoyaltyMonth, keys } from '../table/keys';
import { withEntity } from '../table/org-items';
import { saleFromItem, saleToItem } from './sales';
import { isWriteConflict, table, type TransactItem } from '../table/table';
import { transactionHistoryPutItem } from './transaction-history';
import { uploadLogToItem, uploadedDocumentFromItem, uploadedDocumentToItem } from './uploaded-documents';
import type { SaleRecord } from '../../../shared/domain/finance/uploaded-document';

/**
 * The writes of the partner-file trigger (docs/data-model.md#uploaded-documents-and-sales): the
 * document and its place in the file, the rows' records and logs. Every write of rows carries the
 * document's progress item, conditional on the cursor (`nextRowIndex`) still being where this part
 * read it: a second delivery of the same object, or a retry after a crash, can never land a row twice.
 */

/** A document as the trigger sees it: the record, and its place in the file. */
export interface ImportDocument {
  doc: UploadedDocument;
  /** The next data row to do (index into the file's non-blank rows); undefined before the first part. */
  nextRowIndex?: number;
  /** Invocations that have worked on it so far. */
  parts: number;
}

const importDocumentOf = (item: Record<string, unknown>): ImportDocument => ({
  doc: uploadedDocumentFromItem(item),
  nextRowIndex: typeof item.nextRowIndex === 'number' ? item.nextRowIndex : undefined,
  parts: typeof item.parts === 'number' ? item.parts : 0,
});

/** The document of `id`, read consistently, or undefined. */
export async function getImportDocument(id: string): Promise<ImportDocument | undefined> {
  const { Item } = await table.get({ Key: keys.uploadedDocument(id), ConsistentRead: true });
  return Item ? importDocumentOf(Item) : undefined;
}

/**
 * Create the document of a dropped object unless it exists (the same object seen again, or an
 * administrator's uploadedDocuments-create came first); answers the stored one either way.
 */
export async function createDocumentIfAbsent(doc: UploadedDocument): Promise<ImportDocument> {
  UploadedDocumentSchema.parse(doc);
  try {
    await table.put({ Item: uploadedDocumentToItem(doc), ConditionExpression: 'attribute_not_exists(pk)' });
    return { doc, parts: 0 };
  } catch (err) {
    if (!isWriteConflict(err)) throw err;
  }
  const stored = await getImportDocument(doc.id);
  if (!stored) throw new Error(`Uploaded document ${doc.id} exists and yet cannot be read`);
  return stored;
}

const PROCESSING = 'PROCESSING' satisfies UploadedDocumentStatus;

/**
 * Begin a part: the number of rows (known now that the file is read), one more part, and the
 * cursor at 0 when this is the first. Undefined when the document is no longer PROCESSING (done by
 * an earlier delivery): nothing is left to do.
 */
export async function startPart(id: string, rowsTotal: number, at: number): Promise<ImportDocument | undefined> {
  try {
    const out = await table.update({
      Key: keys.uploadedDocument(id),
      UpdateExpression:
        'SET rowsTotal = :total, modifiedAt = :at, nextRowIndex = if_not_exists(nextRowIndex, :zero), parts = if_not_exists(parts, :zero) + :one',
      ConditionExpression: 'attribute_exists(pk) AND #status = :processing',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':total': rowsTotal, ':at': at, ':zero': 0, ':one': 1, ':processing': PROCESSING },
      ReturnValues: 'ALL_NEW',
    });
    return out.Attributes ? importDocumentOf(out.Attributes) : undefined;
  } catch (err) {
    if (isWriteConflict(err)) return undefined;
    throw err;
  }
}

/**
 * The whole file refused (unreadable, wrong columns, too large): FAILED with the reason, no row
 * written. Only from PROCESSING; answers whether it changed the document.
 */
export async function failDocument(id: string, reason: string, rowsTotal: number, at: number): Promise<boolean> {
  try {
    await table.update({
      Key: keys.uploadedDocument(id),
      UpdateExpression:
        'SET #status = :failed, reason = :reason, rowsTotal = :total, modifiedAt = :at, completedAt = :at',
      ConditionExpression: 'attribute_exists(pk) AND #status = :processing',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':failed': 'FAILED',
        ':reason': reason,
        ':total': rowsTotal,
        ':at': at,
        ':processing': PROCESSING,
      },
    });
    return true;
  } catch (err) {
    if (isWriteConflict(err)) return false;
    throw err;
  }
}

/** What a transaction of rows moves on the document. */
export interface Progress {
  /** Where the cursor must still be (as this part read it). */
  from: number;
  to: number;
  succeeded: number;
  failed: number;
  at: number;
  /** The last rows of the file: the document ends with this status. */
  end?: UploadedDocumentStatus;
}

/**
 * The document's counters and cursor moved by a transaction of rows, in that transaction, only while
 * the cursor is still at `from` (else another delivery did these rows: the transaction is refused).
 */
export function progressItem(id: string, p: Progress): TransactItem {
  const done = p.succeeded + p.failed;
  return {
    Update: {
      Key: keys.uploadedDocument(id),
      UpdateExpression: `SET nextRowIndex = :to, rowsDone = rowsDone + :done, rowsSucceeded = rowsSucceeded + :ok, rowsFailed = rowsFailed + :failed, modifiedAt = :at${p.end ? ', #status = :end, completedAt = :at' : ''}`,
      ConditionExpression: 'nextRowIndex = :from AND #status = :processing',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':from': p.from,
        ':to': p.to,
        ':done': done,
        ':ok': p.succeeded,
        ':failed': p.failed,
        ':at': p.at,
        ':processing': PROCESSING,
        ...(p.end ? { ':end': p.end } : {}),
      },
    },
  };
}

/** End a document whose rows are all done (a part that found none left): its status and completedAt. */
export async function endDocument(id: string, rowsTotal: number, status: UploadedDocumentStatus, at: number) {
  try {
    await table.update({
      Key: keys.uploadedDocument(id),
      UpdateExpression: 'SET #status = :end, completedAt = :at, modifiedAt = :at',
      ConditionExpression: 'nextRowIndex = :total AND #status = :processing',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':end': status, ':at': at, ':total': rowsTotal, ':processing': PROCESSING },
    });
  } catch (err) {
    if (!isWriteConflict(err)) throw err;
  }
}

/** The log of one row (written with its row's records, in the same transaction). */
export const uploadLogPutItem = (log: UploadLog): TransactItem => ({ Put: { Item: uploadLogToItem(log) } });

/** A sale's id: one sale per reference per organisation, whichever file or row carries it. */
export const saleIdOf = (orgId: string, reference: string): string =>
  createHash('sha256').update(`${orgId}\n${reference}`).digest('hex').slice(0, 24);

/** The Puts of a new sale and of its SALES row of the transaction history; both refused when the sale exists. */
export function newSaleItems(sale: SaleRecord, historyRow: TransactionHistoryRecord): TransactItem[] {
  return [
    { Put: { Item: saleToItem(sale), ConditionExpression: 'attribute_not_exists(pk)' } },
    transactionHistoryPutItem(historyRow),
  ];
}

/** The sales of these organisation + id pairs that exist (to tell a reference already recorded). */
export async function existingSales(refs: readonly { orgId: string; id: string }[]): Promise<SaleRecord[]> {
  // A reference twice in the rows asked about is one key (BatchGetItem refuses a key twice).
  const unique = [...new Map(refs.map((r) => [`${r.orgId}#${r.id}`, keys.sale(r.orgId, r.id)])).values()];
  if (!unique.length) return [];
  const items = await table.batchGet(unique, { consistentRead: true });
  return items.map(saleFromItem);
}

/** A sale, or undefined. */
export async function getSale(orgId: string, id: string): Promise<SaleRecord | undefined> {
  const { Item } = await table.get({ Key: keys.sale(orgId, id), ConsistentRead: true });
  return Item ? saleFromItem(Item) : undefined;
}

/** What some sales of one franchisor's month add to its royalties. */
export interface RoyaltyAddition {
  franchisorId: string;
  franchisorName: string;
  royaltyRate: number;
  /** YYYY-MM. */
  month: string;
  salesSen: Sen;
  royaltySen: Sen;
  sales: number;
  franchiseeIds: readonly string[];
}

/** Add sales to a franchisor's month (created by the first): one Update per franchisor and month in a transaction. */
export const royaltyMonthAddItem = (r: RoyaltyAddition): TransactItem => ({
  Update: {
    Key: keys.royaltyMonth(r.franchisorId, r.month),
    UpdateExpression:
      'SET entity = :entity, version = :version, franchisorId = :fid, #month = :month, franchisorName = :name, royaltyRate = :rate, gsi2pk = :gsi2pk, gsi2sk = :fid ADD salesSen :salesSen, royaltySen :royaltySen, sales :sales, franchiseeIds :franchisees',
    ExpressionAttributeNames: { '#month': 'month' },
    ExpressionAttributeValues: {
      ':entity': 'royaltyMonth',
      ':version': 1,
      ':fid': r.franchisorId,
      ':month': r.month,
      ':name': r.franchisorName,
      ':rate': r.royaltyRate,
      ':gsi2pk': gsi2RoyaltyMonth(r.month),
      ':salesSen': r.salesSen,
      ':royaltySen': r.royaltySen,
      ':sales': r.sales,
      ':franchisees': new Set(r.franchiseeIds),
    },
  },
});

/** Who took a settlement file's reference in an organisation. */
export interface SettlementReferenceClaim {
  documentId: string;
  rowNo: number;
  repaymentTransactionId: string;
}

/** Claim a reference for a payment of a settlement file's row: refused when the reference is taken. */
export const settlementReferenceClaimItem = (
  orgId: string,
  reference: string,
  claim: SettlementReferenceClaim,
  at: number,
): TransactItem => ({
  Put: {
    Item: withEntity(keys.settlementReference(orgId, reference), 'settlementReference', 1, {
      orgId,
      reference,
      ...claim,
      createdAt: at,
    }),
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/** The claim of a reference, or undefined when it is free. */
export async function getSettlementReference(
  orgId: string,
  reference: string,
): Promise<SettlementReferenceClaim | undefined> {
  const { Item } = await table.get({ Key: keys.settlementReference(orgId, reference), ConsistentRead: true });
  if (!Item) return undefined;
  return {
    documentId: String(Item.documentId),
    rowNo: Number(Item.rowNo),
    repaymentTransactionId: String(Item.repaymentTransactionId),
  };
}
