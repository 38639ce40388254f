import { z } from 'zod';
import { asSen, SenSchema, senToRm, type Sen } from '../money/money';
import { PARTNER_FILE_COLUMNS, type PartnerFileType } from './partner-file';
import { ONLY_XLSX_AND_CSV } from '../files/spreadsheet-bytes';

/**
 * Sales and settlement files (docs/rules.md#partner-files, #imports): an administrator uploads one
 * at /internal/uploaded-documents/create, or a partner's system drops it into the uploads bucket
 * under its type's prefix. Either way the bucket's ObjectCreated trigger reads it, writes every
 * good row (a sale, or a payment towards a settlement), and keeps one log per row.
 */

export const PARTNER_FILE_TYPES = ['SETTLEMENTS', 'SALES'] as const satisfies readonly PartnerFileType[];
export const PartnerFileTypeSchema = z.enum(PARTNER_FILE_TYPES, { error: 'Please select a type' });

export const PARTNER_FILE_TYPE_LABELS: Record<PartnerFileType, string> = {
  SALES: 'Sales',
  SETTLEMENTS: 'Settlements',
};

/**
 * The uploads bucket's prefix of each type: partners put files there (the partner role may put
 * nothing else), administrators' uploads land under `<prefix>uploads/`. The trigger reads every
 * object created under them, and under {@link CONTINUE_PREFIX}.
 */
export const DROP_PREFIXES: Record<PartnerFileType, string> = {
  SALES: 'drops/sales/',
  SETTLEMENTS: 'drops/settlements/',
};

/**
 * Where the trigger leaves a small marker object to carry on with a large file in a new
 * invocation (each part stays well inside a Lambda's time): `drops/continue/<documentId>/<part>`.
 * Partners cannot put here.
 */
export const CONTINUE_PREFIX = 'drops/continue/';

/** The type of a file by its key in the uploads bucket; undefined outside the drop prefixes. */
export function partnerFileTypeOfKey(key: string): PartnerFileType | undefined {
  return PARTNER_FILE_TYPES.find((type) => key.startsWith(DROP_PREFIXES[type]));
}

/** PROCESSING while the trigger works; then one of the three ends. */
export const UPLOADED_DOCUMENT_STATUSES = ['PROCESSING', 'COMPLETED', 'COMPLETED_WITH_ERRORS', 'FAILED'] as const;
export const UploadedDocumentStatusSchema = z.enum(UPLOADED_DOCUMENT_STATUSES);
export type UploadedDocumentStatus = z.infer<typeof UploadedDocumentStatusSchema>;

export const UploadedDocumentSchema = z.object({
  /** Derived from the object's key and ETag: the same object delivered twice is the same document. */
  id: z.string(),
  /** The object's key in the uploads bucket. */
  file: z.string(),
  fileName: z.string(),
  type: PartnerFileTypeSchema,
  /** A presigned GET of the file (short-lived; empty in the stored item, signed on every read). */
  downloadUrl: z.string(),
  status: UploadedDocumentStatusSchema,
  /** Why the whole file was refused (FAILED), e.g. its missing columns. */
  reason: z.string().optional(),
  /** `upload`: an administrator at /internal/uploaded-documents/create; `drop`: a partner's system. */
  source: z.enum(['upload', 'drop']),
  /** Who uploaded it (an administrator's name), or 'Partner drop'. */
  uploadedBy: z.string(),
  size: z.number().int(),
  eTag: z.string(),
  /** Rows below the header (known once the file is read). */
  rowsTotal: z.number().int(),
  /** Rows done so far: succeeded + failed. */
  rowsDone: z.number().int(),
  rowsSucceeded: z.number().int(),
  rowsFailed: z.number().int(),
  createdAt: z.number(),
  modifiedAt: z.number(),
  completedAt: z.number().optional(),
});
export type UploadedDocument = z.infer<typeof UploadedDocumentSchema>;

export const UPLOAD_LOG_STATUSES = ['SUCCESS', 'FAILED'] as const;
export const UploadLogStatusSchema = z.enum(UPLOAD_LOG_STATUSES);
export type UploadLogStatus = z.infer<typeof UploadLogStatusSchema>;

/** One row of a file: what was written (metadata) or why not (errorMessage, errorMetadata). */
export const UploadLogSchema = z.object({
  /** The row number as text (the sheet's numbering: the header is row 1). */
  id: z.string(),
  uploadedDocumentId: z.string(),
  rowNo: z.number().int(),
  status: UploadLogStatusSchema,
  /** JSON text: the row's values and what it became (`{ values, orgId, orgName, saleId | repaymentTransactionId, … }`). */
  metadata: z.string(),
  errorMessage: z.string(),
  /** JSON text: `{ problems: [{ column, value, message }], values }`; '' for a good row. */
  errorMetadata: z.string(),
  createdAt: z.number(),
});
export type UploadLog = z.infer<typeof UploadLogSchema>;

/** A sale of an organisation, from a sales file. */
export const SaleSchema = z.object({
  /** Derived from the organisation and the row's reference: one sale per reference. */
  id: z.string(),
  orgId: z.string(),
  orgName: z.string(),
  /** RM. */
  amount: z.number(),
  /** KL calendar date of the sale (YYYY-MM-DD). */
  date: z.string(),
  reference: z.string(),
  /** A franchisee's sale: its franchisor and the royalty owed (amount × royaltyRate ÷ 100, RM). */
  franchisorId: z.string().optional(),
  franchisorName: z.string().optional(),
  royaltyRate: z.number().optional(),
  royaltyAmount: z.number().optional(),
  uploadedDocumentId: z.string(),
  rowNo: z.number().int(),
  createdAt: z.number(),
  modifiedAt: z.number(),
});
export type Sale = z.infer<typeof SaleSchema>;

/**
 * A sale inside the server (services, the table): its amount and royalty in sen under their stored
 * names (`amountSen`, `royaltySen`). Callers see {@link saleToRm} of it.
 */
export const SaleRecordSchema = SaleSchema.omit({ amount: true, royaltyAmount: true }).extend({
  amountSen: SenSchema,
  royaltySen: SenSchema.optional(),
});
export type SaleRecord = z.infer<typeof SaleRecordSchema>;

/** A sale as callers see it: amounts in RM. */
export const saleToRm = ({ amountSen, royaltySen, ...sale }: SaleRecord): Sale => ({
  ...sale,
  amount: senToRm(amountSen),
  ...(royaltySen === undefined ? {} : { royaltyAmount: senToRm(royaltySen) }),
});

/** Royalties of one franchisor over a month: the "franchise collections". */
export const FranchiseCollectionSchema = z.object({
  franchisorId: z.string(),
  franchisorName: z.string(),
  royaltyRate: z.number().optional(),
  franchisees: z.number().int(),
  sales: z.number().int(),
  /** RM. */
  salesAmount: z.number(),
  royaltyAmount: z.number(),
});
export type FranchiseCollection = z.infer<typeof FranchiseCollectionSchema>;

/** A franchisor's month inside the server: its sums in sen under their stored names (`salesSen`, `royaltySen`). */
export const FranchiseCollectionRecordSchema = FranchiseCollectionSchema.omit({
  salesAmount: true,
  royaltyAmount: true,
}).extend({ salesSen: SenSchema, royaltySen: SenSchema });
export type FranchiseCollectionRecord = z.infer<typeof FranchiseCollectionRecordSchema>;

/** A franchisor's month as callers see it: RM. */
export const franchiseCollectionToRm = ({
  salesSen,
  royaltySen,
  ...collection
}: FranchiseCollectionRecord): FranchiseCollection => ({
  ...collection,
  salesAmount: senToRm(salesSen),
  royaltyAmount: senToRm(royaltySen),
});

/**
 * The royalty of a sale in sen: amount × rate ÷ 100, rounded half up to the sen. The rate has at
 * most 2 decimals, so it is taken in hundredths and the arithmetic stays in integers.
 */
export function royaltySen(amountSen: Sen, royaltyRate: number): Sen {
  const hundredths = Math.round(royaltyRate * 100);
  return asSen(Math.floor((amountSen * hundredths + 5_000) / 10_000));
}

/** The downloadable template of a type: its header row and one example row. */
export function partnerTemplateCsv(type: PartnerFileType): string {
  const example: Record<PartnerFileType, string[]> = {
    SALES: ['demo', '1250.50', '25/11/2026', 'POS-2026-11-25-001'],
    SETTLEMENTS: ['demo', '01JDEMO0D1SB0C0MP1ETED0001', '500.00', '25/11/2026', 'BANK-REF-0001'],
  };
  return `${PARTNER_FILE_COLUMNS[type].join(',')}\r\n${example[type].join(',')}\r\n`;
}

export const partnerTemplateFileName = (type: PartnerFileType) => `${type.toLowerCase()}-template.csv`;

/** Every message of these pages, letter for letter. */
export const UPLOAD_MESSAGES = {
  title: 'Upload Sale',
  typeRequired: 'Please select a type',
  fileRequired: 'Collection is Required!',
  onlyXlsxCsv: ONLY_XLSX_AND_CSV,
  listFailed: 'Failed to retrieve docs!',
  logsFailed: 'Failed to fetch Uploaded Document Logs!',
  logNotFound: 'Uploaded Document Log not found!',
  settlementLogDataNotFound: 'Uploaded Settlement Log Data not Found!',
  salesFailed: 'Failed to fetch Sales!',
  franchiseCollectionsFailed: 'Failed to fetch Franchise Collections!',
  documentNotFound: 'Uploaded document not found!',
} as const;

/** Who a partner drop is shown as uploaded by. */
export const PARTNER_DROP_UPLOADER = 'Partner drop';
