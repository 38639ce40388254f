import type { UploadPurpose } from '../../../shared/domain/uploads';
import { api, ApiError } from './client';

/**
 * Send a file to storage the way the API expects: a presigned PUT from `uploads-getUploadUrl`
 * with exactly its headers. Answers the stored key (what a record keeps); show the file later
 * through `uploads-getDownloadUrl`.
 */
export async function uploadFile(purpose: UploadPurpose, file: File, orgId?: string): Promise<string> {
  const contentType = file.type || 'application/octet-stream';
  const { uploadUrl, key, headers } = await api.call('uploads-getUploadUrl', { purpose, fileName: file.name, contentType, ...(orgId ? { orgId } : {}) });
  const res = await fetch(uploadUrl, { method: 'PUT', headers, body: file });
  if (!res.ok) throw new ApiError(res.status, { code: 'INTERNAL', message: `The file ${file.name} could not be uploaded (${res.status}). Please try again.` });
  return key;
}
