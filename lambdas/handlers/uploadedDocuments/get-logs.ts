import { getLogs } from '../../../shared/callables/uploaded-documents';
import { listSearchText } from '../../../shared/callables/list-search';
import { makeHandler } from '../chain/make-handler';
import { cursorScope, openCursor, sealCursor } from '../../data/table/cursors';
import { listUploadLogsPage } from '../../data/finance/uploaded-documents';
import { searchKeep } from '../../data/table/paged-lists';
import { requireUploadedDocument } from '../../services/finance/uploaded-documents';

const DEFAULT_LIMIT = 50;

/**
 * A document's row logs by row number (its own partition's `LOG#` items); `search` keeps those
 * whose row number or error message contains it. 404 for an unknown document.
 */
export const handler = makeHandler(getLogs, async ({ uploadedDocumentId, status, search, cursor, limit }) => {
  await requireUploadedDocument(uploadedDocumentId);
  // A cursor is a key of one document's partition: bound to it, to the status kept and to the search.
  const scope = cursorScope('upload-logs', uploadedDocumentId, status, listSearchText(search));
  const page = await listUploadLogsPage(uploadedDocumentId, {
    status,
    start: openCursor(scope, cursor),
    limit: limit ?? DEFAULT_LIMIT,
    keep: searchKeep(search, (item) => [item.rowNo, item.errorMessage]),
  });
  return { items: page.items, nextCursor: sealCursor(scope, page.next) };
});
