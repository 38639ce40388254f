import {
  CONTINUE_PREFIX,
  PARTNER_DROP_UPLOADER,
  partnerFileTypeOfKey,
  type UploadedDocument,
} from '../../../shared/domain/finance/uploaded-document';
import { epochSeconds } from '../../../shared/domain/time/time';
import { getObjectBytes, headObject, putObject } from '../../core/clients/s3';
import { env } from '../../core/env';
import { logger, withCorrelation } from '../../core/powertools';
import {
  createDocumentIfAbsent,
  endDocument,
  failDocument,
  getImportDocument,
  startPart,
} from '../../data/finance/partner-import';
import { uploadedDocumentId } from '../../data/finance/uploaded-documents';
import { PARTNER_FILE_LIMITS, readPartnerRows } from './partner-file-reader';
import { importLookups } from './partner-import-lookups';
import type { ImportPart, PartOutcome } from './partner-import-part';
import {
  continuationMarker,
  documentIdOfMarker,
  endStatus,
  fileNameOfKey,
  partRows,
  tooLargeReason,
} from './partner-import-rules';
import { importSalesPart } from './partner-import-sales';
import { importSettlementsPart } from './partner-import-settlements';
import { partnerFileFinished } from '../operations/partner-files';

/**
 * The import of a sales or settlement file (docs/rules.md#sales-and-settlement-files-the-trigger),
 * driven by the uploads bucket's ObjectCreated events (lambdas/triggers/partner-files.ts):
 * - a file under a drop prefix gets its uploaded document (the same object is the same document,
 *   whoever saw it first), is read and checked, and its rows are written part by part;
 * - a part stops after PARTNER_IMPORT_PART_ROWS rows or when its invocation is nearly out of time,
 *   and leaves a marker under CONTINUE_PREFIX whose event starts the next part where it stopped.
 * Delivery is at least once: every write of rows is conditional on the document's cursor, so a
 * second delivery (or two at once) finds nothing left to do, or stops at its first transaction.
 */

/** An object the bucket reports created: its key, and the size and ETag when the event carries them. */
export interface CreatedObject {
  key: string;
  size?: number;
  eTag?: string;
}

/** The invocation's clock: milliseconds left before the Lambda is stopped. */
export interface Invocation {
  timeLeft: () => number;
}

/** Import what an ObjectCreated event reports (a dropped file, or the marker of a file's next part). */
export async function importCreatedObject(object: CreatedObject, invocation: Invocation): Promise<void> {
  if (object.key.startsWith(CONTINUE_PREFIX)) {
    const id = documentIdOfMarker(CONTINUE_PREFIX, object.key);
    const stored = id ? await getImportDocument(id) : undefined;
    if (!stored) {
      logger.warn('Continuation marker of no uploaded document', { key: object.key });
      return;
    }
    if (stored.doc.status === 'PROCESSING') await importPart(stored.doc, invocation);
    return;
  }
  const type = partnerFileTypeOfKey(object.key);
  if (!type) {
    logger.warn('Object outside the partner drop prefixes', { key: object.key });
    return;
  }
  let { size, eTag } = object;
  if (size === undefined || !eTag) {
    // Some events (a copy) carry no ETag: the object itself says.
    const head = await headObject(env.uploadsBucket, object.key);
    if (!head) {
      logger.warn('Dropped file gone before it was read', { key: object.key });
      return;
    }
    ({ size, eTag } = head);
  }
  eTag = eTag.replace(/"/g, '');
  const now = epochSeconds();
  const { doc } = await createDocumentIfAbsent({
    id: uploadedDocumentId(object.key, eTag),
    file: object.key,
    fileName: fileNameOfKey(object.key),
    type,
    downloadUrl: '',
    status: 'PROCESSING',
    source: 'drop',
    uploadedBy: PARTNER_DROP_UPLOADER,
    size,
    eTag,
    rowsTotal: 0,
    rowsDone: 0,
    rowsSucceeded: 0,
    rowsFailed: 0,
    createdAt: now,
    modifiedAt: now,
  });
  if (doc.status !== 'PROCESSING') {
    logger.info('Uploaded document already imported', { documentId: doc.id, status: doc.status });
    return;
  }
  await importPart(doc, invocation);
}

/** Read the document's file whole (bounded by its size first), or the reason it cannot be. */
async function readFile(doc: UploadedDocument): Promise<{ bytes: Uint8Array } | { reason: string }> {
  const limit = PARTNER_FILE_LIMITS.bytes;
  if (doc.size > limit) return { reason: tooLargeReason(doc.size, limit) };
  const object = await getObjectBytes(env.uploadsBucket, doc.file);
  if (!object) return { reason: 'The file is no longer in the bucket, so it could not be read. Drop it again.' };
  if (object.eTag !== doc.eTag.replace(/"/g, ''))
    return {
      reason:
        'The file was replaced under the same name before this import could finish; the new file is imported as a document of its own.',
    };
  if (object.size > limit) return { reason: tooLargeReason(object.size, limit) };
  return { bytes: object.bytes };
}

/**
 * The correlation id every part of a document's import logs under (docs/architecture.md#logging):
 * each part starts from an S3 event, which carries no id of ours, so the document's id names them all.
 */
export const partnerFileCorrelationId = (documentId: string): string => `file-${documentId}`;

/** One part of a document's import, logged under the document's correlation id. */
const importPart = (doc: UploadedDocument, invocation: Invocation): Promise<void> =>
  withCorrelation(partnerFileCorrelationId(doc.id), () => importPartNow(doc, invocation));

/** One part of a document's import: read the file, do the rows the part may, and hand the rest on. */
async function importPartNow(doc: UploadedDocument, invocation: Invocation): Promise<void> {
  const context = { documentId: doc.id, type: doc.type, key: doc.file };
  const file = await readFile(doc);
  // The reader goes by the key's name (an administrator's upload may be shown under another).
  const checked = 'bytes' in file ? readPartnerRows(doc.type, file.bytes, fileNameOfKey(doc.file)) : undefined;
  if (!checked?.ok) {
    const reason = checked ? checked.reason : 'reason' in file ? file.reason : '';
    // The reason stays on the document: it may quote the file (its column names), which logs never do.
    if (await failDocument(doc.id, reason, doc.rowsTotal, epochSeconds())) {
      logger.info('Partner file refused', context);
      partnerFileFinished('FAILED', context);
    }
    return;
  }
  const rows = checked.rows;
  const started = await startPart(doc.id, rows.length, epochSeconds());
  if (!started) return;
  const start = started.nextRowIndex ?? 0;
  if (start >= rows.length) {
    await endDocument(doc.id, rows.length, endStatus(started.doc.rowsFailed), epochSeconds());
    return;
  }
  const part: ImportPart = {
    documentId: doc.id,
    fileName: started.doc.fileName,
    rows,
    start,
    stop: Math.min(rows.length, start + partRows()),
    failedBefore: started.doc.rowsFailed,
    timeLeft: invocation.timeLeft,
    lookups: importLookups({ id: doc.id, fileName: started.doc.fileName }),
  };
  const outcome: PartOutcome =
    doc.type === 'SALES'
      ? await importSalesPart(part as ImportPart<'SALES'>, epochSeconds)
      : await importSettlementsPart(part as ImportPart<'SETTLEMENTS'>, epochSeconds);
  const summary = { ...context, part: started.parts, from: start, to: outcome.next, rowsTotal: rows.length };
  if (outcome.superseded) {
    logger.info('Partner file part stopped: another delivery is doing these rows', summary);
    return;
  }
  if (outcome.next < rows.length) {
    const marker = continuationMarker(CONTINUE_PREFIX, doc.id, started.parts + 1, doc.file);
    await putObject({ Bucket: env.uploadsBucket, Key: marker.key, Body: marker.body, ContentType: 'application/json' });
    logger.info('Partner file part done; the next part continues', {
      ...summary,
      succeeded: outcome.succeeded,
      failed: outcome.failed,
    });
    return;
  }
  logger.info('Partner file imported', { ...summary, succeeded: outcome.succeeded, failed: outcome.failed });
  partnerFileFinished(endStatus(part.failedBefore + outcome.failed), context);
}
