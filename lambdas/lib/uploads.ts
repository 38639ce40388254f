import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { ulid } from 'ulid';
import { UPLOAD_CACHE_CONTROL, safeFileName, type UploadPurpose } from '../../shared/domain/uploads';
import { s3Client } from './aws';
import { env } from './env';

/** Presigned links last 5 minutes: long enough to send or open a file, short if one leaks. */
export const LINK_SECONDS = 300;

/** Where a purpose's files live in the uploads bucket; the organisation's files under its id. */
export const uploadPrefix = (purpose: UploadPurpose, orgId?: string) => (purpose === 'orgAttachment' ? `orgs/${orgId}/attachments/` : 'wallets/logos/');

/** The prefixes of the files everyone signed in may see (wallet logos are shown to employees). */
const SHARED_PREFIXES = ['wallets/logos/'];

/** A caller may read a key: administrators any; others their organisation's files and shared ones. */
export function mayRead(key: string, caller: { isAdmin: boolean; orgId: string | null }): boolean {
  if (key.includes('..') || key.startsWith('/')) return false;
  if (caller.isAdmin) return true;
  return SHARED_PREFIXES.some((p) => key.startsWith(p)) || (!!caller.orgId && key.startsWith(`orgs/${caller.orgId}/`));
}

export async function presignUpload(purpose: UploadPurpose, orgId: string | undefined, fileName: string, contentType: string) {
  const key = `${uploadPrefix(purpose, orgId)}${ulid()}/${safeFileName(fileName)}`;
  const headers = { 'content-type': contentType, 'cache-control': UPLOAD_CACHE_CONTROL };
  const uploadUrl = await getSignedUrl(
    s3Client(),
    new PutObjectCommand({ Bucket: env.uploadsBucket, Key: key, ContentType: contentType, CacheControl: UPLOAD_CACHE_CONTROL }),
    { expiresIn: LINK_SECONDS },
  );
  return { uploadUrl, key, headers, expiresInSeconds: LINK_SECONDS };
}

export async function presignDownload(key: string) {
  const url = await getSignedUrl(s3Client(), new GetObjectCommand({ Bucket: env.uploadsBucket, Key: key }), { expiresIn: LINK_SECONDS });
  return { url, expiresInSeconds: LINK_SECONDS };
}
