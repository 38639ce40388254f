import { z } from 'zod';
import { defineCallable } from '../registry/define';
import { ADMIN_ROLES, ORG_ROLES } from '../registry/roles';
import { OrgIdSchema } from '../domain/organisation';

export const getApproved = defineCallable({
  name: 'jobLevels-getApproved',
  summary: "The organisation's approved job levels (for the employee form's job level choice), by grade.",
  input: z.object({ orgId: OrgIdSchema.optional() }),
  output: z.object({
    jobLevels: z.array(z.object({ id: z.string(), name: z.string(), grade: z.number().int(), status: z.string() })),
  }),
  roles: [...ORG_ROLES, ...ADMIN_ROLES],
  terms: true,
  example: { orgId: 'demo' },
});
