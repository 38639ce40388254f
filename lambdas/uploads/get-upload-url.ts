import { getUploadUrl } from '../../shared/callables/uploads';
import { uploadProblem } from '../../shared/domain/uploads';
import { AppError } from '../../shared/registry/errors';
import { makeHandler } from '../core/make-handler';
import { getOrg } from '../data/orgs';
import { presignUpload } from '../services/uploads';

/** The type and exact size are checked here and signed into the URL, so S3 takes nothing else. */
export const handler = makeHandler(getUploadUrl, async ({ purpose, orgId, fileName, contentType, size }) => {
  const problem = uploadProblem(purpose, { contentType, size });
  if (problem) throw new AppError('INVALID_ARGUMENT', problem.message, [problem]);
  if (purpose === 'orgAttachment') {
    if (!orgId)
      throw new AppError('INVALID_ARGUMENT', 'Choose the organisation the file belongs to.', [
        { field: 'orgId', message: 'Required!' },
      ]);
    if (!(await getOrg(orgId))) throw new AppError('NOT_FOUND', `There is no organisation ${orgId}.`);
  }
  return presignUpload(purpose, purpose === 'orgAttachment' ? orgId : undefined, fileName, contentType, size);
});
