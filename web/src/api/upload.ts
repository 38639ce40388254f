import { uploadProblem, type UploadPurpose } from '../../../shared/domain/files/uploads';
import { api, ApiError } from './client';

/**
 * Send a file to storage the way the API expects: a presigned PUT from `uploads-getUploadUrl`
 * for the file's type and exact size, sent with exactly its headers (the browser adds the
 * Content-Length itself from the file, which is what was signed). A file the purpose does not
 * take is refused here with the API's own message, before anything is asked. Answers the stored
 * key (what a record keeps); show the file later through `uploads-getDownloadUrl`.
 */
export async function uploadFile(
  purpose: UploadPurpose,
  file: File,
  orgId?: string,
  /** The type to declare, where the page knows it better than the browser (by the file's extension). */
  declaredType?: string,
): Promise<string> {
  const contentType = declaredType ?? (file.type || 'application/octet-stream');
  const problem = uploadProblem(purpose, { contentType, size: file.size, fileName: file.name });
  if (problem)
    throw new ApiError(400, {
      code: 'INVALID_ARGUMENT',
      message: `${file.name}: ${problem.message}`,
      details: [problem],
    });
  const { uploadUrl, key, headers } = await api.call('uploads-getUploadUrl', {
    purpose,
    fileName: file.name,
    contentType,
    size: file.size,
    ...(orgId ? { orgId } : {}),
  });
  const res = await fetch(uploadUrl, { method: 'PUT', headers, body: file });
  if (!res.ok)
    throw new ApiError(res.status, {
      code: 'INTERNAL',
      message: `The file ${file.name} could not be uploaded (${res.status}). Please try again.`,
    });
  return key;
}
