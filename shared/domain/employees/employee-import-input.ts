import { z } from 'zod';
import { OrgIdSchema } from '../organisations/organisation';
import {
  IMPORT_CHUNK_SIZE,
  ImportChangesSchema,
  ImportIdSchema,
  ImportRowInputSchema,
  ImportStepSchema,
  MAX_IMPORT_ROWS,
} from './employee-import';

/**
 * The input of the employee import callables (employees-employeeBulkImportOverwrite / -Add): each step's
 * fields, required as the step needs them (docs/rules.md#employee-import).
 */
export const ImportInput = z
  .object({
    rows: z
      .array(ImportRowInputSchema)
      .max(IMPORT_CHUNK_SIZE, `At most ${IMPORT_CHUNK_SIZE} rows per request; send the file in parts`)
      .optional(),
    step: ImportStepSchema.optional(),
    importId: ImportIdSchema.optional(),
    /** `start`: how many rows the whole file has. */
    totalRows: z.number().int().min(1).max(MAX_IMPORT_ROWS).optional(),
    /**
     * `commit` (or a one-call import): the changes the `preview` answered, as the person confirmed
     * them. Required when the import changes bank accounts or mobile numbers or suspends anyone;
     * the server counts again and applies nothing if they differ (409).
     */
    confirmed: ImportChangesSchema.optional(),
    /** Admins name the organisation; everyone else works in their own (the token's). */
    orgId: OrgIdSchema.optional(),
  })
  .superRefine((input, ctx) => {
    const need = (field: 'rows' | 'importId' | 'totalRows', when: boolean) => {
      if (when && input[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: 'Required!' });
    };
    need('rows', input.step === undefined || input.step === 'rows');
    need('importId', input.step !== undefined && input.step !== 'start');
    need('totalRows', input.step === 'start');
  });

/** The example rows of the import callables' OpenAPI examples. */
export const EXAMPLE_ROWS = [
  {
    row: 2,
    firstName: 'Aisyah',
    lastName: 'Omar',
    employeeICNumber: '950505105555',
    bank: 'Maybank',
    accountNumber: '114011112222',
    salary: 3200,
    mobileNumber: '+60123456789',
  },
];
