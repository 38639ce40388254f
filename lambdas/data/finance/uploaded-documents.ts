import { createHash } from 'node:crypto';
import {
  UploadLogSchema,
  UploadedDocumentSchema,
  type UploadLog,
  type UploadedDocument,
} from '../../../shared/domain/finance/uploaded-document';
import { queryFilledPage } from '../table/filled-pages';
import { searchedPage, type PageRequest } from '../table/paged-lists';
import { GSI1, keys, sortableSeconds } from '../table/keys';
import { putIfAbsent, stripItem, withEntity } from '../table/org-items';
import { table, updateExpression, type Item, type Key } from '../table/table';

/**
 * The stored forms of uploaded documents and their row logs (docs/data-model.md#uploaded-documents-and-sales).
 * A document's own partition holds it and its logs; GSI1 (`UPDOC`, by creation) lists them.
 * Besides the document's fields, the trigger keeps its place in the file on the item
 * (`nextRowIndex`: the next data row to do, `parts`: invocations so far); reads drop them.
 */

const DOCUMENT = 'uploadedDocument';
const LOG = 'uploadLog';
const VERSION = 1;

/**
 * The id of the document of an object: the same key and content (ETag) is the same document,
 * whoever sees it first (the trigger, or uploadedDocuments-create after the browser's PUT).
 */
export const uploadedDocumentId = (key: string, eTag: string): string =>
  createHash('sha256')
    .update(`${key}\n${eTag.replace(/"/g, '')}`)
    .digest('hex')
    .slice(0, 24);

/** The document's GSI1 sort key: newest first in a descending query. */
export const uploadedDocumentGsi1Sk = (createdAt: number, id: string) => `${sortableSeconds(createdAt)}#${id}`;

/** The stored item of a document; `downloadUrl` is never stored (reads sign a fresh one). */
export function uploadedDocumentToItem(doc: UploadedDocument) {
  const { downloadUrl: _url, ...rest } = doc;
  return {
    ...withEntity(keys.uploadedDocument(doc.id), DOCUMENT, VERSION, rest),
    gsi1pk: GSI1.uploadedDocuments,
    gsi1sk: uploadedDocumentGsi1Sk(doc.createdAt, doc.id),
  };
}

/** A stored document back to the record (with `downloadUrl` empty: the caller signs one). */
export function uploadedDocumentFromItem(item: Record<string, unknown>): UploadedDocument {
  return UploadedDocumentSchema.parse({ ...stripItem(item), downloadUrl: '' });
}

export function uploadLogToItem(log: UploadLog) {
  return withEntity(keys.uploadLog(log.uploadedDocumentId, log.rowNo), LOG, VERSION, log);
}

export function uploadLogFromItem(item: Record<string, unknown>): UploadLog {
  return UploadLogSchema.parse(stripItem(item));
}

// ---------------------------------------------------------------- reads and the administrator's create

/** The key attributes of GSI1 (a page of documents carries on from one). */
const GSI1_KEY = ['pk', 'sk', 'gsi1pk', 'gsi1sk'] as const;
const TABLE_KEY = ['pk', 'sk'] as const;

/** A document as stored (strongly consistent: its progress moves while the trigger works), or undefined. */
export async function getUploadedDocument(id: string): Promise<UploadedDocument | undefined> {
  const { Item } = await table.get({ Key: keys.uploadedDocument(id), ConsistentRead: true });
  return Item ? uploadedDocumentFromItem(Item) : undefined;
}

/** Store a new document unless the object's document exists already (the trigger came first). */
export const putUploadedDocumentIfAbsent = (doc: UploadedDocument): Promise<boolean> =>
  putIfAbsent(uploadedDocumentToItem(doc));

/**
 * Mark an existing document as an administrator's upload (the trigger, first to see the object,
 * stored it as a partner drop): who uploaded it and the file's own name. Status and counters are
 * the trigger's and are not touched.
 */
export async function markUploadedDocumentAsUpload(
  id: string,
  upload: Pick<UploadedDocument, 'source' | 'uploadedBy' | 'fileName'>,
): Promise<void> {
  const expression = updateExpression({ ...upload });
  await table.update({
    Key: keys.uploadedDocument(id),
    ...expression,
    ConditionExpression: 'attribute_exists(pk)',
  });
}

export interface UploadedDocumentFilters {
  /** Unix seconds: created at or after. */
  createdFrom?: number;
  /** Unix seconds: created at or before. */
  createdTo?: number;
  /** Keep these statuses only (none: every status). */
  statuses?: readonly UploadedDocument['status'][];
  type?: UploadedDocument['type'];
}

/** One page of the documents, newest first (GSI1 `UPDOC`, descending), and the key to carry on from. */
export async function listUploadedDocumentsPage(
  filters: UploadedDocumentFilters,
  page: PageRequest,
): Promise<{ items: UploadedDocument[]; next?: Key }> {
  const values: Item = { ':pk': GSI1.uploadedDocuments };
  const names: Record<string, string> = {};
  let keyCondition = 'gsi1pk = :pk';
  if (filters.createdFrom !== undefined || filters.createdTo !== undefined) {
    // The sort key starts with the creation second: a creation range is a key range ('~' sorts after every id).
    values[':from'] = sortableSeconds(filters.createdFrom ?? 0);
    values[':to'] = `${sortableSeconds(filters.createdTo ?? 999_999_999_999)}#~`;
    keyCondition += ' AND gsi1sk BETWEEN :from AND :to';
  }
  const filter: string[] = [];
  if (filters.statuses) {
    names['#status'] = 'status';
    filter.push(`#status IN (${filters.statuses.map((_, i) => `:status${i}`).join(', ')})`);
    filters.statuses.forEach((status, i) => (values[`:status${i}`] = status));
  }
  if (filters.type) {
    names['#type'] = 'type';
    filter.push('#type = :type');
    values[':type'] = filters.type;
  }
  const out = await queryFilledPage({
    query: {
      IndexName: 'GSI1',
      KeyConditionExpression: keyCondition,
      ...(filter.length ? { FilterExpression: filter.join(' AND ') } : {}),
      ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
      ExpressionAttributeValues: values,
      ScanIndexForward: false,
    },
    keyAttributes: GSI1_KEY,
    ...searchedPage(page),
  });
  return { items: out.items.map(uploadedDocumentFromItem), next: out.next };
}

/** One page of a document's row logs by row number, optionally of one status, and the key to carry on from. */
export async function listUploadLogsPage(
  documentId: string,
  page: PageRequest & { status?: UploadLog['status'] },
): Promise<{ items: UploadLog[]; next?: Key }> {
  const out = await queryFilledPage({
    query: {
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ...(page.status
        ? { FilterExpression: '#status = :status', ExpressionAttributeNames: { '#status': 'status' } }
        : {}),
      ExpressionAttributeValues: {
        ':pk': keys.uploadedDocument(documentId).pk,
        ':prefix': keys.uploadLogSkPrefix,
        ...(page.status ? { ':status': page.status } : {}),
      },
    },
    keyAttributes: TABLE_KEY,
    ...searchedPage(page),
  });
  return { items: out.items.map(uploadLogFromItem), next: out.next };
}

/** One row's log, or undefined. */
export async function getUploadLog(documentId: string, rowNo: number): Promise<UploadLog | undefined> {
  const { Item } = await table.get({ Key: keys.uploadLog(documentId, rowNo), ConsistentRead: true });
  return Item ? uploadLogFromItem(Item) : undefined;
}
