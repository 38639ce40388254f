import { z } from 'zod';
import { defineCallable } from '../registry/define';
import { MonthlyStatementRowSchema, MonthlyStatementSchema } from '../domain/monthly-statement';
import { PeriodKeySchema } from '../domain/advance-transaction';
import { EmptyInput } from './common';

/**
 * The employee's monthly Advance Pay statements (spec part 3 §2.1, §3, §7; rules.md "Monthly
 * statement"): only their own, found from their login (never from the payload). A statement's id
 * is its period key (`2026-11`).
 */

const StatementId = z.object({ statementId: PeriodKeySchema }).strict();

export const getMonthlyStatements = defineCallable({
  name: 'advancePayEmployee-getMonthlyStatements',
  summary: "The caller's monthly statements, newest first (one per closed period in which they had withdrawals paid out or on their way at the close).",
  input: EmptyInput,
  output: z.object({ items: z.array(MonthlyStatementRowSchema) }),
  roles: ['employee'],
  access: { table: 'read' },
  terms: true,
  example: {},
});

export const getMonthlyStatement = defineCallable({
  name: 'advancePayEmployee-getMonthlyStatement',
  summary: "One of the caller's monthly statements with its withdrawals; 404 when the caller has none of that period.",
  input: StatementId,
  output: MonthlyStatementSchema,
  roles: ['employee'],
  access: { table: 'read' },
  terms: true,
  example: { statementId: '2000-01' },
});

export const getDownloadURL = defineCallable({
  name: 'advancePayEmployee-getDownloadURL',
  summary:
    "A presigned link (5 minutes) to the PDF of one of the caller's monthly statements; the PDF is made on the first download and kept in the generated-files bucket.",
  input: StatementId,
  output: z.object({ message: z.string(), url: z.string() }),
  roles: ['employee'],
  access: { table: 'write', files: 'write' },
  terms: true,
  example: { statementId: '2000-01' },
});
