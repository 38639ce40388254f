import { z } from 'zod';
import { defineCallable } from '../registry/define';
import { ADMIN_ROLES, MANAGEMENT_ROLES, ROLES } from '../registry/roles';
import { OrgIdSchema } from '../domain/organisations/organisation';
import { UploadPurposeSchema } from '../domain/files/uploads';

export const getUploadUrl = defineCallable({
  name: 'uploads-getUploadUrl',
  summary:
    "A presigned PUT for one new file (organisation attachment, wallet logo: administrators; an employee's wallet screenshot: that employee, under their own folder; a disbursement invoice (PNG, JPG, PDF up to 10 MB): Managers and Executives, into their organisation's invoice folder) of the declared type and exact size (refused over the purpose's limit); send the file with exactly the headers given, then store the key.",
  input: z.object({
    purpose: UploadPurposeSchema,
    /** The organisation an attachment belongs to. */
    orgId: OrgIdSchema.optional(),
    fileName: z.string().trim().min(1, 'Required!').max(200),
    contentType: z.string().trim().min(1, 'Required!').max(200),
    /** The file's size in bytes, exactly: it is signed, and S3 refuses a body of any other length. */
    size: z.number().int().min(0),
  }),
  output: z.object({
    uploadUrl: z.string(),
    key: z.string(),
    headers: z.record(z.string(), z.string()),
    expiresInSeconds: z.number().int(),
  }),
  roles: [...ADMIN_ROLES, ...MANAGEMENT_ROLES, 'employee'],
  access: { table: 'read', uploads: 'write' },
  terms: false,
  example: { purpose: 'walletLogo', fileName: 'boost.png', contentType: 'image/png', size: 20480 },
});

export const getDownloadUrl = defineCallable({
  name: 'uploads-getDownloadUrl',
  summary:
    "A presigned GET of an uploaded file the caller may see (their own organisation's files, wallet logos; administrators: any).",
  input: z.object({ key: z.string().trim().min(1, 'Required!').max(500) }),
  output: z.object({ url: z.string(), expiresInSeconds: z.number().int() }),
  roles: ROLES,
  access: { table: 'read', uploads: 'read' },
  terms: false,
  example: { key: 'wallets/logos/01J00000000000000000000000/boost.png' },
});
