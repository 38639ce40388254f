import { z } from 'zod';
import { defineCallable } from '../registry/define';
import { ADMIN_ROLES } from '../registry/roles';
import { PageInput, pageOf } from './common';
import { ListSearchInput, listSearchSummary } from './list-search';
import {
  PartnerFileTypeSchema,
  UPLOAD_MESSAGES,
  UploadLogSchema,
  UploadLogStatusSchema,
  UploadedDocumentSchema,
  UploadedDocumentStatusSchema,
} from '../domain/finance/uploaded-document';

/**
 * Sales and settlement files and their per-row logs (docs/rules.md#partner-files): administrators
 * only. The files themselves are read by the uploads bucket's trigger
 * (lambdas/triggers/partner-files.ts); these callables register an administrator's upload and read
 * what the trigger did.
 */

const IdSchema = z.string().trim().min(1, 'Required!').max(64);
const DEMO_DOCUMENT = '5a1e5d0c0de5a1e5d0c0de01';
const DayKeySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is YYYY-MM-DD');

export const create = defineCallable({
  name: 'uploadedDocuments-create',
  summary:
    'Register a sales or settlements file an administrator has put (presigned PUT of `uploads-getUploadUrl`, purpose ' +
    "`salesFile` or `settlementsFile`) at `file`, its key. The type is the key's (`type`, when sent, must agree). " +
    'Answers the uploaded document, the same one the trigger works on whichever of the two comes first; its status ' +
    'then moves from PROCESSING to COMPLETED, COMPLETED_WITH_ERRORS or FAILED. `downloadUrl` is accepted as the spec ' +
    'sends it and not trusted: links to the file are signed on every read. 404 when no such file was put.',
  input: z.object({
    downloadUrl: z.string().max(4000).optional(),
    fileName: z.string({ error: UPLOAD_MESSAGES.fileRequired }).trim().min(1, UPLOAD_MESSAGES.fileRequired).max(200),
    file: z.string({ error: UPLOAD_MESSAGES.fileRequired }).trim().min(1, UPLOAD_MESSAGES.fileRequired).max(500),
    type: PartnerFileTypeSchema.optional(),
  }),
  output: UploadedDocumentSchema,
  roles: [...ADMIN_ROLES],
  access: { table: 'write', uploads: 'read' },
  terms: false,
  example: {
    downloadUrl: '',
    fileName: 'sales-november.csv',
    file: 'drops/sales/uploads/01JDEMO0UP10AD000000000001/sales-november.csv',
    type: 'SALES',
  },
});

export const getUploadedDocuments = defineCallable({
  name: 'uploadedDocuments-getUploadedDocuments',
  summary:
    'One page of the uploaded documents, newest first, with their status and row counts. `date` (YYYY-MM-DD, ' +
    'Malaysia time) keeps the ones created that day; `withErrors` only COMPLETED_WITH_ERRORS and FAILED ones (the ' +
    "admin dashboard's card of today's files with errors). " +
    listSearchSummary('file name or uploader'),
  input: z.object({
    ...PageInput,
    search: ListSearchInput,
    date: DayKeySchema.optional(),
    withErrors: z.boolean().optional(),
    type: PartnerFileTypeSchema.optional(),
    status: UploadedDocumentStatusSchema.optional(),
  }),
  output: pageOf(UploadedDocumentSchema),
  roles: [...ADMIN_ROLES],
  access: { table: 'read', uploads: 'read' },
  terms: false,
  example: { limit: 50, search: 'sales' },
});

export const getUploadedDocument = defineCallable({
  name: 'uploadedDocuments-getUploadedDocument',
  summary:
    'One uploaded document (its live progress while PROCESSING: rowsDone of rowsTotal) with a fresh link to the file. ' +
    `404 '${UPLOAD_MESSAGES.documentNotFound}'.`,
  input: z.object({ id: IdSchema }),
  output: UploadedDocumentSchema,
  roles: [...ADMIN_ROLES],
  access: { table: 'read', uploads: 'read' },
  terms: false,
  example: { id: DEMO_DOCUMENT },
});

export const getLogs = defineCallable({
  name: 'uploadedDocuments-getLogs',
  summary:
    "One page of an uploaded document's row logs by row number; `status` keeps SUCCESS or FAILED ones. 404 when " +
    'the document does not exist. ' +
    listSearchSummary('row number or error message'),
  input: z.object({
    uploadedDocumentId: IdSchema,
    status: UploadLogStatusSchema.optional(),
    search: ListSearchInput,
    ...PageInput,
  }),
  output: pageOf(UploadLogSchema),
  roles: [...ADMIN_ROLES],
  access: { table: 'read' },
  terms: false,
  example: { uploadedDocumentId: DEMO_DOCUMENT, search: 'amount', limit: 50 },
});

export const getLog = defineCallable({
  name: 'uploadedDocuments-getLog',
  summary: `One row log of an uploaded document (\`id\` is its row number). 404 '${UPLOAD_MESSAGES.logNotFound}'.`,
  input: z.object({ uploadedDocumentId: IdSchema, id: IdSchema }),
  output: UploadLogSchema.extend({ type: PartnerFileTypeSchema, fileName: z.string() }),
  roles: [...ADMIN_ROLES],
  access: { table: 'read' },
  terms: false,
  example: { uploadedDocumentId: DEMO_DOCUMENT, id: '2' },
});

export const getFailedRowsFile = defineCallable({
  name: 'uploadedDocuments-getFailedRowsFile',
  summary:
    "A CSV of an uploaded document's failed rows (row, reason, then the file's own columns with the row's values) " +
    'to fix and upload or drop again; stored in the generated-files bucket and answered as a presigned link ' +
    '(5 minutes). 409 when the document has no failed row.',
  input: z.object({ id: IdSchema }),
  output: z.object({ url: z.string(), fileName: z.string(), rows: z.number().int() }),
  roles: [...ADMIN_ROLES],
  access: { table: 'read', files: 'write' },
  terms: false,
  example: { id: DEMO_DOCUMENT },
});
