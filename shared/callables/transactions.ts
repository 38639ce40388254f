import { z } from 'zod';
import { defineCallable } from '../registry/define';
import { ADMIN_ROLES, MANAGEMENT_ROLES, ROLES } from '../registry/roles';
import { OrgIdSchema } from '../domain/organisations/organisation';
import { MonthKeySchema, TransactionHistoryRowSchema } from '../domain/advance-pay/transaction-history';
import { PageInput, pageOf } from './common';
import { ListSearchInput, listSearchSummary } from './list-search';

/**
 * Transaction history (docs/rules.md#transaction-history): the money that moved between an
 * organisation and the platform (settlements paid, disbursements made, sales), and its PDF export.
 */

export const getTransactions = defineCallable({
  name: 'transactions-getTransactions',
  product: 'disbursements',
  summary:
    'Transaction history rows, newest first: Managers and Executives the COMPLETED rows of their own organisation; ' +
    'administrators every organisation (or the one named by `orgId`), COMPLETED and VOIDED. `month` (YYYY-MM) keeps ' +
    'one month; without it, the last 12 months (Malaysia time). Amounts in RM, always positive: the type says the direction. ' +
    'Paged: `limit` rows (default 100) and `nextCursor` to the next page. ' +
    listSearchSummary('description or organisation name'),
  input: z.object({
    month: MonthKeySchema.optional(),
    orgId: OrgIdSchema.optional(),
    search: ListSearchInput,
    ...PageInput,
  }),
  output: pageOf(TransactionHistoryRowSchema),
  roles: [...MANAGEMENT_ROLES, ...ADMIN_ROLES],
  access: { table: 'read' },
  terms: true,
  example: { month: '2026-11', search: 'settlement' },
});

export const exportToPDFv2 = defineCallable({
  name: 'transactions-exportToPDFv2',
  product: 'disbursements',
  summary:
    "A PDF of the caller's organisation's COMPLETED transaction history of one month (Managers and Executives only: " +
    "anyone else is refused with 'You are not authorized to view this page!'). `date` is the month, 'MM-YYYY' or " +
    "'YYYY-MM', one of the last 6 months (Malaysia time). The PDF is stored in the generated-files bucket and answered " +
    'as a presigned link (5 minutes).',
  input: z.object({
    orgId: OrgIdSchema,
    // Optional here so that a missing month is answered with the product's own message.
    date: z.string().trim().max(20).optional(),
  }),
  output: z.object({
    message: z.string(),
    url: z.string(),
    fileName: z.string(),
    /** The rows in the PDF and its pages. */
    rows: z.number().int().nonnegative(),
    pages: z.number().int().positive(),
  }),
  // Every role reaches the handler so that the refusal carries the product's message (admins included).
  roles: ROLES,
  access: { table: 'read', files: 'write' },
  terms: true,
  // A month of thousands of rows is drawn in one call: more memory is more CPU for pdf-lib.
  memoryMb: 1024,
  example: { orgId: 'demo', date: '11-2026' },
});
