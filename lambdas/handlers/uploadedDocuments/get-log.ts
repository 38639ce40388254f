import { getLog } from '../../../shared/callables/uploaded-documents';
import { UPLOAD_MESSAGES } from '../../../shared/domain/finance/uploaded-document';
import { AppError } from '../../../shared/registry/errors';
import { makeHandler } from '../chain/make-handler';
import { getUploadLog } from '../../data/finance/uploaded-documents';
import { requireUploadedDocument } from '../../services/finance/uploaded-documents';

/** The highest row number a log key holds (6 digits). */
const MAX_ROW = 999_999;

/** One row's log by its row number, with its document's type and file name (the log page's heading). */
export const handler = makeHandler(getLog, async ({ uploadedDocumentId, id }) => {
  const notFound = () => new AppError('NOT_FOUND', UPLOAD_MESSAGES.logNotFound);
  // The id is the row number as text; anything else names no log.
  if (!/^\d{1,6}$/.test(id)) throw notFound();
  const rowNo = Number(id);
  if (rowNo < 1 || rowNo > MAX_ROW) throw notFound();
  const doc = await requireUploadedDocument(uploadedDocumentId);
  const log = await getUploadLog(uploadedDocumentId, rowNo);
  if (!log) throw notFound();
  return { ...log, type: doc.type, fileName: doc.fileName };
});
