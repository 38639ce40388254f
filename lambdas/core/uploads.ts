import { ulid } from 'ulid';
import {
  WALLET_LOGO_PREFIX,
  cacheControlOfKey,
  invoicePrefix,
  safeFileName,
  uploadCacheControl,
  type UploadPurpose,
} from '../../shared/domain/files/uploads';
import { DROP_PREFIXES } from '../../shared/domain/finance/uploaded-document';
import { employeeFolder, screenshotPrefix } from '../../shared/domain/benefits/wallet-election';
import { isManagementRole, type Role } from '../../shared/registry/roles';
import { presignGet, presignPut } from './clients/s3';
import { env } from './env';

/** Presigned links last 5 minutes: long enough to send or open a file, short if one leaks. */
export const LINK_SECONDS = 300;

/**
 * Where a purpose's files live in the uploads bucket: the organisation's files under its id, an
 * employee's wallet screenshots in the organisation's employee folder, under their IC number.
 */
export function uploadPrefix(purpose: UploadPurpose, orgId?: string, icNumber?: string): string {
  if (purpose === 'orgAttachment') return `orgs/${orgId}/attachments/`;
  // An administrator's sales / settlements file: under the type's drop prefix, so the trigger reads it.
  if (purpose === 'salesFile') return `${DROP_PREFIXES.SALES}uploads/`;
  if (purpose === 'settlementsFile') return `${DROP_PREFIXES.SETTLEMENTS}uploads/`;
  if (purpose === 'invoice') {
    if (!orgId) throw new Error('An invoice belongs to an organisation');
    return invoicePrefix(orgId);
  }
  if (purpose === 'walletScreenshot') {
    if (!orgId || !icNumber) throw new Error('A wallet screenshot belongs to an employee of an organisation');
    return screenshotPrefix(orgId, icNumber);
  }
  return WALLET_LOGO_PREFIX;
}

/** The prefixes of the files everyone signed in may see (wallet logos are shown to employees). */
const SHARED_PREFIXES = [WALLET_LOGO_PREFIX];

/**
 * A caller may read a key: administrators any; others their organisation's files and shared ones,
 * except that an employee's folder is theirs and their managers' only (not their colleagues'), and
 * the invoice folder is management's only.
 */
export function mayRead(
  key: string,
  caller: { isAdmin: boolean; orgId: string | null; role?: Role; user?: { employeeICNumber?: string } },
): boolean {
  if (key.includes('..') || key.startsWith('/')) return false;
  if (caller.isAdmin) return true;
  if (SHARED_PREFIXES.some((p) => key.startsWith(p))) return true;
  if (!caller.orgId || !key.startsWith(`orgs/${caller.orgId}/`)) return false;
  // Supplier invoices are the organisation's management's (and the administrators'), not its employees'.
  if (key.startsWith(invoicePrefix(caller.orgId))) return isManagementRole(caller.role);
  if (!key.startsWith(`orgs/${caller.orgId}/employees/`) || isManagementRole(caller.role)) return true;
  const ic = caller.user?.employeeICNumber;
  return !!ic && key.startsWith(employeeFolder(caller.orgId, ic));
}

/** The headers a presigned PUT signs: S3 refuses a request whose values differ from the ones signed. */
export const SIGNED_UPLOAD_HEADERS = ['content-type', 'content-length', 'cache-control'] as const;

/**
 * A presigned PUT of one new file (the caller checked type, size and name against the purpose). The
 * signature covers the content type, the exact size (so S3 refuses any other body, however
 * large) and the Cache-Control: `private, no-store` but for wallet logos (docs/rules.md#uploads).
 * `headers` are what the browser must send besides the Content-Length it sets itself from the file.
 */
export async function presignUpload(
  purpose: UploadPurpose,
  orgId: string | undefined,
  fileName: string,
  contentType: string,
  size: number,
  icNumber?: string,
) {
  const key = `${uploadPrefix(purpose, orgId, icNumber)}${ulid()}/${safeFileName(fileName)}`;
  const cacheControl = uploadCacheControl(purpose);
  const headers = { 'content-type': contentType, 'cache-control': cacheControl };
  const uploadUrl = await presignPut(
    {
      Bucket: env.uploadsBucket,
      Key: key,
      ContentType: contentType,
      ContentLength: size,
      CacheControl: cacheControl,
    },
    LINK_SECONDS,
    // Cache-Control is left out of the signature by default; it is signed so the browser cannot drop it.
    SIGNED_UPLOAD_HEADERS,
  );
  return { uploadUrl, key, headers, expiresInSeconds: LINK_SECONDS };
}

/**
 * A presigned GET of an upload. Its caching is signed into the link from the key (public for wallet
 * logos only), so files stored before that rule are served private too; an SVG stored before SVG
 * was refused is served as a download of plain bytes, never as an image a browser would run.
 */
export async function presignDownload(key: string) {
  const svg = /\.svgz?$/i.test(key);
  const url = await presignGet(env.uploadsBucket, key, LINK_SECONDS, {
    cacheControl: cacheControlOfKey(key),
    ...(svg ? { contentType: 'application/octet-stream', contentDisposition: 'attachment' } : {}),
  });
  return { url, expiresInSeconds: LINK_SECONDS };
}
