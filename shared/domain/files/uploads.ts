import { z } from 'zod';

/** What an upload is for: it decides who may upload, where it is stored and which types are allowed. */
export const UploadPurposeSchema = z.enum([
  'orgAttachment',
  'walletLogo',
  'walletScreenshot',
  'invoice',
  'salesFile',
  'settlementsFile',
]);
export type UploadPurpose = z.infer<typeof UploadPurposeSchema>;

/**
 * Raster images only: an SVG is a document that can carry script, which would run wherever the
 * file is opened (docs/rules.md#uploads). Refused for every purpose, by type and by name.
 */
const IMAGES = ['image/png', 'image/jpeg', 'image/webp'] as const;
const DOCUMENTS = [
  'application/pdf',
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;

/** The content types of a sales or settlements file (.csv, .xlsx). */
const PARTNER_FILE_TYPES = [
  'text/csv',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;

/** The content types each purpose accepts. */
export const UPLOAD_TYPES: Record<UploadPurpose, readonly string[]> = {
  orgAttachment: [...IMAGES, ...DOCUMENTS],
  walletLogo: IMAGES,
  // A photo of the e-wallet's verified-account screen.
  walletScreenshot: IMAGES,
  // A supplier's invoice for a disbursement payee: 'PNG, JPG, PDF up to 10MB'.
  invoice: ['image/png', 'image/jpeg', 'application/pdf'],
  // A partner file an administrator uploads (the trigger checks the content matches the name);
  // Excel on Windows labels a .csv 'application/vnd.ms-excel'.
  salesFile: PARTNER_FILE_TYPES,
  settlementsFile: PARTNER_FILE_TYPES,
};

/**
 * The largest file each purpose takes, in bytes. The presigned PUT signs the exact size the
 * browser declares, so S3 itself refuses a different (larger) body.
 */
export const UPLOAD_MAX_BYTES: Record<UploadPurpose, number> = {
  orgAttachment: 10 * 1024 * 1024,
  walletLogo: 1024 * 1024,
  walletScreenshot: 5 * 1024 * 1024,
  invoice: 10 * 1024 * 1024,
  salesFile: 10 * 1024 * 1024,
  settlementsFile: 10 * 1024 * 1024,
};

const PURPOSE_NAMES: Record<UploadPurpose, string> = {
  orgAttachment: 'An attachment',
  walletLogo: 'A logo',
  walletScreenshot: 'A screenshot',
  invoice: 'An invoice',
  salesFile: 'A sales file',
  settlementsFile: 'A settlements file',
};

/**
 * `1048576` → `1 MB`, `1536` → `1.5 KB`, to one decimal; `up` rounds up, so a file just over a
 * limit never reads as the limit itself.
 */
export const formatBytes = (bytes: number, { up = false } = {}): string => {
  const [unit, size]: [string, number] =
    bytes >= 1024 * 1024 ? ['MB', 1024 * 1024] : bytes >= 1024 ? ['KB', 1024] : ['bytes', 1];
  const tenths = (bytes / size) * 10;
  return `${(up ? Math.ceil(tenths) : Math.round(tenths)) / 10} ${unit}`;
};

/** A file name of an SVG image (`.svg`, or `.svgz` compressed), whatever its case or trailing spaces. */
const SVG_NAME = /\.svgz?\s*$/i;
/** `image/svg+xml`, whatever its case and parameters (`; charset=utf-8`). */
const isSvg = (contentType: string) => /^\s*image\/svg\+xml\b/i.test(contentType);

/**
 * Why a file cannot be uploaded for a purpose (wrong type, empty, too large), on the field to
 * show it on; undefined when it can. The callable and the pages check with this one rule.
 */
export function uploadProblem(
  purpose: UploadPurpose,
  file: { contentType: string; size: number; fileName?: string },
): { field: 'contentType' | 'size' | 'fileName'; message: string } | undefined {
  if (isSvg(file.contentType) || (file.fileName !== undefined && SVG_NAME.test(file.fileName))) {
    return {
      field: isSvg(file.contentType) ? 'contentType' : 'fileName',
      message: `SVG images cannot be uploaded (they can carry script). Save the image as PNG or JPEG and upload that; accepted here: ${UPLOAD_TYPES[purpose].join(', ')}.`,
    };
  }
  if (!UPLOAD_TYPES[purpose].includes(file.contentType)) {
    return {
      field: 'contentType',
      message: `A ${file.contentType || 'file of unknown type'} file cannot be uploaded here; use one of: ${UPLOAD_TYPES[purpose].join(', ')}.`,
    };
  }
  if (file.size <= 0) return { field: 'size', message: 'The file is empty. Choose another file.' };
  const max = UPLOAD_MAX_BYTES[purpose];
  if (file.size > max) {
    return {
      field: 'size',
      message: `The file is too large (${formatBytes(file.size, { up: true })}). ${PURPOSE_NAMES[purpose]} can be at most ${formatBytes(max)}.`,
    };
  }
  return undefined;
}

/**
 * Private files (attachments, imports, invoices, screenshots, partner files, generated files) are
 * never kept by a browser or a shared cache: a presigned link may pass through proxies, and a file
 * of one person must not be served from a cache to another (docs/rules.md#uploads).
 */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * The e-wallet logos the sign-in and election pages show are public and never change (every key
 * is new): cached for a year.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=31536000';

/** The prefix of the e-wallet logos in the uploads bucket, the only public files. */
export const WALLET_LOGO_PREFIX = 'wallets/logos/';

/** The Cache-Control a purpose's uploads are stored with: public for wallet logos only. */
export const uploadCacheControl = (purpose: UploadPurpose): string =>
  purpose === 'walletLogo' ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL;

/** The Cache-Control a stored file is served with, by its key: public for wallet logos only. */
export const cacheControlOfKey = (key: string): string =>
  key.startsWith(WALLET_LOGO_PREFIX) && !key.includes('..') ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL;

/** A file name as stored in the key: letters, digits, dot, dash and underscore only. */
export const safeFileName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(-100) || 'file';

/** The folder of an organisation's invoices (purpose `invoice`): a supplier payee's files must lie in it. */
export const invoicePrefix = (orgId: string) => `orgs/${orgId}/invoices/`;
