import { z } from 'zod';
import { defineCallable } from '../registry/define';
import { ADMIN_ROLES } from '../registry/roles';
import { MigrationReportSchema } from '../domain/employee-migration';

export const refactorToUseEmployeeICNumber = defineCallable({
  name: 'advancePayAdmin-refactorToUseEmployeeICNumber',
  summary:
    'Employee-records migration, one bounded step per call: keys every employee by its normalised IC number, fixes the ' +
    'pending-approval index, creates missing e-mail / mobile claims (a claim held by someone else is reported, never taken) ' +
    'and normalises the IC number of employee logins. Idempotent; call again with `nextCursor` until it is absent.',
  input: z.object({ cursor: z.string().max(2048).optional() }).strict(),
  output: MigrationReportSchema,
  roles: ADMIN_ROLES,
  terms: false,
  example: {},
  timeoutSeconds: 29,
});
