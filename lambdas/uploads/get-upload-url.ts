import { getUploadUrl } from '../../shared/callables/uploads';
import { UPLOAD_TYPES } from '../../shared/domain/uploads';
import { AppError } from '../../shared/registry/errors';
import { makeHandler } from '../lib/make-handler';
import { getOrg } from '../lib/repos/orgs';
import { presignUpload } from '../lib/uploads';

export const handler = makeHandler(getUploadUrl, async ({ purpose, orgId, fileName, contentType }) => {
  if (!UPLOAD_TYPES[purpose].includes(contentType)) {
    const message = `A ${contentType} file cannot be uploaded here; use one of: ${UPLOAD_TYPES[purpose].join(', ')}.`;
    throw new AppError('INVALID_ARGUMENT', message, [{ field: 'contentType', message }]);
  }
  if (purpose === 'orgAttachment') {
    if (!orgId) throw new AppError('INVALID_ARGUMENT', 'Choose the organisation the file belongs to.', [{ field: 'orgId', message: 'Required!' }]);
    if (!(await getOrg(orgId))) throw new AppError('NOT_FOUND', `There is no organisation ${orgId}.`);
  }
  return presignUpload(purpose, purpose === 'orgAttachment' ? orgId : undefined, fileName, contentType);
});
