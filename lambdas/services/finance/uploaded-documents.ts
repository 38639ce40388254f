import { TZDate } from '@date-fns/tz';
import { ulid } from 'ulid';
import { csvField } from '../../../shared/domain/advance-pay/advance-pay-reports';
import { PARTNER_FILE_COLUMNS, type PartnerFileType } from '../../../shared/domain/finance/partner-file';
import { epochSeconds, TIME_ZONE } from '../../../shared/domain/time/time';
import {
  DROP_PREFIXES,
  partnerFileTypeOfKey,
  UPLOAD_MESSAGES,
  type UploadLog,
  type UploadedDocument,
} from '../../../shared/domain/finance/uploaded-document';
import { AppError } from '../../../shared/registry/errors';
import { callerName, type Caller } from '../../core/caller';
import { headObject, presignGet, putObject } from '../../core/clients/s3';
import { env } from '../../core/env';
import {
  getUploadedDocument,
  listUploadLogsPage,
  markUploadedDocumentAsUpload,
  putUploadedDocumentIfAbsent,
  uploadedDocumentId,
} from '../../data/finance/uploaded-documents';
import type { Key } from '../../data/table/table';
import { LINK_SECONDS } from '../../core/uploads';

/**
 * Sales and settlement files on the administrators' side (docs/rules.md#uploaded-documents-reads-and-the-failed-rows-file):
 * registering an upload, signing links to the files, and the CSV of a file's failed rows.
 */

/** The document with a fresh presigned GET of its file (links are never stored: they expire). */
export async function withDownloadUrl(doc: UploadedDocument): Promise<UploadedDocument> {
  return { ...doc, downloadUrl: await presignGet(env.uploadsBucket, doc.file, LINK_SECONDS) };
}

/** The document, or 404 'Uploaded document not found!'. */
export async function requireUploadedDocument(id: string): Promise<UploadedDocument> {
  const doc = await getUploadedDocument(id);
  if (!doc) throw new AppError('NOT_FOUND', UPLOAD_MESSAGES.documentNotFound);
  return doc;
}

const PARTNER_FILE_EXTENSIONS = ['.xlsx', '.csv'];
const hasPartnerFileExtension = (name: string) =>
  PARTNER_FILE_EXTENSIONS.some((ext) => name.toLowerCase().endsWith(ext));

const badFile = (message: string) => new AppError('INVALID_ARGUMENT', message, [{ field: 'file', message }]);

/**
 * The type of an administrator's upload by its key, which must lie in a type's `uploads/` folder
 * (where `uploads-getUploadUrl` puts them): a key anywhere else is refused, so this callable
 * cannot be pointed at a partner's drop or at another bucket folder.
 */
export function uploadTypeOfKey(key: string, sentType: PartnerFileType | undefined): PartnerFileType {
  const type = partnerFileTypeOfKey(key);
  if (!type || !key.startsWith(`${DROP_PREFIXES[type]}uploads/`) || key.includes('..'))
    throw badFile('The file is not an uploaded sales or settlements file; upload it again.');
  if (sentType && sentType !== type)
    throw new AppError(
      'INVALID_ARGUMENT',
      `The file was uploaded as a ${type.toLowerCase()} file, not ${sentType.toLowerCase()}.`,
      [{ field: 'type', message: `The file is a ${type.toLowerCase()} file` }],
    );
  return type;
}

/**
 * The uploaded object's size and ETag, undefined when there is none. S3 answers a HeadObject of a
 * missing key with 403, not 404, to a role that may read objects but not list the bucket (this
 * callable's, deployed): with GetObject granted, a 403 means the object is not there.
 */
async function headOfUpload(key: string) {
  try {
    return await headObject(env.uploadsBucket, key);
  } catch (err) {
    if ((err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 403) return undefined;
    throw err;
  }
}

/**
 * Register an administrator's upload: the same document the trigger works on (its id comes from
 * the object's key and ETag), whichever of the two comes first. First here: a new PROCESSING
 * document. Second: the trigger's document keeps its status and counters and becomes the
 * administrator's upload (source, uploader, the file's own name).
 */
export async function createUploadedDocument(
  caller: Caller,
  input: { file: string; fileName: string; type?: PartnerFileType },
): Promise<UploadedDocument> {
  const type = uploadTypeOfKey(input.file, input.type);
  if (!hasPartnerFileExtension(input.file) || !hasPartnerFileExtension(input.fileName))
    throw badFile(UPLOAD_MESSAGES.onlyXlsxCsv);
  const head = await headOfUpload(input.file);
  if (!head) throw new AppError('NOT_FOUND', 'The file was not uploaded; upload it again.');
  const id = uploadedDocumentId(input.file, head.eTag);
  const at = epochSeconds();
  const upload = { source: 'upload', uploadedBy: callerName(caller), fileName: input.fileName } as const;
  const created = await putUploadedDocumentIfAbsent({
    id,
    file: input.file,
    type,
    downloadUrl: '',
    status: 'PROCESSING',
    ...upload,
    size: head.size,
    eTag: head.eTag,
    rowsTotal: 0,
    rowsDone: 0,
    rowsSucceeded: 0,
    rowsFailed: 0,
    createdAt: at,
    modifiedAt: at,
  });
  if (!created) await markUploadedDocumentAsUpload(id, upload);
  return withDownloadUrl(await requireUploadedDocument(id));
}

/** The creation range (Unix seconds, inclusive) of a Malaysian calendar day (YYYY-MM-DD). */
export function klDayRange(day: string): { from: number; to: number } {
  const [year, month, date] = day.split('-').map(Number);
  const from = epochSeconds(new TZDate(year, month - 1, date, TIME_ZONE));
  const next = epochSeconds(new TZDate(year, month - 1, date + 1, TIME_ZONE));
  return { from, to: next - 1 };
}

// ---------------------------------------------------------------- the failed rows file

/** The failed rows file's header: where the row was, why it failed, then the type's own columns. */
export const failedRowsHeader = (type: PartnerFileType): string[] => ['row', 'reason', ...PARTNER_FILE_COLUMNS[type]];

/** The row's values as the file had them (errorMetadata's, else metadata's); {} when unreadable. */
function valuesOf(log: UploadLog): Record<string, unknown> {
  for (const text of [log.errorMetadata, log.metadata]) {
    if (!text) continue;
    try {
      const parsed = JSON.parse(text) as { values?: unknown };
      if (parsed.values && typeof parsed.values === 'object') return parsed.values as Record<string, unknown>;
    } catch {
      // Not JSON: try the other field.
    }
  }
  return {};
}

/**
 * The CSV line of a failed row (CRLF-terminated): its row number, its reason and its values in the
 * type's column order. Every value is text from a partner's file: one a spreadsheet would run as a
 * formula is made inert (csvField), so the file is safe to open, fix and upload again.
 */
export function failedRowCsvLine(type: PartnerFileType, log: UploadLog): string {
  const values = valuesOf(log);
  const cells = PARTNER_FILE_COLUMNS[type].map((column) => {
    const value = values[column];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  });
  return `${[String(log.rowNo), log.errorMessage, ...cells].map((cell) => csvField(cell)).join(',')}\r\n`;
}

/** `sales-nov.xlsx` → `sales-nov-failed-rows.csv`, safe in a Content-Disposition header. */
export function failedRowsFileName(fileName: string): string {
  const base =
    fileName
      .replace(/\.[^./\\]*$/, '')
      .replace(/[^\w .()-]+/g, '_')
      .trim() || 'file';
  return `${base}-failed-rows.csv`;
}

/** Log pages read at a time: a large file's failed rows are read page by page, never in one Query. */
const LOG_PAGE = 500;

/**
 * The CSV of a document's failed rows, stored in the files bucket and answered as a presigned link
 * (5 minutes) that downloads as `<file name>-failed-rows.csv`. 409 when no row failed.
 */
export async function failedRowsFile(id: string): Promise<{ url: string; fileName: string; rows: number }> {
  const doc = await requireUploadedDocument(id);
  const lines = [`${failedRowsHeader(doc.type).join(',')}\r\n`];
  let start: Key | undefined;
  do {
    const page = await listUploadLogsPage(id, { status: 'FAILED', start, limit: LOG_PAGE });
    for (const log of page.items) lines.push(failedRowCsvLine(doc.type, log));
    start = page.next;
  } while (start);
  const rows = lines.length - 1;
  if (!rows) throw new AppError('INVALID_STATE', 'No row of this file failed: there is nothing to download.');
  const fileName = failedRowsFileName(doc.fileName);
  const key = `uploaded-documents/${id}/failed-rows-${ulid()}.csv`;
  await putObject({
    Bucket: env.filesBucket,
    Key: key,
    Body: lines.join(''),
    ContentType: 'text/csv; charset=utf-8',
    ContentDisposition: `attachment; filename="${fileName}"`,
  });
  const url = await presignGet(env.filesBucket, key, LINK_SECONDS, {
    contentDisposition: `attachment; filename="${fileName}"`,
  });
  return { url, fileName, rows };
}
