import { getUploadedDocuments } from '../../../shared/callables/uploaded-documents';
import { listSearchText } from '../../../shared/callables/list-search';
import type { UploadedDocumentStatus } from '../../../shared/domain/finance/uploaded-document';
import { makeHandler } from '../chain/make-handler';
import { cursorScope, openCursor, sealCursor } from '../../data/table/cursors';
import { listUploadedDocumentsPage } from '../../data/finance/uploaded-documents';
import { searchKeep } from '../../data/table/paged-lists';
import { klDayRange, withDownloadUrl } from '../../services/finance/uploaded-documents';

const DEFAULT_LIMIT = 50;
/** The ends of a file that went wrong somewhere: the dashboard's "files with errors". */
const WITH_ERRORS: readonly UploadedDocumentStatus[] = ['COMPLETED_WITH_ERRORS', 'FAILED'];

/** The statuses to keep: `status` and `withErrors` together keep what both allow. */
function statusesOf(status: UploadedDocumentStatus | undefined, withErrors: boolean | undefined) {
  if (!withErrors) return status ? [status] : undefined;
  return status ? WITH_ERRORS.filter((s) => s === status) : WITH_ERRORS;
}

/**
 * The uploaded documents newest first (GSI1 `UPDOC`), each with a fresh link to its file; `search`
 * keeps those whose file name or uploader contains it.
 */
export const handler = makeHandler(getUploadedDocuments, async (input) => {
  const { date, withErrors, type, status, search, cursor, limit } = input;
  // A cursor points into one filtered list: bound to its filters and search.
  const scope = cursorScope(
    'uploaded-documents',
    date,
    withErrors ? 'errors' : '',
    type,
    status,
    listSearchText(search),
  );
  const statuses = statusesOf(status, withErrors);
  if (statuses && !statuses.length) return { items: [] };
  const range = date ? klDayRange(date) : undefined;
  const page = await listUploadedDocumentsPage(
    { createdFrom: range?.from, createdTo: range?.to, statuses, type },
    {
      start: openCursor(scope, cursor),
      limit: limit ?? DEFAULT_LIMIT,
      keep: searchKeep(search, (item) => [item.fileName, item.uploadedBy]),
    },
  );
  return { items: await Promise.all(page.items.map(withDownloadUrl)), nextCursor: sealCursor(scope, page.next) };
});
