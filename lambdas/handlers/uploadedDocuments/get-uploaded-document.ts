import { getUploadedDocument } from '../../../shared/callables/uploaded-documents';
import { makeHandler } from '../chain/make-handler';
import { requireUploadedDocument, withDownloadUrl } from '../../services/finance/uploaded-documents';

/** One document, read strongly consistent (its progress moves while the trigger works), with a fresh link. */
export const handler = makeHandler(getUploadedDocument, async ({ id }) =>
  withDownloadUrl(await requireUploadedDocument(id)),
);
