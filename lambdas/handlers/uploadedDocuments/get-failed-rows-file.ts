import { getFailedRowsFile } from '../../../shared/callables/uploaded-documents';
import { makeHandler } from '../chain/make-handler';
import { failedRowsFile } from '../../services/finance/uploaded-documents';

/** The CSV of a document's failed rows (row, reason, the row's values) as a 5-minute link. */
export const handler = makeHandler(getFailedRowsFile, async ({ id }) => failedRowsFile(id));
