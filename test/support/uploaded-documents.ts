import { randomBytes } from 'node:crypto';
import { ulid } from 'ulid';
import { PARTNER_DROP_UPLOADER, type UploadedDocument } from '../../shared/domain/finance/uploaded-document';
import { uploadedDocumentToItem } from '../../lambdas/data/finance/uploaded-documents';
import { table } from '../../lambdas/data/table/table';

/** Uploaded documents written straight to the table, as a partner's dropped file leaves them. */

/** A document id of the form the trigger makes (24 hex characters). */
export const newDocumentId = () => randomBytes(12).toString('hex');

/** A day of its own (Malaysia time) between 2001 and 2020: only this test's documents were created on it. */
export function uniqueDay(): { day: string; noon: number } {
  const noonUtc = Date.UTC(2001, 0, 1, 4) + Math.floor(Math.random() * 7000) * 86_400_000;
  return { day: new Date(noonUtc + 8 * 3_600_000).toISOString().slice(0, 10), noon: noonUtc / 1000 };
}

/** A completed sales file dropped by the partner, with `overrides`. */
export function documentOf(overrides: Partial<UploadedDocument> = {}): UploadedDocument {
  const id = overrides.id ?? newDocumentId();
  return {
    id,
    file: `drops/sales/uploads/${ulid()}/sales-${id}.csv`,
    fileName: `sales-${id}.csv`,
    type: 'SALES',
    downloadUrl: '',
    status: 'COMPLETED',
    source: 'drop',
    uploadedBy: PARTNER_DROP_UPLOADER,
    size: 120,
    eTag: 'etag',
    rowsTotal: 0,
    rowsDone: 0,
    rowsSucceeded: 0,
    rowsFailed: 0,
    createdAt: 1_700_000_000,
    modifiedAt: 1_700_000_000,
    ...overrides,
  };
}

/** Store {@link documentOf} `overrides`. */
export async function storeDocument(overrides: Partial<UploadedDocument> = {}): Promise<UploadedDocument> {
  const doc = documentOf(overrides);
  await table.put({ Item: uploadedDocumentToItem(doc) });
  return doc;
}
