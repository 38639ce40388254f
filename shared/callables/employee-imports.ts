import { z } from 'zod';
import { defineCallable } from '../registry/define';
import { ADMIN_ROLES, MANAGEMENT_ROLES } from '../registry/roles';
import { OrgIdSchema } from '../domain/organisation';
import {
  IMPORT_CHUNK_SIZE, ImportIdSchema, ImportProgressSchema, ImportRowInputSchema, ImportStepSchema, LastImportSchema, MAX_IMPORT_ROWS,
} from '../domain/employee-import';

/**
 * Employee bulk import (spec part 1 §2, §5, §7; rules.md "Imports"). A file of any size goes in
 * steps, each well under API Gateway's 29 s and 6 MB: `start` opens an import, `rows` stages a
 * part of the file (checked again on the server), `commit` applies the staged rows (repeat
 * while `done` is false), `abort` discards the import or rolls back what it applied. Nothing
 * changes in the directory before `commit`. A small file (at most 500 rows) can go in one call:
 * `{ rows }` with no `step` does start, rows and commit at once.
 */

const OrgScope = { orgId: OrgIdSchema.optional() };
const DIRECTORY_ROLES = [...MANAGEMENT_ROLES, ...ADMIN_ROLES];

const ImportInput = z
  .object({
    rows: z.array(ImportRowInputSchema).max(IMPORT_CHUNK_SIZE, `At most ${IMPORT_CHUNK_SIZE} rows per request; send the file in parts`).optional(),
    step: ImportStepSchema.optional(),
    importId: ImportIdSchema.optional(),
    /** `start`: how many rows the whole file has. */
    totalRows: z.number().int().min(1).max(MAX_IMPORT_ROWS).optional(),
    ...OrgScope,
  })
  .superRefine((input, ctx) => {
    const need = (field: 'rows' | 'importId' | 'totalRows', when: boolean) => {
      if (when && input[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: 'Required!' });
    };
    need('rows', input.step === undefined || input.step === 'rows');
    need('importId', input.step === 'rows' || input.step === 'commit' || input.step === 'abort');
    need('totalRows', input.step === 'start');
  });

const EXAMPLE_ROWS = [
  { row: 2, firstName: 'Aisyah', lastName: 'Omar', employeeICNumber: '950505105555', bank: 'Maybank', accountNumber: '114011112222', salary: 3200, mobileNumber: '+60123456789' },
];

export const employeeBulkImportOverwrite = defineCallable({
  name: 'employees-employeeBulkImportOverwrite',
  summary: 'Replace every employee of the organisation by the rows of an import file (pending approval); in steps for a large file. Can be undone once.',
  input: ImportInput,
  output: ImportProgressSchema,
  roles: DIRECTORY_ROLES,
  access: { table: 'write', cognito: ['AdminDisableUser', 'AdminEnableUser'] },
  terms: true,
  example: { rows: EXAMPLE_ROWS },
});

export const employeeBulkImportAdd = defineCallable({
  name: 'employees-employeeBulkImportAdd',
  summary: 'Add the rows of an import file as employees (pending approval), skipping IC numbers already in the directory; in steps for a large file. Can be undone once.',
  input: ImportInput,
  output: ImportProgressSchema,
  roles: DIRECTORY_ROLES,
  access: { table: 'write', cognito: ['AdminDisableUser', 'AdminEnableUser'] },
  terms: true,
  example: { rows: EXAMPLE_ROWS },
});

export const checkLastImport = defineCallable({
  name: 'employees-checkLastImport',
  summary: 'Whether the latest employee import can be undone (once), with when, how and by whom it ran.',
  input: z.object(OrgScope),
  output: z.object({ allow: z.boolean(), lastImport: LastImportSchema.nullable() }),
  roles: DIRECTORY_ROLES,
  access: { table: 'read' },
  terms: true,
  example: {},
});

export const undoImport = defineCallable({
  name: 'employees-undoImport',
  summary: 'Undo the latest employee import, once: removes the employees it wrote and restores those it replaced. Call again while `done` is false.',
  input: z.object(OrgScope),
  output: z.object({ message: z.string(), done: z.boolean(), removed: z.number().int(), restored: z.number().int() }),
  roles: DIRECTORY_ROLES,
  access: { table: 'write', cognito: ['AdminDisableUser', 'AdminEnableUser'] },
  terms: true,
  example: {},
});
