import { createHash } from 'node:crypto';
import {
  UploadLogSchema,
  UploadedDocumentSchema,
  type UploadLog,
  type UploadedDocument,
} from '../../shared/domain/uploaded-document';
import { GSI1, keys, sortableSeconds } from './keys';
import { stripItem, withEntity } from './org-items';

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
  createHash('sha256').update(`${key}\n${eTag.replace(/"/g, '')}`).digest('hex').slice(0, 24);

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
