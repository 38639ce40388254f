import { create } from '../../../shared/callables/uploaded-documents';
import { makeHandler } from '../chain/make-handler';
import { createUploadedDocument } from '../../services/finance/uploaded-documents';

/**
 * An administrator's sales or settlements file, after the browser's presigned PUT: the document the
 * trigger works on. `downloadUrl` as sent is ignored (links are signed on every read).
 */
export const handler = makeHandler(create, async ({ file, fileName, type }, caller) =>
  createUploadedDocument(caller, { file, fileName, type }),
);
