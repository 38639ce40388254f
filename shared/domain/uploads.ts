import { z } from 'zod';

/** What an upload is for: it decides who may upload, where it is stored and which types are allowed. */
export const UploadPurposeSchema = z.enum(['orgAttachment', 'walletLogo']);
export type UploadPurpose = z.infer<typeof UploadPurposeSchema>;

const IMAGES = ['image/png', 'image/jpeg', 'image/svg+xml', 'image/webp'] as const;
const DOCUMENTS = [
  'application/pdf',
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;

/** The content types each purpose accepts. */
export const UPLOAD_TYPES: Record<UploadPurpose, readonly string[]> = {
  orgAttachment: [...IMAGES, ...DOCUMENTS],
  walletLogo: IMAGES,
};

/** Uploaded files are cached for a year (design.md §7): every key is new, so a file never changes. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000';

/** A file name as stored in the key: letters, digits, dot, dash and underscore only. */
export const safeFileName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(-100) || 'file';
