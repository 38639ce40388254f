import { getLogs } from '../../../shared/callables/uploaded-documents';
import { makeHandler } from '../chain/make-handler';
import { cursorScope, openCursor, sealCursor } from '../../data/table/cursors';
import { listUploadLogsPage } from '../../data/finance/uploaded-documents';
import { requireUploadedDocument } from '../../services/finance/uploaded-documents';

const DEFAULT_LIMIT = 50;

/** A document's row logs by row number (its own partition's `LOG#` items). 404 for an unknown document. */
export const handler = makeHandler(getLogs, async ({ uploadedDocumentId, status, cursor, limit }) => {
  await requireUploadedDocument(uploadedDocumentId);
  // A cursor is a key of one document's partition: bound to it and to the status kept.
  const scope = cursorScope('upload-logs', uploadedDocumentId, status);
  const page = await listUploadLogsPage(uploadedDocumentId, {
    status,
    start: openCursor(scope, cursor),
    limit: limit ?? DEFAULT_LIMIT,
  });
  return { items: page.items, nextCursor: sealCursor(scope, page.next) };
});
