import { getDownloadUrl } from '../../../shared/callables/uploads';
import { AppError } from '../../../shared/registry/errors';
import { makeHandler } from '../chain/make-handler';
import { mayRead, presignDownload } from '../../core/uploads';

/** The same answer for a file the caller may not see as for one that does not exist. */
export const handler = makeHandler(getDownloadUrl, async ({ key }, caller) => {
  if (!mayRead(key, caller)) throw new AppError('NOT_FOUND', 'File not found!');
  return presignDownload(key);
});
