import { z } from 'zod';
import type { PartnerFileType } from '../../../../shared/domain/finance/partner-file';
import {
  PARTNER_FILE_TYPES,
  PARTNER_FILE_TYPE_LABELS,
  PartnerFileTypeSchema,
  UPLOAD_MESSAGES,
} from '../../../../shared/domain/finance/uploaded-document';
import type { UploadPurpose } from '../../../../shared/domain/files/uploads';

/**
 * The Upload form's rules, pure so they are tested without a browser: a type, and a file whose
 * name ends in .xlsx or .csv. The file itself is kept beside the form; the form holds its name.
 */

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The content type a partner file is sent with, by its extension; undefined for any other file. */
export function partnerContentType(fileName: string): string | undefined {
  const extension = /\.([^.]+)$/.exec(fileName.trim())?.[1]?.toLowerCase();
  if (extension === 'csv') return 'text/csv';
  if (extension === 'xlsx') return XLSX_TYPE;
  return undefined;
}

export const UploadFormSchema = z.object({
  type: PartnerFileTypeSchema,
  fileName: z
    .string()
    .trim()
    .min(1, UPLOAD_MESSAGES.fileRequired)
    .refine((name) => partnerContentType(name) !== undefined, UPLOAD_MESSAGES.onlyXlsxCsv),
});

export const UPLOAD_TYPE_OPTIONS = PARTNER_FILE_TYPES.map((type) => ({ value: type, label: type }));

/** The upload purpose of a type: where `uploads-getUploadUrl` puts the file (its type's drop prefix). */
export const UPLOAD_PURPOSES: Record<PartnerFileType, UploadPurpose> = {
  SALES: 'salesFile',
  SETTLEMENTS: 'settlementsFile',
};

/** What the list and the templates call a type ('Sales'). */
export const typeLabel = (type: PartnerFileType) => PARTNER_FILE_TYPE_LABELS[type];
